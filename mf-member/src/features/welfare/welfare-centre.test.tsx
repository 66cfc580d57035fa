import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberArea } from '@site/shared/contract';
import { answer, callsTo, fail, networkDown, ok, resetFakeApi } from '@site/shared/testing';
import { renderCardsPage } from '../../testing/cards-render';
import { WelfareCentre } from './welfare-centre';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());
jest.setTimeout(15_000);

const item = (
  id: string,
  kind: memberArea.WelfareKind,
  title: string,
  amount: string,
  status: 'claimable' | 'claimed' | 'locked',
  reason = '',
) => ({
  id,
  kind,
  title,
  amount,
  turnoverMultiple: 1,
  status,
  reason,
  expiresAt: kind === 'weekly' ? '2026-11-29 23:59:59' : '',
});

beforeEach(() => resetFakeApi());

const show = () => renderCardsPage('/mine/welfare', { '/mine/welfare': <WelfareCentre /> });

describe('welfare centre', () => {
  it('shows each item with amount, multiple and expiry, and claims one with a request id', async () => {
    let claimed = false;
    answer(memberArea.vipWeekInfo, () =>
      ok([
        item('upgrade:1', 'upgrade', 'VIP1晋级礼金', '18.00', claimed ? 'claimed' : 'claimable'),
        item('weekly:2026-W48', 'weekly', '每周红包', '8.00', 'locked', '晋级VIP1后可领取'),
      ]),
    );
    answer(memberArea.vipWeekReceive, () => {
      claimed = true;
      return ok({
        claimed: [{ id: 'upgrade:1', amount: '18.00' }],
        total: '18.00',
        centerWalletBalance: '118.00',
      });
    });
    show();
    const card = await screen.findByRole('listitem', { name: 'VIP1晋级礼金' });
    expect(within(card).getByText('18')).toBeInTheDocument();
    expect(screen.getByText(/截止 2026-11-29/)).toBeInTheDocument();
    expect(screen.getByText('晋级VIP1后可领取')).toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: '立即领取' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'VIP1晋级礼金' })).getByRole('button', {
          name: '已领取',
        }),
      ).toBeDisabled(),
    );
    const [call] = callsTo(memberArea.vipWeekReceive);
    expect(call?.payload).toEqual({ id: 'upgrade:1' });
    expect(call?.options?.requestId).toMatch(/.+/);
    expect(await screen.findByText('领取成功，18元已存入中心钱包')).toBeInTheDocument();
  });

  it('claims everything with one click and shows the server message on failure', async () => {
    answer(memberArea.vipWeekInfo, ok([item('rebate', 'rebate', '实时返水', '6.00', 'claimable')]));
    answer(memberArea.vipWeekReceiveAll, fail(6009, '该福利已领取'));
    show();
    await userEvent.setup().click(await screen.findByRole('button', { name: '一键领取' }));
    expect(await screen.findByText('该福利已领取')).toBeInTheDocument();
  });

  it('shows an empty state when nothing is due and an error with retry', async () => {
    answer(memberArea.vipWeekInfo, networkDown());
    show();
    const retry = await screen.findByRole('button', { name: /重试/ });
    answer(memberArea.vipWeekInfo, ok([]));
    await userEvent.setup().click(retry);
    expect(await screen.findByText('暂无可领取的福利')).toBeInTheDocument();
  });
});
