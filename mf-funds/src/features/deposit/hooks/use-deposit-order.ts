import { useCallback, useEffect, useRef, useState } from 'react';
import { refreshBalances, siteQueryClient } from '@site/shared/api';
import type { funds } from '@site/shared/contract';
import { fetchDepositOrder } from '../api/deposit-api';

export const POLL_INTERVAL_MS = 3000;

export interface DepositOrderState {
  order: funds.DepositOrder | undefined;
  /** The first read failed (no order to show). */
  error: Error | undefined;
  /** A later poll failed; the last known order stays and polling goes on. */
  pollFailed: boolean;
  /** Read again after `error`. */
  reload: () => void;
  /** Take an answer about the order from elsewhere (closeOrder). */
  replace: (order: funds.DepositOrder) => void;
}

/**
 * Reads a deposit order and polls it while it is pending, one call at a time. Polling ends
 * on a final state and on unmount. The first time the order is seen paid, the header is
 * balances are refreshed (`refreshBalances`), so no reload is needed.
 */
export function useDepositOrder(orderNo: string, intervalMs = POLL_INTERVAL_MS): DepositOrderState {
  const [order, setOrder] = useState<funds.DepositOrder>();
  const [error, setError] = useState<Error>();
  const [pollFailed, setPollFailed] = useState(false);
  const [round, setRound] = useState(0);
  const known = useRef<funds.DepositOrder | undefined>(undefined);

  const accept = useCallback((next: funds.DepositOrder) => {
    // A poll answered before a close landed must not reopen the order on screen.
    if (known.current && known.current.status !== 'pending' && next.status === 'pending') return;
    if (next.status === 'paid' && known.current?.status !== 'paid') refreshBalances(siteQueryClient);
    known.current = next;
    setOrder(next);
    setPollFailed(false);
  }, []);

  const polling = order === undefined ? error === undefined : order.status === 'pending';

  useEffect(() => {
    if (!polling) return undefined;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const next = await fetchDepositOrder(orderNo);
        if (!live) return;
        accept(next);
        if (next.status !== 'pending') return;
      } catch (failure) {
        if (!live) return;
        if (!known.current) {
          setError(failure instanceof Error ? failure : new Error(String(failure)));
          return;
        }
        setPollFailed(true);
      }
      timer = setTimeout(() => void tick(), intervalMs);
    };
    void tick();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [orderNo, polling, round, intervalMs, accept]);

  const reload = useCallback(() => {
    setError(undefined);
    setRound((r) => r + 1);
  }, []);

  return { order, error, pollFailed, reload, replace: accept };
}
