/**
 * The protection clock: real time plus an offset tests move, so a 24-hour cooling-off or a
 * reality-check interval can be crossed without waiting. Only the member's own timers read it
 * (cooling-off, reality checks); windows and restrictions are counted with the database's
 * now(), in the money movement's statement, which no test moves. One offset per process.
 */
let offsetMs = 0;

export function protectionNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Tests only: move the clock forward by `ms`. */
export function moveProtectionClock(ms: number): void {
  offsetMs += ms;
}

export function resetProtectionClock(): void {
  offsetMs = 0;
}
