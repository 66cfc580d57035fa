import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { answer, callsTo, refuse, resetFakeBoApi } from '../../testing/fake-bo-api';
import { renderBo, signIn } from '../../testing/render';
import { WithdrawalQueue } from './withdrawal-queue';

jest.mock('../../api/client', () => jest.requireActual('../../testing/fake-bo-api').fakeClientModule());

const row = (orderNo: string, signals: Partial<bo.WithdrawalRow['signals']> = {}): bo.WithdrawalRow => ({
  orderNo,
  memberId: 7,
  memberName: 'player7',
  realName: '张三',
  amount: 150_000,
  fee: 0,
  kind: 'bank',
  cardHolder: '张三',
  accountNo: '6222 **** 1234',
  status: 'pending',
  remark: '',
  createdAt: '2026-05-01T10:00:00.000Z',
  finishedAt: null,
  signals: {
    turnoverOwed: 0,
    activeBonuses: 0,
    payerNameMismatches: 0,
    cardHolderMatches: true,
    linkedAccounts: 0,
    depositsLast7Days: 200_000,
    firstWithdrawal: false,
    overThreshold: false,
    frozen: false,
    ...signals,
  },
});

beforeEach(() => {
  resetFakeBoApi();
  signIn('finance', ['withdrawals.read', 'withdrawals.decide', 'players.read']);
});

test('shows each order with its risk signals', async () => {
  answer(bo.withdrawalQueue, {
    list: [
      row('W1'),
      row('W2', { turnoverOwed: 5_000, cardHolderMatches: false, linkedAccounts: 2, firstWithdrawal: true }),
    ],
    total: 2,
  });
  renderBo(<WithdrawalQueue />);
  const rows = await screen.findAllByRole('row');
  expect(within(rows[1]!).getByText('流水已达标')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('1,500.00')).toBeInTheDocument();
  expect(within(rows[2]!).getByText('流水未达 50.00')).toBeInTheDocument();
  expect(within(rows[2]!).getByText('持卡人不符')).toBeInTheDocument();
  expect(within(rows[2]!).getByText('关联账户 2')).toBeInTheDocument();
  expect(within(rows[2]!).getByText('首次提款')).toBeInTheDocument();
  expect(callsTo(bo.withdrawalQueue)).toEqual([{ status: 'pending', page: 1, pageSize: 20 }]);
});

test('reject needs a reason, then sends it and reloads the queue', async () => {
  let served = 0;
  answer(bo.withdrawalQueue, () => ({
    list: served++ === 0 ? [row('W1')] : [],
    total: served === 1 ? 1 : 0,
  }));
  answer(bo.decideWithdrawal, (input) => ({ ...row(input.orderNo), status: 'rejected' }));
  const user = userEvent.setup();
  renderBo(<WithdrawalQueue />);
  await user.click(await screen.findByRole('button', { name: '拒绝' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: '拒绝' }));
  expect(await within(dialog).findByText('请填写原因，至少 2 个字')).toBeInTheDocument();
  expect(callsTo(bo.decideWithdrawal)).toHaveLength(0);

  await user.type(within(dialog).getByLabelText(/原因/), '付款人与账户姓名不符');
  await user.click(within(dialog).getByRole('button', { name: '拒绝' }));
  await waitFor(() =>
    expect(callsTo(bo.decideWithdrawal)).toEqual([
      { orderNo: 'W1', decision: 'reject', reason: '付款人与账户姓名不符' },
    ]),
  );
  expect(await screen.findByText('已拒绝提款 W1')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByText('暂无数据')).toBeInTheDocument();
});

test('approve sends the decision; a refusal of the server stays in the dialog', async () => {
  answer(bo.withdrawalQueue, { list: [row('W9')], total: 1 });
  refuse(bo.decideWithdrawal, 6003, '会员已冻结提款');
  const user = userEvent.setup();
  renderBo(<WithdrawalQueue />);
  await user.click(await screen.findByRole('button', { name: '通过' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/原因/), '信号正常');
  await user.click(within(dialog).getByRole('button', { name: '通过' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('会员已冻结提款');
  expect(callsTo(bo.decideWithdrawal)).toEqual([{ orderNo: 'W9', decision: 'approve', reason: '信号正常' }]);
});

test('a reader without withdrawals.decide sees no decision buttons', async () => {
  signIn('cs', ['withdrawals.read']);
  answer(bo.withdrawalQueue, { list: [row('W1')], total: 1 });
  renderBo(<WithdrawalQueue />);
  await screen.findByText('W1');
  expect(screen.queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
});

test('an endpoint the server lacks shows its error, not a crash', async () => {
  renderBo(<WithdrawalQueue />);
  expect(await screen.findByText(/接口不存在/)).toBeInTheDocument();
});

test('at tablet width each order is a card with its account in Chinese and both decisions in view', async () => {
  const matchMedia = jest.fn((query: string) => ({
    matches: query === '(max-width: 1023px)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true, writable: true });
  try {
    answer(bo.withdrawalQueue, { list: [row('W1'), row('W2')], total: 2 });
    renderBo(<WithdrawalQueue />);
    const cards = within(await screen.findByRole('list', { name: '提款审核' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards[0]!).getByText('张三 · 银行卡 6222 **** 1234')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: '通过' })).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: '拒绝' })).toBeInTheDocument();
  } finally {
    Reflect.deleteProperty(window, 'matchMedia');
  }
});
