import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { funds, type BrandManifest } from '@site/shared/contract';
import { brandAtom, hideZeroBalanceAtom, sessionStore } from '@site/shared/session';
import { answer, callsTo, fail, ok, resetFakeApi } from '@site/shared/testing';
import { bankCard, renderInRouter, usdtAddress } from '../../testing/fake-withdraw-api';
import { recordBus } from '../../testing/render';
import { Wallet } from './wallet';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

const venue = (channelCode: string, name: string, balance: string, status = 'open') => ({
  channelCode,
  name,
  category: 'ZR',
  status,
  balance,
});

const record = (id: string, typeName: string, amount: string) => ({
  id,
  type: 'deposit',
  typeName,
  amount,
  status: 'done',
  statusName: '成功',
  orderNo: id,
  remark: '',
  createTime: '2026-11-20 10:00:00',
});

function answerWallet(center = '500.00', ag = '120.50') {
  answer(funds.getBalance, ok({ centerWalletBalance: center, lockMoney: '100.00' }));
  answer(
    funds.allBalance,
    ok({
      category: 8,
      totalBalance: ag,
      centerWalletBalance: center,
      autoTransferStatus: 0,
      list: [venue('AG', 'AG真人', ag), venue('KY', '开元棋牌', '0.00', 'maintenance')],
    }),
  );
}

beforeEach(() => {
  resetFakeApi();
  localStorage.clear();
  sessionStore.set(hideZeroBalanceAtom, false);
  sessionStore.set(brandAtom, null);
  answerWallet();
  answer(funds.queryMemberBanksInfoList, ok([bankCard(), usdtAddress()]));
  answer(
    funds.queryDealRecord,
    ok({
      list: [record('D1', '存款', '200.00'), record('W1', '提款', '-100.00')],
      total: 2,
      pageNum: 1,
      pageSize: 5,
    }),
  );
});

async function show() {
  const user = userEvent.setup();
  renderInRouter(<Wallet />);
  await screen.findByTestId('wallet-center');
  return user;
}

describe('wallet page', () => {
  it('shows center wallet, lock money, venue total and the total of all three', async () => {
    await show();
    expect(screen.getByTestId('wallet-center')).toHaveTextContent('500.00');
    expect(screen.getByTestId('wallet-lock')).toHaveTextContent('100.00');
    expect(screen.getByTestId('wallet-venues')).toHaveTextContent('120.50');
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('720.50');
    expect(callsTo(funds.allBalance)[0]?.payload).toEqual({ category: 8 });
  });

  it('lists venue balances and hides the empty ones when asked, remembering the choice', async () => {
    const user = await show();
    const list = screen.getByRole('list', { name: '场馆余额' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('维护中')).toBeInTheDocument();
    await user.click(screen.getByLabelText('隐藏零余额场馆'));
    expect(within(screen.getByRole('list', { name: '场馆余额' })).getAllByRole('listitem')).toHaveLength(1);
    expect(sessionStore.get(hideZeroBalanceAtom)).toBe(true);
  });

  it('links the quick actions', async () => {
    const user = await show();
    expect(screen.getByRole('link', { name: '存款' })).toHaveAttribute('href', '/mine/savemoney');
    expect(screen.getByRole('link', { name: '转账' })).toHaveAttribute('href', '/mine/transfermoney');
    await user.click(screen.getByRole('link', { name: '提款' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/mine/takemoney');
  });

  it('has no 存款 action when deposits are switched off', async () => {
    // Only the switches matter to this page.
    const brand = {
      features: { depositSwitch: 0, safeSwitch: 0, embeddedGameSwitch: 0 },
    } as unknown as BrandManifest;
    sessionStore.set(brandAtom, brand);
    await show();
    expect(screen.queryByRole('link', { name: '存款' })).not.toBeInTheDocument();
  });

  it('recycles every venue, then reloads the wallets and the header balance', async () => {
    const refresh = recordBus('refresh_balance');
    answer(
      funds.recycle,
      ok({
        amount: '120.50',
        centerWalletBalance: '620.50',
        recycled: [{ channelCode: 'AG', amount: '120.50' }],
        skipped: [],
      }),
    );
    const user = await show();
    answerWallet('620.50', '0.00');
    await user.click(screen.getByRole('button', { name: '一键回收' }));
    expect(await screen.findByText('已回收 120.50 元至中心钱包')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('wallet-center')).toHaveTextContent('620.50'));
    expect(callsTo(funds.recycle)[0]?.options?.requestId).toBeTruthy();
    expect(refresh.seen).toHaveLength(1);
    refresh.stop();
  });

  it('lists the payout accounts with links to manage them', async () => {
    await show();
    const bank = await screen.findByRole('region', { name: '银行卡' });
    expect(within(bank).getByText('6225 **** **** 5678')).toBeInTheDocument();
    expect(within(bank).getByRole('link', { name: '管理银行卡' })).toHaveAttribute(
      'href',
      '/mine/addBankCard',
    );
    const usdt = screen.getByRole('region', { name: 'USDT地址' });
    expect(within(usdt).getByText('USDT-TRC20')).toBeInTheDocument();
    expect(within(usdt).getByRole('link', { name: '管理USDT地址' })).toHaveAttribute(
      'href',
      '/mine/virtualCoinCard',
    );
  });

  it('says so when no account is bound', async () => {
    answer(funds.queryMemberBanksInfoList, ok([]));
    await show();
    expect(await screen.findByText('暂未绑定银行卡')).toBeInTheDocument();
    expect(screen.getByText('暂未绑定USDT地址')).toBeInTheDocument();
  });

  it('shows the latest transactions with a link to the full record', async () => {
    await show();
    const list = await screen.findByRole('list', { name: '最近交易' });
    expect(within(list).getByText('+200')).toBeInTheDocument();
    expect(within(list).getByText('-100')).toBeInTheDocument();
    expect(callsTo(funds.queryDealRecord)[0]?.payload).toEqual({ type: 'all', pageNum: 1, pageSize: 5 });
    expect(screen.getByRole('link', { name: '查看全部' })).toHaveAttribute('href', '/mine/transRecord');
  });

  it('shows empty and error states per section, with retry', async () => {
    answer(funds.getBalance, fail(6005, '服务开小差了'));
    answer(funds.queryDealRecord, ok({ list: [], total: 0, pageNum: 1, pageSize: 5 }));
    const user = userEvent.setup();
    renderInRouter(<Wallet />);
    expect(await screen.findByText('钱包信息加载失败')).toBeInTheDocument();
    expect(await screen.findByText('暂无交易记录')).toBeInTheDocument();
    answerWallet();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('wallet-center')).toHaveTextContent('500.00');
  });
});
