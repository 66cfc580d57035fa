import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  /** Whole seconds left; 0 when idle or done. */
  remaining: number;
  running: boolean;
  /** (Re)start from `seconds`. */
  start: () => void;
  /** Stop and go back to 0. */
  reset: () => void;
}

/**
 * A seconds countdown for get-code buttons (SPEC: 60 s cooldown). Measured against the
 * clock, not by counting ticks, so a throttled background tab still ends on time.
 */
export function useCountdown(seconds: number): Countdown {
  const [endAt, setEndAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  const start = useCallback(() => {
    setEndAt(Date.now() + seconds * 1000);
    setRemaining(seconds);
  }, [seconds]);

  const reset = useCallback(() => {
    setEndAt(null);
    setRemaining(0);
  }, []);

  useEffect(() => {
    if (endAt === null) return undefined;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((endAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndAt(null);
    }, 250);
    return () => clearInterval(timer);
  }, [endAt]);

  return { remaining, running: endAt !== null && remaining > 0, start, reset };
}
