import type { protection } from '@site/shared/contract';

/** How often the host asks again while nothing is due: a changed interval shows within a minute. */
export const MAX_WAIT_MS = 60_000;
/** Asked again a moment after the due time, so the server's clock has surely passed it. */
const GRACE_MS = 1_000;

/** `YYYY-MM-DD HH:mm:ss` as milliseconds on one fixed (UTC) scale: only differences are used. */
function stamp(text: string): number {
  return Date.parse(`${text.replace(' ', 'T')}Z`);
}

/**
 * When to ask the server again, in ms from now. Measured on the server's clock (next due minus
 * login, less the seconds since login the answer carries), so a wrong clock in the browser
 * neither hides a check nor shows one early. Never more than a minute.
 */
export function nextAskInMs(check: protection.RealityCheck): number {
  if (check.due || check.nextDueAt === null) return MAX_WAIT_MS;
  const untilDue = stamp(check.nextDueAt) - stamp(check.loginAt) - check.secondsSinceLogin * 1000;
  if (!Number.isFinite(untilDue)) return MAX_WAIT_MS;
  return Math.min(MAX_WAIT_MS, Math.max(0, untilDue) + GRACE_MS);
}

/** 1小时5分钟 / 12分钟, from whole seconds. */
export function sessionLength(seconds: number): { hours: number; minutes: number } {
  const minutes = Math.floor(seconds / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
