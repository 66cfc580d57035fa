import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member, protection } from '@site/shared/contract';
import { clearSession, sessionStore, setSession, tokenAtom } from '@site/shared/session';
import { answer, ok, renderWithSite, resetFakeApi, sentTo } from '@site/shared/testing';
import { RealityCheckHost } from './reality-check-dialog';
import { nextAskInMs } from './schedule';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

const check = (over: Partial<protection.RealityCheck> = {}): protection.RealityCheck => ({
  intervalMinutes: 30,
  loginAt: '2026-11-28 10:00:00',
  secondsSinceLogin: 3900,
  staked: '150.00',
  won: '90.00',
  net: '-60.00',
  nextDueAt: '2026-11-28 11:00:00',
  due: true,
  sessionEndsAt: null,
  ...over,
});

beforeEach(() => {
  resetFakeApi();
  setSession({ token: 'tok-1', userId: '7' });
});
afterEach(() => clearSession());

const show = () => renderWithSite(<RealityCheckHost />, { path: '/game/sport' });

describe('the reality-check dialog', () => {
  it('shows time since login, staked, won and net, and cannot be dismissed without an answer', async () => {
    answer(protection.realityCheck, ok(check()));
    show();
    const dialog = await screen.findByRole('dialog', { name: '游戏时间提醒' });
    const figure = (label: string) => within(dialog).getByText(label).nextElementSibling;
    expect(figure('登录时长')).toHaveTextContent('1小时5分钟');
    expect(figure('本次投注')).toHaveTextContent('150 元');
    expect(figure('本次派彩')).toHaveTextContent('90 元');
    expect(figure('本次净输赢')).toHaveTextContent('-60 元');
    expect(within(dialog).queryByRole('button', { name: /关闭/ })).not.toBeInTheDocument();
    await userEvent.setup().keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '游戏时间提醒' })).toBeInTheDocument();
  });

  it('继续游戏 records the acknowledgement and closes', async () => {
    answer(protection.realityCheck, ok(check()));
    answer(protection.ackRealityCheck, ok(check({ due: false, nextDueAt: '2026-11-28 11:35:00' })));
    show();
    const dialog = await screen.findByRole('dialog', { name: '游戏时间提醒' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '继续游戏' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentTo(protection.ackRealityCheck)).toHaveLength(1);
    expect(sessionStore.get(tokenAtom)).toBe('tok-1');
  });

  it('查看记录 acknowledges and opens the bet record; 退出登录 logs out', async () => {
    answer(protection.realityCheck, ok(check()));
    answer(protection.ackRealityCheck, ok(check({ due: false })));
    answer(member.logout, ok(null));
    show();
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '查看记录' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mine/betRecord'));
    expect(sentTo(protection.ackRealityCheck)).toHaveLength(1);

    // Due again: this time the member leaves.
    answer(protection.realityCheck, ok(check()));
    act(() => clearSession());
    act(() => setSession({ token: 'tok-2', userId: '7' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(sentTo(member.logout)).toHaveLength(1);
    expect(sessionStore.get(tokenAtom)).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks nothing while logged out', async () => {
    clearSession();
    answer(protection.realityCheck, ok(check()));
    show();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(sentTo(protection.realityCheck)).toHaveLength(0);
  });
});

describe('when to ask again', () => {
  it('waits until the next check on the server’s clock, at most a minute', () => {
    const soon = check({ due: false, secondsSinceLogin: 600, nextDueAt: '2026-11-28 10:10:20' });
    expect(nextAskInMs(soon)).toBe(21_000);
    expect(nextAskInMs(check({ due: false, nextDueAt: '2026-11-28 12:00:00' }))).toBe(60_000);
    expect(nextAskInMs(check({ due: false, intervalMinutes: 0, nextDueAt: null }))).toBe(60_000);
  });
});
