import { useEffect, type RefObject } from 'react';
import { bus } from '@site/shared/events';

/**
 * The messages the game bar and a running game exchange (issue 15 item 1), so both show
 * the same venue balance: the game says its balance changed after a round; the bar asks
 * the game to read its balance again after a transfer or its 刷新. Only the frame's own
 * window and origin are listened to and written to; the messages carry no secret.
 */
export const GAME_BALANCE_CHANGED = 'site:venue-balance-changed';
export const REFRESH_GAME_BALANCE = 'site:refresh-venue-balance';

/** The origin of a game link (null for no link, or one that is not a URL). */
export function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
}

/**
 * Links the bar to the game in `frame`, whose document has `origin`. An opaque origin
 * ('null', a sandbox without allow-same-origin) is never linked: a message to it cannot name
 * its receiver, and one from it could come from any sandboxed document.
 */
export function useGameBalanceLink(
  frame: RefObject<HTMLIFrameElement | null>,
  origin: string | null,
  refreshBar: () => void,
): void {
  useEffect(() => {
    if (!origin || origin === 'null') return undefined;
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
  }, [frame, origin, refreshBar]);
}
