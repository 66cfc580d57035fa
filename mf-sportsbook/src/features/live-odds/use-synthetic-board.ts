import { useEffect, useState } from 'react';
import type { SyntheticBoard } from './synthetic-feed';

/** The size and change rate `?feed=synthetic&matches=&rate=` asks for. */
export interface SyntheticRequest {
  matches: number;
  rate: number;
}

/** The dev route that says whether this server allows the synthetic board (SPORTS_SYNTHETIC_BOARD). */
export const SYNTHETIC_CHECK_URL = '/dev/sports/synthetic';

async function allowed(): Promise<boolean> {
  try {
    const res = await fetch(SYNTHETIC_CHECK_URL, { credentials: 'same-origin' });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * The made-up board of the render test, only where the server allows it: a production
 * server (no dev tools, no SPORTS_SYNTHETIC_BOARD) answers 404 and the page shows the real
 * board. The board's code is a chunk of its own, loaded only once allowed.
 */
export function useSyntheticBoard(request: SyntheticRequest | null): {
  board: SyntheticBoard | null;
  checking: boolean;
} {
  const [state, setState] = useState<{ board: SyntheticBoard | null; checking: boolean }>({
    board: null,
    checking: request !== null,
  });
  const matches = request?.matches ?? 0;
  const rate = request?.rate ?? 0;
  useEffect(() => {
    if (!matches) return undefined;
    let live = true;
    void (async () => {
      const board = (await allowed())
        ? (await import(/* webpackChunkName: "synthetic-board" */ './synthetic-feed')).syntheticBoard(
            matches,
            rate,
          )
        : null;
      if (live) setState({ board, checking: false });
    })();
    return () => {
      live = false;
    };
  }, [matches, rate]);
  return state;
}
