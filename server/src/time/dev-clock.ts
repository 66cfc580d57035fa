/**
 * A clock that is real time plus an offset a dev tool or a test moves forward, so a mechanic
 * that waits for a day or a 24-hour cooling-off can be tried without waiting. Each clock has
 * its own offset, per server process: a dev tool's state, never state a production request
 * relies on (DEV_TOOLS is refused in a production start).
 */
export interface DevClock {
  now(): Date;
  /** Moves the clock forward (or back) by `ms`; answers the offset now in force. */
  move(ms: number): number;
  reset(): void;
}

export function createDevClock(): DevClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    move(ms) {
      offsetMs += Math.round(ms);
      return offsetMs;
    },
    reset() {
      offsetMs = 0;
    },
  };
}
