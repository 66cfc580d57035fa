import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { funds } from '@site/shared/contract';
import { answer, callsTo, fail, networkDown, ok, resetFakeApi } from '@site/shared/testing';
import {
  answerWithdrawDefaults,
  bankInfo,
  renderInRouter,
  usdtInfo,
  withdrawOrder,
} from '../../testing/fake-withdraw-api';
import { recordBus } from '../../testing/render';
import { TakeMoney } from './take-money';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

/** md5('246810'), as the server stores and checks it. */
const PASSWORD_MD5 = 'b6af3f19458ec8e6faff8ee1e0440ecb';

beforeEach(() => {
  resetFakeApi();
  answerWithdrawDefaults();
});

async function show() {
  const user = userEvent.setup();
  renderInRouter(<TakeMoney />);
  await screen.findByTestId('withdrawable');
  return user;
}

const amountField = () => screen.getByLabelText('提款金额');
const submit = () => screen.getByRole('button', { name: '立即提款' });

describe('take money: what the member sees', () => {
  it('shows the withdrawable balance, the lock money, the limits and the masked card', async () => {
    await show();
    expect(screen.getByTestId('withdrawable')).toHaveTextContent('1,000.00');
    expect(screen.getByTestId('lock-money')).toHaveTextContent('30.00');
    expect(screen.getByText('单笔限额 100 - 50,000 元')).toBeInTheDocument();
    expect(screen.getByText('今日已提款 1 次，剩余 4 次')).toBeInTheDocument();
    expect(screen.getByText('免手续费')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '招商银行 6225 **** **** 5678' })).toBeChecked();
  });

  it('refuses bad amounts with a clear message, keeps what was typed and sends nothing', async () => {
    const user = await show();
    await user.type(screen.getByLabelText('提款密码'), '246810');
    await user.click(submit());
    expect(await screen.findByText('请输入提款金额')).toBeInTheDocument();
    await user.type(amountField(), '50');
    await user.click(submit());
    expect(await screen.findByText('单笔最低提款 100 元')).toBeInTheDocument();
    expect(amountField()).toHaveValue('50');
    await user.clear(amountField());
    await user.type(amountField(), '100.123');
    await user.click(submit());
    expect(await screen.findByText('请输入正确的金额，最多两位小数')).toBeInTheDocument();
    await user.clear(amountField());
    await user.type(amountField(), '2000');
    await user.click(submit());
    expect(await screen.findByText('超出可提款金额，当前最多可提 1,000 元')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(funds.withdrawNew)).toHaveLength(0);
  });

  it('wants a six-digit withdrawal password', async () => {
    const user = await show();
    await user.type(amountField(), '100');
    await user.click(submit());
    expect(await screen.findByText('请输入提款密码')).toBeInTheDocument();
    await user.type(screen.getByLabelText('提款密码'), '123');
    await user.click(submit());
    expect(await screen.findByText('提款密码须为6位数字')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('全部 fills the withdrawable maximum and shows it in capital numerals', async () => {
    const user = await show();
    await user.click(screen.getByRole('button', { name: '全部' }));
    expect(amountField()).toHaveValue('1000.00');
    expect(screen.getByText('大写：壹仟元整')).toBeInTheDocument();
    expect(screen.getByTestId('received')).toHaveTextContent('1,000 元');
  });

  it('USDT: computes the fee and the coins received live at the rate', async () => {
    const user = await show();
    await user.click(screen.getByRole('tab', { name: 'USDT' }));
    await screen.findByText('汇率：1 USDT = 7.20 元');
    expect(screen.getByText('手续费 1.00%（最低 1 元）')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'USDT-TRC20 TSim **** **** 0001' })).toBeChecked();
    await user.type(amountField(), '100');
    expect(screen.getByText('1 元')).toBeInTheDocument();
    expect(screen.getByTestId('received')).toHaveTextContent('99 元');
    expect(screen.getByText('13.75 USDT')).toBeInTheDocument();
    await user.clear(amountField());
    await user.type(amountField(), '1000');
    expect(screen.getByText('10 元')).toBeInTheDocument();
    expect(screen.getByTestId('received')).toHaveTextContent('990 元');
  });
});

describe('take money: what blocks a withdrawal', () => {
  it('without a bank card: a call to action to add one, and no form', async () => {
    answerWithdrawDefaults(ok(bankInfo({ cards: [] })));
    const user = userEvent.setup();
    renderInRouter(<TakeMoney />);
    expect(await screen.findByText('您还没有绑定银行卡')).toBeInTheDocument();
    expect(screen.queryByLabelText('提款金额')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '添加银行卡' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/mine/addBankCard');
  });

  it('without a USDT address: a call to action to the address page', async () => {
    answerWithdrawDefaults(ok(bankInfo()), ok(usdtInfo({ cards: [] })));
    const user = await show();
    await user.click(screen.getByRole('tab', { name: 'USDT' }));
    await user.click(await screen.findByRole('link', { name: '添加USDT地址' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/mine/virtualCoinCard');
  });

  it('without a withdrawal password: a prompt to set it in userinfo, submit disabled', async () => {
    answerWithdrawDefaults(ok(bankInfo({ hasWithdrawPassword: false })));
    const user = await show();
    expect(screen.getByText('您尚未设置提款密码，请先设置后再提款')).toBeInTheDocument();
    expect(screen.queryByLabelText('提款密码')).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.click(screen.getByRole('link', { name: '去设置' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/mine/userinfo');
  });

  it('with no withdrawals left today: says so and disables submit', async () => {
    answerWithdrawDefaults(ok(bankInfo({ todayCount: 5, remainingCount: 0, withdrawable: '0.00' })));
    await show();
    expect(screen.getByText('今日提款次数已用完，请明日再试')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('during a bonus: 0 now, the turnover left, what it holds and a link to the bonus, before any typing', async () => {
    answerWithdrawDefaults(
      ok(
        bankInfo({
          centerWalletBalance: '370.00',
          withdrawable: '0.00',
          turnoverOwed: '300.00',
          bonusLocked: '623.80',
        }),
      ),
    );
    await show();
    expect(screen.getByTestId('withdrawable')).toHaveTextContent('0.00');
    const notice = screen.getByRole('region', { name: '彩金流水未完成，暂不可提款' });
    expect(notice).toHaveTextContent('当前可提款 0.00 元，还需完成有效投注 300.00 元');
    expect(notice).toHaveTextContent('全部余额 623.80 元暂不能提款或转出（包括领取彩金前已在场馆内的资金）');
    expect(notice).toHaveTextContent('只扣回彩金及领取彩金后投注产生的盈利，其余资金随即解锁');
    expect(within(notice).getByRole('link', { name: '查看我的优惠' })).toHaveAttribute(
      'href',
      '/activity/discount',
    );
    expect(screen.queryByLabelText('提款金额')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即提款' })).not.toBeInTheDocument();
  });

  it('the holder name is masked by the site rule (张*), as on the profile', async () => {
    await show();
    expect(screen.getByText('张*')).toBeInTheDocument();
  });

  it('shows an error with retry when the limits cannot be loaded', async () => {
    answerWithdrawDefaults(fail(6005, '服务开小差了，请稍后再试'));
    const user = userEvent.setup();
    renderInRouter(<TakeMoney />);
    expect(await screen.findByText('服务开小差了，请稍后再试')).toBeInTheDocument();
    answer(funds.withdrawInfo, ok(bankInfo()));
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('withdrawable')).toHaveTextContent('1,000.00');
  });
});

async function fillAndReview(user: ReturnType<typeof userEvent.setup>, amount = '100') {
  await user.type(amountField(), amount);
  await user.type(screen.getByLabelText('提款密码'), '246810');
  await user.click(submit());
  return screen.findByRole('dialog', { name: '确认提款信息' });
}

describe('take money: confirmation and submission', () => {
  it('confirms with account, amount, fee, received and capitals, then submits once and shows the pending order', async () => {
    const refresh = recordBus('refresh_balance');
    answer(funds.withdrawNew, ok(withdrawOrder()));
    answer(funds.withdrawOrderInfo, ok(withdrawOrder()));
    const user = await show();
    const dialog = await fillAndReview(user, '100');
    expect(within(dialog).getByText('招商银行 6225 **** **** 5678')).toBeInTheDocument();
    expect(within(dialog).getByText('壹佰元整')).toBeInTheDocument();
    expect(within(dialog).getAllByText('100 元')).toHaveLength(2);
    expect(within(dialog).getByText('0 元')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: '确认提款' });
    await user.dblClick(confirm);
    expect(await screen.findByTestId('withdraw-status')).toHaveTextContent('审核中');
    const calls = callsTo(funds.withdrawNew);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.payload).toEqual({ cardId: 11, amount: '100.00', password: PASSWORD_MD5 });
    expect(calls[0]?.options?.requestId).toBeTruthy();
    expect(screen.getByText('W2026112000001')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '消息通知' })).getByText('提款申请提交成功'),
    ).toBeInTheDocument();
    expect(refresh.seen).toHaveLength(1);
    await waitFor(() =>
      expect(callsTo(funds.withdrawOrderInfo)[0]?.payload).toEqual({ orderNo: 'W2026112000001' }),
    );

    // The operator approves: the next status read shows it and the header balance is refreshed.
    answer(funds.withdrawOrderInfo, ok(withdrawOrder({ status: 'approved', remark: '已出款' })));
    await user.click(screen.getByRole('button', { name: '刷新状态' }));
    expect(await screen.findByTestId('withdraw-status')).toHaveTextContent('已出款');
    expect(refresh.seen).toHaveLength(2);
    refresh.stop();
  });

  it('shows the server refusal and reloads the limits; a wrong password clears the field', async () => {
    answer(funds.withdrawNew, fail(6007, '超过今日提款额度，今日还可提款 50.00 元'));
    const user = await show();
    const before = callsTo(funds.withdrawInfo).length;
    await user.click(within(await fillAndReview(user)).getByRole('button', { name: '确认提款' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('超过今日提款额度，今日还可提款 50.00 元');
    expect(screen.queryByRole('dialog', { name: '确认提款信息' })).not.toBeInTheDocument();
    expect(amountField()).toHaveValue('100');
    await waitFor(() => expect(callsTo(funds.withdrawInfo).length).toBeGreaterThan(before));

    answer(funds.withdrawNew, fail(6100, '提款密码错误'));
    await user.type(screen.getByLabelText('提款密码'), '111111');
    await user.click(submit());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认提款' }));
    expect(await screen.findByText('提款密码错误', { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(screen.getByLabelText('提款密码')).toHaveValue('');
  });

  it('after a lost connection, the same withdrawal is retried with the same request id', async () => {
    answer(funds.withdrawNew, networkDown());
    const user = await show();
    await user.click(within(await fillAndReview(user)).getByRole('button', { name: '确认提款' }));
    await waitFor(() => expect(callsTo(funds.withdrawNew)).toHaveLength(1));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    answer(funds.withdrawNew, ok(withdrawOrder()));
    answer(funds.withdrawOrderInfo, ok(withdrawOrder()));
    await user.click(submit());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认提款' }));
    expect(await screen.findByTestId('withdraw-status')).toBeInTheDocument();
    const [first, second] = callsTo(funds.withdrawNew);
    expect(second?.options?.requestId).toBe(first?.options?.requestId);
  });
});
