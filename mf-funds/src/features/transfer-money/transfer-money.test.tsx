import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { funds } from '@site/shared/contract';
import { hideZeroBalanceAtom, sessionStore } from '@site/shared/session';
import { answer, callsTo, fail, ok, resetFakeApi } from '@site/shared/testing';
import { recordBus, renderWithHosts } from '../../testing/render';
import { TransferMoney } from './transfer-money';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

const venue = (channelCode: string, name: string, balance: string, status = 'open') => ({
  channelCode,
  name,
  category: 'ZR',
  status,
  balance,
});

function answerWallets(center = '500.00', ag = '120.50') {
  answer(funds.getBalance, ok({ centerWalletBalance: center, lockMoney: '30.00' }));
  answer(
    funds.allBalance,
    ok({
      category: 8,
      totalBalance: ag,
      centerWalletBalance: center,
      autoTransferStatus: 0,
      list: [
        venue('AG', 'AG真人', ag),
        venue('KY', '开元棋牌', '0.00'),
        venue('PG', 'PG电子', '0.00', 'maintenance'),
      ],
    }),
  );
}

beforeEach(() => {
  resetFakeApi();
  localStorage.clear();
  sessionStore.set(hideZeroBalanceAtom, false);
  answerWallets();
});

async function show() {
  renderWithHosts(<TransferMoney />);
  await screen.findByTestId('center-wallet');
}

describe('transfer money page', () => {
  it('shows the center wallet, lock money and every venue wallet', async () => {
    await show();
    expect(screen.getByTestId('center-wallet')).toHaveTextContent('500.00');
    expect(screen.getByText('30.00')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: '场馆钱包' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('维护中')).toBeInTheDocument();
  });

  it('hides zero-balance venues when asked and remembers the choice', async () => {
    const user = userEvent.setup();
    await show();
    await user.click(screen.getByLabelText('隐藏零余额场馆'));
    const list = screen.getByRole('list', { name: '场馆钱包' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(sessionStore.get(hideZeroBalanceAtom)).toBe(true);
  });

  it('transfers out of a venue with 全部: ty 2, a request id, refresh_balance and reloaded wallets', async () => {
    const user = userEvent.setup();
    const refresh = recordBus('refresh_balance');
    answer(
      funds.venueTransfer,
      ok({ channelCode: 'AG', amount: '120.50', ty: 2, centerWalletBalance: '620.50', venueBalance: '0.00' }),
    );
    await show();
    const ag = screen.getByRole('listitem', { name: 'AG真人' });
    await user.click(within(ag).getByRole('button', { name: '转出' }));
    await user.click(screen.getByRole('button', { name: '全部' }));
    expect(screen.getByLabelText('转账金额')).toHaveValue('120.50');
    expect(screen.getByText('大写：壹佰贰拾元伍角')).toBeInTheDocument();
    answerWallets('620.50', '0.00');
    await user.click(screen.getByRole('button', { name: '确认转账' }));
    expect(await screen.findByText('转账成功')).toBeInTheDocument();
    const [call] = callsTo(funds.venueTransfer);
    expect(call?.payload).toEqual({ channelCode: 'AG', amount: '120.50', ty: 2 });
    expect(call?.options?.requestId).toBeTruthy();
    expect(refresh.seen).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('center-wallet')).toHaveTextContent('620.50'));
    refresh.stop();
  });

  it('refuses an amount above the available balance and shows 6413 in the tips dialog', async () => {
    const user = userEvent.setup();
    answer(funds.venueTransfer, fail(6413, '您还在活动中，未达到流水要求不能转出'));
    await show();
    await user.click(screen.getByRole('button', { name: '确认转账' }));
    expect(await screen.findByText('请输入转账金额')).toBeInTheDocument();
    await user.type(screen.getByLabelText('转账金额'), '600');
    await user.click(screen.getByRole('button', { name: '确认转账' }));
    expect(await screen.findByText('转账金额不能超过可转余额')).toBeInTheDocument();
    expect(callsTo(funds.venueTransfer)).toHaveLength(0);
    await user.clear(screen.getByLabelText('转账金额'));
    await user.type(screen.getByLabelText('转账金额'), '100');
    await user.click(screen.getByRole('button', { name: '确认转账' }));
    expect(await screen.findByRole('dialog', { name: '温馨提示' })).toHaveTextContent(
      '您还在活动中，未达到流水要求不能转出',
    );
  });

  it('recycles every venue in one click and reports skipped venues', async () => {
    const user = userEvent.setup();
    const refresh = recordBus('refresh_balance');
    answer(
      funds.recycle,
      ok({
        amount: '120.50',
        centerWalletBalance: '620.50',
        recycled: [{ channelCode: 'AG', amount: '120.50' }],
        skipped: [{ channelCode: 'KY', amount: '5.00', status_code: 6413, message: '未达到流水要求' }],
      }),
    );
    await show();
    await user.click(screen.getByRole('button', { name: '一键回收' }));
    expect(
      await screen.findByText('已回收 120.50 元至中心钱包；开元棋牌：未达到流水要求'),
    ).toBeInTheDocument();
    expect(callsTo(funds.recycle)[0]?.options?.requestId).toBeTruthy();
    expect(refresh.seen).toHaveLength(1);
    refresh.stop();
  });

  it('one toast per 一键回收: venues held by the same bonus turnover are named in one line', async () => {
    const user = userEvent.setup();
    const owed = '您有彩金流水未完成，还需有效投注 300.00 元';
    answer(
      funds.recycle,
      ok({
        amount: '0.00',
        centerWalletBalance: '370.00',
        recycled: [],
        skipped: ['AG', 'KY', 'PG', 'IM'].map((channelCode) => ({
          channelCode,
          amount: '10.00',
          status_code: 6413,
          message: owed,
        })),
      }),
    );
    await show();
    await user.click(screen.getByRole('button', { name: '一键回收' }));
    const toasts = await screen.findAllByText((text) => text.includes(owed));
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveTextContent(`AG真人、开元棋牌、PG电子、IM：${owed}`);
  });

  it('switches auto transfer on', async () => {
    const user = userEvent.setup();
    answer(funds.setAutoTransferStatus, ok({ status: 1 }));
    await show();
    await user.click(screen.getByLabelText('自动免转'));
    expect(await screen.findByText('已开启自动免转')).toBeInTheDocument();
    expect(callsTo(funds.setAutoTransferStatus)[0]?.payload).toEqual({ status: 1 });
  });
});
