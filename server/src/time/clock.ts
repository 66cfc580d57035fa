import { addDays as addChinaDays, chinaDate as chinaDateOf } from './china';
import { createDevClock } from './dev-clock';

/**
 * The promotions' clock: real time, moved forward by the operator's dev tool (DEV_TOOLS only)
 * so that daily mechanics (sign-in streaks, daily draws and deposits) can be tried without
 * waiting a day.
 */
const clock = createDevClock();

export function promoNow(): Date {
  return clock.now();
}

/** The China (UTC+8) calendar date of an instant, today on the promotions' clock by default. */
export function chinaDate(at: Date = promoNow()): string {
  return chinaDateOf(at);
}

export const addDays = addChinaDays;

export function moveClock(days: number): number {
  return clock.move(days * 86_400_000);
}

export function resetClock(): void {
  clock.reset();
}
