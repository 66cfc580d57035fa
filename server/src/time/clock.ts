import { addDays as addChinaDays, chinaDate as chinaDateOf } from './china';

/**
 * The promotions' clock: real time, moved forward by the operator's dev tool (DEV_TOOLS only)
 * so that daily mechanics (sign-in streaks, daily draws and deposits) can be tried without
 * waiting a day. One offset per server process: a dev tool's, never state a production request
 * relies on (DEV_TOOLS is refused in a production start).
 */
let offsetMs = 0;

export function promoNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** The China (UTC+8) calendar date of an instant, today on the promotions' clock by default. */
export function chinaDate(at: Date = promoNow()): string {
  return chinaDateOf(at);
}

export const addDays = addChinaDays;

export function moveClock(days: number): number {
  offsetMs += Math.round(days * 86_400_000);
  return offsetMs;
}

export function resetClock(): void {
  offsetMs = 0;
}
