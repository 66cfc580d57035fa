import { createDevClock } from '../time/dev-clock';

/**
 * The protection clock: real time plus an offset tests move, so a 24-hour cooling-off or a
 * reality-check interval can be crossed without waiting. Only the member's own timers read it
 * (cooling-off, reality checks); windows and restrictions are counted with the database's
 * now(), in the money movement's statement, which no test moves. Its own offset, apart from
 * the promotions' clock.
 */
const clock = createDevClock();

export function protectionNow(): Date {
  return clock.now();
}

/** Tests and the dev tool only: move the clock forward by `ms`. */
export function moveProtectionClock(ms: number): void {
  clock.move(ms);
}

export function resetProtectionClock(): void {
  clock.reset();
}
