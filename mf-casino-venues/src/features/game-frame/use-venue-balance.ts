import { useCallback, useEffect, useState } from 'react';
import { LoginExpiredError, request } from '@site/shared/api';
import { funds, yuanTextToFen } from '@site/shared/contract';
import { bus } from '@site/shared/events';
import { requestVenueResource } from '../../lib/launch';

export interface VenueBalance {
  /** Fen; undefined until read or when it could not be read. */
  fen: number | undefined;
  loading: boolean;
  failed: boolean;
  refresh: () => void;
}

/**
 * The member's money in the venue of the embedded game. A demo game's launch token goes
 * through the venue resource call (6302 there says the game must be entered again);
 * otherwise the wallet's venue/balance. Read again after every `refresh_balance` (a
 * transfer-in from the top bar ends with one).
 */
export function useVenueBalance(enName: string | null, token: string | null): VenueBalance {
  const [state, setState] = useState<{ fen: number | undefined; loading: boolean; failed: boolean }>({
    fen: undefined,
    loading: enName !== null,
    failed: false,
  });
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((r) => r + 1), []);

  useEffect(() => {
    const sub = bus.on('refresh_balance', refresh);
    return () => sub.unsubscribe();
  }, [refresh]);

  useEffect(() => {
    if (!enName) return undefined;
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    const read = token
      ? requestVenueResource({
          method: 'balance',
          enName,
          Request: { timestamp: Date.now(), token, language: 'zh-CN', ip: '' },
        }).then((r) => r.balance)
      : request(funds.venueBalance, { channelCode: enName }).then((r) => r.balance);
    read.then(
      (balance) => live && setState({ fen: yuanTextToFen(balance), loading: false, failed: false }),
      (error: unknown) => {
        if (!live) return;
        setState((s) => ({ ...s, loading: false, failed: !(error instanceof LoginExpiredError) }));
      },
    );
    return () => {
      live = false;
    };
  }, [enName, token, round]);

  return { ...state, refresh };
}
