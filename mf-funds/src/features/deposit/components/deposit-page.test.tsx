import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { funds } from '@site/shared/contract';
import { answer, callsTo, fail, ok, resetFakeApi, sent } from '@site/shared/testing';
import {
  BANK_ACCOUNT,
  ORDER_NO,
  USDT_ACCOUNT,
  answerDepositPage,
  placedOrder,
  renderAt,
  stubWindowOpen,
} from '../../../testing/fake-deposit-api';
import { recallOrder } from '../utils/order-cache';
import { DepositPage } from './deposit-page';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

// These tests click and type through whole forms; the shared 2-core machine can be slow.
jest.setTimeout(20_000);

let windowOpen: ReturnType<typeof stubWindowOpen>;

beforeEach(() => {
  resetFakeApi();
  sessionStorage.clear();
  answerDepositPage();
  windowOpen = stubWindowOpen();
});
afterEach(() => windowOpen.restore());

async function show() {
  const user = userEvent.setup();
  renderAt(<DepositPage />, '/mine/savemoney');
  await screen.findByRole('tablist', { name: '存款方式' });
  return user;
}

const amount = () => screen.getByLabelText('存款金额');

/** Replaces a field's text in one input event (typing key by key is slow and tests nothing more here). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
const submit = () => screen.getByRole('button', { name: '立即存款' });
const location = () => screen.getByTestId('location');

describe('deposit page', () => {
  it('lists the payment types with their limits; USDT shows its rate and protocols', async () => {
    const user = await show();
    const tabs = within(screen.getByRole('tablist', { name: '存款方式' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['银行卡转账', '支付宝', '微信支付', 'USDT']);
    expect(screen.getByText('单笔限额：100 - 50,000 元')).toBeInTheDocument();
    expect(amount()).toHaveAttribute('maxLength', '12');
    await user.click(screen.getByRole('tab', { name: '微信支付' }));
    expect(screen.getByText('单笔限额：50 - 10,000 元')).toBeInTheDocument();
    expect(amount()).toHaveAttribute('placeholder', '请输入存款金额（50 - 10,000 元）');
    await user.click(screen.getByRole('tab', { name: 'USDT' }));
    expect(screen.getByText('参考汇率：1 USDT ≈ 7.20 元')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'TRC20' })).toHaveAttribute('aria-selected', 'true');
    await fill(user, amount(), '720');
    expect(screen.getByText('约 100.000000 USDT')).toBeInTheDocument();
    expect(screen.getByText('大写：柒佰贰拾元整')).toBeInTheDocument();
  });

  it('explains every bad amount in Chinese, keeps what was typed and sends nothing', async () => {
    const user = await show();
    await user.click(screen.getByRole('tab', { name: '支付宝' }));
    await user.click(submit());
    expect(await screen.findByText('请输入存款金额')).toBeInTheDocument();
    await fill(user, amount(), '100.123');
    await user.click(submit());
    expect(await screen.findByText('请输入正确的金额，最多两位小数')).toBeInTheDocument();
    expect(amount()).toHaveValue('100.123');
    await fill(user, amount(), '49.99');
    await user.click(submit());
    expect(await screen.findByText('单笔最低存款 50 元')).toBeInTheDocument();
    await fill(user, amount(), '20000.01');
    await user.click(submit());
    expect(await screen.findByText('单笔最高存款 20,000 元')).toBeInTheDocument();
    // the same amount is fine for the bank card, whose maximum is higher
    await user.click(screen.getByRole('tab', { name: '银行卡转账' }));
    expect(screen.queryByText('单笔最高存款 20,000 元')).not.toBeInTheDocument();
    expect(amount()).toHaveValue('20000.01');
    expect(callsTo(funds.pay)).toHaveLength(0);
  });

  it('quick amounts stay inside the limits and fill the field with its capital numerals and reward', async () => {
    const user = await show();
    await user.click(screen.getByRole('tab', { name: '微信支付' }));
    const chips = within(screen.getByRole('group', { name: '快捷金额' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual([
      '50元',
      '100元',
      '200元',
      '500元',
      '1,000元',
      '2,000元',
      '5,000元',
      '10,000元',
    ]);
    await user.click(screen.getByRole('button', { name: '1,000元' }));
    expect(amount()).toHaveValue('1000');
    expect(screen.getByRole('button', { name: '1,000元' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('大写：壹仟元整')).toBeInTheDocument();
    expect(screen.getByText('本次存款预计可获赠 15 元，以实际到账为准')).toBeInTheDocument();
  });

  it('a gateway order: confirmation, pay with a request id, the gateway in a new tab, then the deposit-wait view', async () => {
    answer(funds.pay, ok(placedOrder({ amount: '200.50' })));
    const user = await show();
    await user.click(screen.getByRole('tab', { name: '支付宝' }));
    await fill(user, amount(), '200.5');
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: '确认存款' });
    expect(dialog).toHaveTextContent('支付宝');
    expect(dialog).toHaveTextContent('200.50 元');
    expect(dialog).toHaveTextContent('贰佰元伍角');
    expect(callsTo(funds.pay)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '确认存款' }));
    await waitFor(() =>
      expect(location()).toHaveTextContent(`/mine/savemoney/rechargeWait?orderNo=${ORDER_NO}`),
    );
    const [call] = callsTo(funds.pay);
    expect(call?.payload).toEqual({ payType: 'alipay', amount: '200.50' });
    expect(call?.options?.requestId).toBeTruthy();
    expect(windowOpen.open).toHaveBeenCalledTimes(1);
    expect(windowOpen.tab.location.href).toBe(`http://localhost/pay/gateway/${ORDER_NO}`);
    expect(recallOrder(ORDER_NO)?.payUrl).toBe(`/pay/gateway/${ORDER_NO}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(amount()).toHaveValue('');
  });

  it('a refused order shows the server message, closes the blank tab and keeps the form', async () => {
    answer(funds.pay, fail(6007, '支付宝单笔存款金额须在 50.00 - 20000.00 元之间'));
    const user = await show();
    await user.click(screen.getByRole('tab', { name: '支付宝' }));
    await fill(user, amount(), '300');
    await user.click(submit());
    await user.click(
      within(await screen.findByRole('dialog', { name: '确认存款' })).getByRole('button', {
        name: '确认存款',
      }),
    );
    expect(await screen.findByText('支付宝单笔存款金额须在 50.00 - 20000.00 元之间')).toBeInTheDocument();
    expect(windowOpen.tab.close).toHaveBeenCalled();
    expect(location()).toHaveTextContent('/mine/savemoney');
    expect(location()).not.toHaveTextContent('rechargeWait');
    expect(amount()).toHaveValue('300');
  });

  it('a bank-card order without a real name binds it first, then goes to the transfer-wait view', async () => {
    answerDepositPage({ bindRealName: false });
    answer(funds.bindFromDeposit, ok({ realName: '李四' }));
    answer(funds.pay, ok(placedOrder({ payType: 'bank', amount: '500.00', account: BANK_ACCOUNT })));
    const user = await show();
    await fill(user, amount(), '500');
    await user.click(submit());
    expect(await screen.findByText('请输入真实姓名')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('真实姓名'), '李·');
    await user.click(submit());
    expect(await screen.findByText('请输入正确的姓名')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('真实姓名'), '李四');
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: '确认存款' });
    expect(dialog).toHaveTextContent('李四');
    expect(dialog).toHaveTextContent('真实姓名绑定后不可自行修改');
    await user.click(within(dialog).getByRole('button', { name: '确认存款' }));
    await waitFor(() =>
      expect(location()).toHaveTextContent(`/mine/savemoney/transferWait?orderNo=${ORDER_NO}`),
    );
    expect(callsTo(funds.bindFromDeposit)[0]?.payload).toEqual({ realName: '李四' });
    const paths = sent.map((c) => c.path);
    expect(paths.indexOf(funds.bindFromDeposit.path)).toBeLessThan(paths.indexOf(funds.pay.path));
    expect(callsTo(funds.pay)[0]?.payload).toEqual({ payType: 'bank', amount: '500.00' });
    expect(windowOpen.open).not.toHaveBeenCalled();
    expect(recallOrder(ORDER_NO)?.account).toEqual(BANK_ACCOUNT);
  });

  it('a USDT order sends the chosen protocol and goes to the virtual-coin-wait view', async () => {
    answer(funds.pay, ok(placedOrder({ payType: 'usdt', amount: '720.00', account: USDT_ACCOUNT })));
    const user = await show();
    await user.click(screen.getByRole('tab', { name: 'USDT' }));
    await user.click(screen.getByRole('tab', { name: 'ERC20' }));
    await fill(user, amount(), '720');
    expect(screen.getByText('存款人：张伟')).toBeInTheDocument();
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: '确认存款' });
    expect(dialog).toHaveTextContent('ERC20');
    expect(dialog).toHaveTextContent('100.000000 USDT');
    await user.click(within(dialog).getByRole('button', { name: '确认存款' }));
    await waitFor(() =>
      expect(location()).toHaveTextContent(`/mine/savemoney/virtualWait?orderNo=${ORDER_NO}`),
    );
    expect(callsTo(funds.pay)[0]?.payload).toEqual({ payType: 'usdt', amount: '720.00', protocol: 'ERC20' });
    expect(recallOrder(ORDER_NO)?.protocol).toBe('ERC20');
  });

  it('shows a retry when the payment types cannot be loaded', async () => {
    answer(funds.paymentTypes, fail(6003, '本站暂未开放存款功能'));
    const user = userEvent.setup();
    renderAt(<DepositPage />, '/mine/savemoney');
    expect(await screen.findByText('本站暂未开放存款功能')).toBeInTheDocument();
    answerDepositPage();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('tablist', { name: '存款方式' })).toBeInTheDocument();
  });
});
