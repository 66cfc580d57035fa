/**
 * The promotions' clock: real time, moved forward by the operator's dev tool (DEV_TOOLS only)
 * so that daily mechanics (sign-in streaks, daily draws and deposits) can be tried without
 * waiting a day. One offset per server process.
 */
let offsetMs = 0;

export function promoNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** The China (UTC+8, no DST) calendar date of an instant, as YYYY-MM-DD. */
export function chinaDate(at: Date = promoNow()): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** The China date `days` after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function moveClock(days: number): number {
  offsetMs += Math.round(days * 86_400_000);
  return offsetMs;
}

export function resetClock(): void {
  offsetMs = 0;
}
