import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { funds } from '@site/shared/contract';
import { answer, callsTo, fail, networkDown, ok, resetFakeApi } from '@site/shared/testing';
import { renderCardsPage } from '../../testing/cards-render';
import { AccountManage } from './account-manage';
import { AddBankCard } from './add-bank-card';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());
// User-event flows with dialogs take a few seconds when the machine is busy.
jest.setTimeout(15_000);

const BANKS = [
  { bankCode: 'ICBC', bankName: '中国工商银行' },
  { bankCode: 'CMB', bankName: '招商银行' },
];

function answerAddList(count = 1, realName = '张伟') {
  answer(funds.bankCardAddList, ok({ banks: BANKS, realName, maxCards: 5, count }));
}

const added = {
  id: 7,
  kind: 'bank',
  bankCode: 'CMB',
  bankName: '招商银行',
  accountNo: '6225 **** **** 5678',
  holderName: '*伟',
  createTime: '2026-11-23 20:15:00',
};

beforeEach(() => {
  resetFakeApi();
  answerAddList();
  answer(funds.queryMemberBanksInfoList, ok([]));
});

async function show() {
  renderCardsPage('/mine/addBankCard', {
    '/mine/addBankCard': <AddBankCard />,
    '/mine/accountManage/:id': <AccountManage kind="bank" />,
  });
  return screen.findByRole('form', { name: '添加银行卡' });
}

async function fill(user: ReturnType<typeof userEvent.setup>, cardNo: string) {
  await user.selectOptions(screen.getByLabelText('开户银行'), '招商银行');
  // Pasted (as card numbers often are): typing is covered by the grouping test and slow on a busy machine.
  await user.click(screen.getByLabelText('银行卡号'));
  await user.paste(cardNo);
}

describe('add bank card page', () => {
  it('fixes the holder to the registered real name and says why', async () => {
    await show();
    const holder = screen.getByLabelText('持卡人姓名');
    expect(holder).toHaveValue('张伟');
    expect(holder).toHaveAttribute('readonly');
    expect(screen.getByText(/持卡人姓名与注册姓名不一致时，本站有权拒绝结算/)).toBeInTheDocument();
    expect(screen.getByText('已绑定 1/5 张')).toBeInTheDocument();
  });

  it('groups the card number by four while typing', async () => {
    const user = userEvent.setup();
    await show();
    await user.type(screen.getByLabelText('银行卡号'), '6225880112345678');
    expect(screen.getByLabelText('银行卡号')).toHaveValue('6225 8801 1234 5678');
  });

  it('explains every bad field, keeps what was typed and sends nothing', async () => {
    const user = userEvent.setup();
    await show();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByLabelText('开户银行')).toHaveAccessibleDescription('请选择开户银行');
    expect(screen.getByLabelText('银行卡号')).toHaveAccessibleDescription('请输入银行卡号');

    await user.type(screen.getByLabelText('银行卡号'), '6225a');
    expect(screen.getByLabelText('银行卡号')).toHaveAccessibleDescription('银行卡号只能填写数字');
    expect(screen.getByLabelText('银行卡号')).toHaveValue('6225a');

    await user.clear(screen.getByLabelText('银行卡号'));
    await fill(user, '62258801123');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByLabelText('银行卡号')).toHaveAccessibleDescription(
      '银行卡号为12-19位数字，当前 11 位',
    );
    expect(screen.getByLabelText('银行卡号')).toHaveValue('6225 8801 123');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(funds.bankCardAdd)).toHaveLength(0);
  });

  it('confirms, adds the card in the real name and returns to the list that shows it', async () => {
    const user = userEvent.setup();
    answer(funds.bankCardAdd, ok(added));
    await show();
    await fill(user, '6225880112345678');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    const dialog = await screen.findByRole('dialog', { name: '确认银行卡信息' });
    expect(dialog).toHaveTextContent('招商银行');
    expect(dialog).toHaveTextContent('6225 8801 1234 5678');
    expect(dialog).toHaveTextContent('张伟');
    expect(callsTo(funds.bankCardAdd)).toHaveLength(0);

    answer(funds.queryMemberBanksInfoList, ok([added]));
    answerAddList(2);
    await user.click(within(dialog).getByRole('button', { name: '确认添加' }));
    expect(await screen.findByText('银行卡添加成功')).toBeInTheDocument();
    expect(callsTo(funds.bankCardAdd).map((c) => c.payload)).toEqual([
      { kind: 'bank', bankCode: 'CMB', cardNo: '6225880112345678', holderName: '张伟' },
    ]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mine/accountManage/bank'));
    const list = await screen.findByRole('list', { name: '已绑定的银行卡' });
    expect(within(list).getByText('6225 **** **** 5678')).toBeInTheDocument();
    expect(screen.getByText('已绑定 1/5 张')).toBeInTheDocument();
  });

  it('shows the server refusal beside the form and keeps the input', async () => {
    const user = userEvent.setup();
    answer(funds.bankCardAdd, fail(6009, '该收款账户已绑定'));
    await show();
    await fill(user, '6225880112345678');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.click(await screen.findByRole('button', { name: '确认添加' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('该收款账户已绑定');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('银行卡号')).toHaveValue('6225 8801 1234 5678');
    expect(screen.getByLabelText('开户银行')).toHaveValue('CMB');
    expect(screen.getByTestId('location')).toHaveTextContent('/mine/addBankCard');
  });

  it('offers no form once the limit is reached', async () => {
    answerAddList(5);
    renderCardsPage('/mine/addBankCard', { '/mine/addBankCard': <AddBankCard /> });
    expect(await screen.findByText('银行卡已达绑定上限')).toBeInTheDocument();
    expect(screen.getByText('最多可绑定 5 张银行卡，如需更换请联系在线客服。')).toBeInTheDocument();
    expect(screen.queryByLabelText('银行卡号')).not.toBeInTheDocument();
  });

  it('sends a member without a real name to the auth page', async () => {
    const user = userEvent.setup();
    answerAddList(0, '');
    renderCardsPage('/mine/addBankCard', { '/mine/addBankCard': <AddBankCard /> });
    await user.click(await screen.findByRole('button', { name: '去实名认证' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/mine/auth');
  });

  it('offers a retry when the banks cannot be loaded', async () => {
    const user = userEvent.setup();
    answer(funds.bankCardAddList, networkDown());
    renderCardsPage('/mine/addBankCard', { '/mine/addBankCard': <AddBankCard /> });
    expect(await screen.findByText('收款账户加载失败')).toBeInTheDocument();
    answerAddList();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('form', { name: '添加银行卡' })).toBeInTheDocument();
  });
});
