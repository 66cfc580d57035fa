import { request } from '@site/shared/api';
import { auth, protection } from '@site/shared/contract';

type Kind = protection.MoneyLimitKind;
type Period = protection.LimitPeriod;
type Ref = { kind: Kind | 'session'; period?: Period };

/** Sets, lowers, raises or removes (null) one money limit; rejects as `request` does. */
export const setMoneyLimit = (kind: Kind, period: Period, amount: string | null) =>
  request(protection.setLimit, { kind, period, amount });

export const setSessionLimit = (minutes: number | null) => request(protection.setSessionLimit, { minutes });

/** Applies a pending increase or removal once its 24 hours have passed. */
export const confirmLimit = (ref: Ref) => request(protection.confirmLimit, ref);

export const cancelLimitChange = (ref: Ref) => request(protection.cancelLimitChange, ref);

export const setRealityCheck = (intervalMinutes: protection.RealityCheckInterval) =>
  request(protection.setRealityCheck, { intervalMinutes });

export type BreakKind = protection.Restriction['kind'];
export type TimeOutDuration = (typeof protection.timeOutDuration.options)[number];
export type ExclusionDuration = (typeof protection.selfExclusionDuration.options)[number];
export const TIME_OUT_DURATIONS = protection.timeOutDuration.options;
export const EXCLUSION_DURATIONS = protection.selfExclusionDuration.options;

/**
 * A time-out or self-exclusion; the passwords are what the player typed, sent as md5 like the
 * login form sends them. Rejects with 6002 on a wrong password.
 */
export function takeBreak(
  choice:
    { kind: 'timeout'; duration: TimeOutDuration } | { kind: 'self_exclusion'; duration: ExclusionDuration },
  password: string,
  repeat: string,
) {
  const body = { password: auth.md5Password(password), confirmPassword: auth.md5Password(repeat) };
  return choice.kind === 'timeout'
    ? request(protection.timeOut, { ...body, duration: choice.duration })
    : request(protection.selfExclude, { ...body, duration: choice.duration });
}
