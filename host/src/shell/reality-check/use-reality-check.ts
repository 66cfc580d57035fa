import { useCallback, useEffect, useRef, useState } from 'react';
import { request } from '@site/shared/api';
import type { protection as protectionContract } from '@site/shared/contract';
import { protection } from '@site/shared/contract-core';
import { nextAskInMs, MAX_WAIT_MS } from './schedule';

/**
 * Asks the server for this session's reality check while logged in: at once, then at the time
 * its answer says the next one is due (at least once a minute, so an interval chosen on the
 * page starts counting without a reload). `check` is non-null while one is due and not yet
 * acknowledged; `acknowledge` records the answer and schedules the next.
 */
export function useRealityCheck(loggedIn: boolean) {
  const [check, setCheck] = useState<protectionContract.RealityCheck | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const live = useRef(false);

  const schedule = useCallback((ms: number, ask: () => void) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(ask, ms);
  }, []);

  const ask = useCallback(() => {
    request(protection.realityCheck, {}).then(
      (answer) => {
        if (!live.current) return;
        if (answer.due) setCheck(answer);
        // While the dialog is up nothing more is asked: it waits for the player.
        else schedule(nextAskInMs(answer), ask);
      },
      () => live.current && schedule(MAX_WAIT_MS, ask),
    );
  }, [schedule]);

  useEffect(() => {
    live.current = loggedIn;
    setCheck(null);
    if (!loggedIn) return undefined;
    ask();
    return () => {
      live.current = false;
      window.clearTimeout(timer.current);
    };
  }, [loggedIn, ask]);

  /** Records the acknowledgement; the dialog closes whether or not the call gets through. */
  const acknowledge = useCallback(async () => {
    setCheck(null);
    try {
      const answer = await request(protection.ackRealityCheck, {});
      if (live.current) schedule(nextAskInMs(answer), ask);
    } catch {
      if (live.current) schedule(MAX_WAIT_MS, ask);
    }
  }, [ask, schedule]);

  return { check, acknowledge };
}
