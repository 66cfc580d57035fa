import type { RemoteName } from '@site/shared/contract';
import { matchRoute } from './match-route';

/**
 * The next page starts loading when the player shows they are about to open it (issue 16:
 * "preload the next likely route"): pointer over a link, keyboard focus on it, or a touch
 * on it (a tap's touchstart comes 100-300 ms before its click on a phone). The page's remote
 * module is loaded through the same loader as navigation (`load`), so the module, its
 * chunks and the remote's entry are in the federation runtime's cache when the route
 * mounts; a failed prefetch is forgotten, so the navigation itself tries again.
 */
export function prefetchOnIntent(
  load: (remote: RemoteName, module: string) => Promise<unknown>,
  root: Document = document,
): () => void {
  const started = new Set<string>();
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
    const url = new URL(link.href, root.baseURI);
    if (url.origin !== root.location.origin) return;
    const page = matchRoute(url.pathname)?.route.page;
    if (page?.kind !== 'remote') return;
    const key = `${page.remote}/${page.module}`;
    if (started.has(key)) return;
    started.add(key);
    load(page.remote, page.module).catch(() => started.delete(key));
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) root.addEventListener(type, onIntent, { passive: true, capture: true });
  return () => {
    for (const type of events) root.removeEventListener(type, onIntent, { capture: true });
  };
}
