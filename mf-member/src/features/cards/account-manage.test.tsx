import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { funds } from '@site/shared/contract';
import { answer, fail, ok, resetFakeApi } from '@site/shared/testing';
import { renderCardsPage } from '../../testing/cards-render';
import AccountManagePage from '../../expose/account-manage-page';
import AlipayManagePage from '../../expose/alipay-manage-page';
import { parseAccountKind } from './account-kind';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());
// User-event flows with dialogs take a few seconds when the machine is busy.
jest.setTimeout(15_000);

const card = (
  id: number,
  kind: 'bank' | 'usdt',
  bankName: string,
  accountNo: string,
  holderName: string,
) => ({
  id,
  kind,
  bankCode: kind === 'bank' ? 'CMB' : 'TRC20',
  bankName,
  accountNo,
  holderName,
  createTime: '2026-11-20 09:30:00',
});

const CARDS = [
  card(1, 'bank', '招商银行', '6225 **** **** 5678', '张*'),
  card(2, 'usdt', 'USDT-TRC20', 'TQn9 **** **** bLSE', ''),
  card(3, 'bank', '中国银行', '6216 **** **** 0001', '张*'),
];

function answerCards(cards: unknown[], maxCards = 5) {
  answer(funds.queryMemberBanksInfoList, ok(cards));
  answer(funds.bankCardAddList, ok({ banks: [], realName: '张伟', maxCards, count: 0 }));
}

beforeEach(() => {
  resetFakeApi();
  answerCards(CARDS);
});

function show(path: string) {
  renderCardsPage(path, {
    '/mine/accountManage/:id': <AccountManagePage />,
    '/mine/alipayManage': <AlipayManagePage />,
  });
}

describe('account manage page', () => {
  it('reads :id as the account kind by name', () => {
    expect(parseAccountKind('bank')).toBe('bank');
    expect(parseAccountKind('USDT')).toBe('usdt');
    expect(parseAccountKind('alipay')).toBe('alipay');
    expect(parseAccountKind('1')).toBeNull();
    expect(parseAccountKind(undefined)).toBeNull();
  });

  it('lists the bank cards with bank, masked number, holder, date and the limit', async () => {
    show('/mine/accountManage/bank');
    const list = await screen.findByRole('list', { name: '已绑定的银行卡' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('招商银行');
    expect(items[0]).toHaveTextContent('6225 **** **** 5678');
    expect(items[0]).toHaveTextContent('持卡人：张*');
    expect(items[0]).toHaveTextContent('添加于 2026-11-20');
    expect(within(list).queryByText('USDT-TRC20')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '银行卡管理' })).toBeInTheDocument();
    expect(screen.getByText('已绑定 2/5 张')).toBeInTheDocument();
  });

  it('masks the holder like the profile does, never showing the rest of the name', async () => {
    // A holder name masked by another rule (the given name shown) must not complete the
    // profile's 张* into the whole name.
    answerCards([card(1, 'bank', '招商银行', '6225 **** **** 5678', '*小明')]);
    show('/mine/accountManage/bank');
    const list = await screen.findByRole('list', { name: '已绑定的银行卡' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('持卡人：***');
    expect(within(list).queryByText(/小明/)).not.toBeInTheDocument();
  });

  it('goes to the add page from the add button', async () => {
    const user = userEvent.setup();
    show('/mine/accountManage/bank');
    await user.click(await screen.findByRole('button', { name: '添加银行卡' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/mine/addBankCard');
  });

  it('shows an empty state whose call to action adds a card', async () => {
    const user = userEvent.setup();
    answerCards([CARDS[1]]);
    show('/mine/accountManage/bank');
    expect(await screen.findByText('还没有绑定银行卡')).toBeInTheDocument();
    expect(screen.getByText('已绑定 0/5 张')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '添加银行卡' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/mine/addBankCard');
  });

  it('disables adding at the limit and says so', async () => {
    answerCards(CARDS, 2);
    show('/mine/accountManage/bank');
    expect(await screen.findByRole('button', { name: '添加银行卡' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('已达绑定上限，最多可绑定 2 个');
  });

  it('lists USDT addresses under usdt and adds them on the address page', async () => {
    const user = userEvent.setup();
    show('/mine/accountManage/usdt');
    const list = await screen.findByRole('list', { name: '已绑定的USDT地址' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('TQn9 **** **** bLSE')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '添加USDT地址' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/mine/virtualCoinCard');
  });

  it('shows the failure with a retry', async () => {
    const user = userEvent.setup();
    answer(funds.queryMemberBanksInfoList, fail(6005, '服务器错误'));
    show('/mine/accountManage/bank');
    expect(await screen.findByText('服务器错误')).toBeInTheDocument();
    answerCards(CARDS);
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '已绑定的银行卡' })).toBeInTheDocument();
  });

  it('offers the known kinds for an unknown one', async () => {
    const user = userEvent.setup();
    show('/mine/accountManage/3');
    expect(screen.getByText('未找到该类型的收款账户')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '收款账户类型' });
    await user.click(within(nav).getByRole('link', { name: '银行卡' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/mine/accountManage/bank');
    expect(await screen.findByRole('list', { name: '已绑定的银行卡' })).toBeInTheDocument();
  });
});

describe('alipay manage page', () => {
  it('says Alipay payouts are not offered and points to bank card and USDT', async () => {
    const user = userEvent.setup();
    show('/mine/alipayManage');
    expect(screen.getByText('本站暂不支持支付宝提款')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '管理USDT地址' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/mine/accountManage/usdt');
  });
});
