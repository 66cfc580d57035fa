import { useEffect, type RefObject } from 'react';
import { bus } from '@site/shared/events';

/**
 * The messages the game bar and a running game exchange (issue 15 item 1), so both show
 * the same venue balance: the game says its balance changed after a round; the bar asks
 * the game to read its balance again after a transfer or its 刷新. Only the frame's own
 * window and origin are listened to and written to.
 */
export const GAME_BALANCE_CHANGED = 'site:venue-balance-changed';
export const REFRESH_GAME_BALANCE = 'site:refresh-venue-balance';

function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
}

export function useGameBalanceLink(
  frame: RefObject<HTMLIFrameElement | null>,
  url: string | null,
  refreshBar: () => void,
): void {
  useEffect(() => {
    const origin = originOf(url);
    if (!origin) return undefined;
    const fromGame = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type === GAME_BALANCE_CHANGED) refreshBar();
    };
    window.addEventListener('message', fromGame);
    // A transfer, or the bar's 刷新: the running game reads its balance again too.
    const sub = bus.on('refresh_balance', () =>
      frame.current?.contentWindow?.postMessage({ type: REFRESH_GAME_BALANCE }, origin),
    );
    return () => {
      window.removeEventListener('message', fromGame);
      sub.unsubscribe();
    };
  }, [frame, url, refreshBar]);
}
