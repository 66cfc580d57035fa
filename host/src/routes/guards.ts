import type { UserInfo } from '@site/shared/contract';
import { routePaths } from '@site/shared/routes';
import type { RouteMatch } from './match-route';

/** Outcome of the route guards of SPEC §2 for one navigation. */
export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'notFound' }
  /** Guard 1: a guest on a login-required route goes home with a toast. */
  | { kind: 'guestRedirect'; to: string }
  /** Guard 1: the user-info fetch failed: log out and go home. */
  | { kind: 'logoutRedirect'; to: string }
  /** Guard 2: bound phone and real name missing: go to the auth page. */
  | { kind: 'bindRedirect'; to: string };

export interface GuardContext {
  pathname: string;
  match: RouteMatch | null;
  loggedIn: boolean;
  depositSwitch: 0 | 1;
  /** Fetches fresh user info (guard 1); rejects when the fetch fails. */
  fetchUserInfo: () => Promise<UserInfo>;
}

/** SPEC §2 guard 3: with the deposit switch at 0 these paths do not exist. */
const DEPOSIT_PATHS = ['/mine/savemoney', '/app/help/ck'];

export function isDepositPath(pathname: string): boolean {
  return DEPOSIT_PATHS.some((p) => pathname.includes(p));
}

/** SPEC §2 guard 4: /game/sport/<crty> is the embedded CRTY venue. */
export function isCrtyVenuePath(pathname: string): boolean {
  const match = /\/game\/sport\/([^/?#]+)/.exec(pathname);
  return !!match && decodeURIComponent(match[1] ?? '').toLowerCase() === 'crty';
}

/**
 * Guards 1-3 of SPEC §2 for one navigation (guard 4 and the balance refresh of guard 3
 * are side effects the caller runs on every navigation).
 */
export async function runGuards(ctx: GuardContext): Promise<GuardDecision> {
  if (!ctx.match) return { kind: 'notFound' };
  if (ctx.depositSwitch === 0 && isDepositPath(ctx.pathname)) return { kind: 'notFound' };
  const { route } = ctx.match;
  // /game/sport/:enName is the local CRTY book only: another name is not a page (a
  // third-party sports venue launches like every other venue, from the venue list).
  if (route.name === 'localSport' && !isCrtyVenuePath(ctx.pathname)) return { kind: 'notFound' };
  if (!route.requiresLogin && !route.requiresBoundPhone) return { kind: 'allow' };
  if (!ctx.loggedIn) return { kind: 'guestRedirect', to: routePaths.home };
  let info: UserInfo;
  try {
    info = await ctx.fetchUserInfo();
  } catch {
    return { kind: 'logoutRedirect', to: routePaths.home };
  }
  if (route.requiresBoundPhone && !(info.bindPhone && info.bindRealName)) {
    // The auth page sends the member back here once both are bound.
    return { kind: 'bindRedirect', to: `${routePaths.auth}?redirect=${encodeURIComponent(ctx.pathname)}` };
  }
  return { kind: 'allow' };
}
