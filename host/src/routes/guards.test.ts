import type { UserInfo } from '@site/shared/contract';
import { runGuards, isCrtyVenuePath, isDepositPath, type GuardContext } from './guards';
import { matchRoute } from './match-route';

const user = (over: Partial<UserInfo> = {}): UserInfo => ({
  userId: '1',
  name: 'demo01',
  bindPhone: true,
  bindRealName: true,
  phone: '138****0000',
  email: '',
  realName: '张三',
  vipGrade: 0,
  registerTime: '2026-01-01 00:00:00',
  ...over,
});

function ctx(pathname: string, over: Partial<GuardContext> = {}): GuardContext {
  return {
    pathname,
    match: matchRoute(pathname),
    loggedIn: false,
    depositSwitch: 1,
    fetchUserInfo: () => Promise.resolve(user()),
    ...over,
  };
}

describe('route guards (SPEC §2)', () => {
  it('lets anyone open a public page', async () => {
    expect(await runGuards(ctx('/home'))).toEqual({ kind: 'allow' });
    expect(await runGuards(ctx('/game/realbet'))).toEqual({ kind: 'allow' });
  });

  it('sends a guest on a login-required page home (guard 1)', async () => {
    expect(await runGuards(ctx('/mine/userinfo'))).toEqual({ kind: 'guestRedirect', to: '/home' });
    expect(await runGuards(ctx('/game/sport/crty'))).toEqual({ kind: 'guestRedirect', to: '/home' });
  });

  it('logs out when the user-info fetch fails (guard 1)', async () => {
    const decision = await runGuards(
      ctx('/mine/wallet', { loggedIn: true, fetchUserInfo: () => Promise.reject(new Error('6001')) }),
    );
    expect(decision).toEqual({ kind: 'logoutRedirect', to: '/home' });
  });

  it('needs both bound phone and real name on card pages (guard 2)', async () => {
    for (const info of [user({ bindPhone: false }), user({ bindRealName: false })]) {
      const decision = await runGuards(
        ctx('/mine/addBankCard', { loggedIn: true, fetchUserInfo: () => Promise.resolve(info) }),
      );
      expect(decision).toEqual({ kind: 'bindRedirect', to: '/mine/auth?redirect=%2Fmine%2FaddBankCard' });
    }
    expect(await runGuards(ctx('/mine/accountManage/3', { loggedIn: true }))).toEqual({ kind: 'allow' });
  });

  it('hides deposit pages when the deposit switch is 0 (guard 3)', async () => {
    expect(await runGuards(ctx('/mine/savemoney', { loggedIn: true, depositSwitch: 0 }))).toEqual({
      kind: 'notFound',
    });
    expect(await runGuards(ctx('/app/help/ck', { depositSwitch: 0 }))).toEqual({ kind: 'notFound' });
    expect(await runGuards(ctx('/app/help/ck', { depositSwitch: 1 }))).toEqual({ kind: 'allow' });
    expect(isDepositPath('/mine/savemoney/rechargeWait')).toBe(true);
  });

  it('answers not-found for unknown paths and unknown help pages', async () => {
    expect(await runGuards(ctx('/no/such/page'))).toEqual({ kind: 'notFound' });
    // The local sports page is CRTY's only: /game/sport/saba is not the CRTY book.
    expect(await runGuards(ctx('/game/sport/saba', { loggedIn: true }))).toEqual({ kind: 'notFound' });
    expect(await runGuards(ctx('/app/help/zzz'))).toEqual({ kind: 'notFound' });
  });

  it('recognises the CRTY venue page in any case (guard 4)', () => {
    expect(isCrtyVenuePath('/game/sport/crty')).toBe(true);
    expect(isCrtyVenuePath('/game/sport/CRTY')).toBe(true);
    expect(isCrtyVenuePath('/game/sport/im')).toBe(false);
    expect(isCrtyVenuePath('/game/sport')).toBe(false);
  });
});

describe('route matching', () => {
  it('prefers static segments over params', () => {
    expect(matchRoute('/game/sport')?.route.name).toBe('sport');
    expect(matchRoute('/game/egame')?.route.name).toBe('gameegame');
    expect(matchRoute('/game/abc123')?.route.name).toBe('game');
    expect(matchRoute('/game/sport/crty')?.route.name).toBe('localSport');
    expect(matchRoute('/mine/vip/detail')?.route.name).toBe('vipDetail');
    expect(matchRoute('/mine/savemoney/transferWait')?.route.name).toBe('transferWait');
  });
});
