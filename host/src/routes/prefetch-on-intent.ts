import type { RemoteName } from '@site/shared/contract';
import { pagePrefetchOf } from '@site/shared/routes';
import { matchRoute } from './match-route';
import type { RouteDef } from './route-table';

export interface IntentOptions {
  root?: Document;
  /**
   * Whether the page's first reads may start now (default: always). A page behind the login
   * guard reads the member's data: the host says no for a guest, whom the guard stops anyway.
   */
  mayRead?: (route: RouteDef) => boolean;
}

/**
 * The page an element leads to: a link's href (not one that opens a new window), or the
 * `data-intent-href` of a button that navigates in its click handler (e.g. the home page's
 * 进入体育), which has no href for the browser to know.
 */
function intentHref(target: EventTarget | null): string | null {
  const element = (target as Element | null)?.closest?.(`a[href], [${INTENT_HREF}]`);
  if (!element) return null;
  if (element instanceof HTMLAnchorElement) return element.target === '_blank' ? null : element.href;
  return element.getAttribute(INTENT_HREF);
}

/** The attribute that names where a non-link control goes, for the intent prefetch. */
export const INTENT_HREF = 'data-intent-href';

/**
 * The next page starts loading when the player shows they are about to open it (issue 16:
 * "preload the next likely route"): pointer over a link, keyboard focus on it, or a touch
 * on it (a tap's touchstart comes 100-300 ms before its click on a phone). The page's remote
 * module is loaded through the same loader as navigation (`load`), so the module, its
 * chunks and the remote's entry are in the federation runtime's cache when the route
 * mounts; a failed prefetch is forgotten, so the navigation itself tries again.
 *
 * Then its data (issue 31): when the module exports `prefetch` (shared/routes
 * page-prefetch.ts), it is called with the link's route props, path parameters and query,
 * and starts the page's first reads in the shared query cache. The host names no endpoint:
 * the page does. Each intent calls it again; its reads go out only when stale.
 */
export function prefetchOnIntent(
  load: (remote: RemoteName, module: string) => Promise<unknown>,
  { root = document, mayRead = () => true }: IntentOptions = {},
): () => void {
  const modules = new Map<string, Promise<unknown>>();
  const reading = new Set<string>();
  const moduleOf = (remote: RemoteName, module: string): Promise<unknown> => {
    const key = `${remote}/${module}`;
    let loaded = modules.get(key);
    if (!loaded) {
      loaded = load(remote, module);
      modules.set(key, loaded);
      loaded.catch(() => modules.delete(key));
    }
    return loaded;
  };
  const onIntent = (event: Event) => {
    const href = intentHref(event.target);
    if (href === null) return;
    const url = new URL(href, root.baseURI);
    if (url.origin !== root.location.origin) return;
    const match = matchRoute(url.pathname);
    const page = match?.route.page;
    if (!match || page?.kind !== 'remote') return;
    const loaded = moduleOf(page.remote, page.module);
    const readKey = `${url.pathname}${url.search}`;
    // pointerover fires for every child the pointer crosses: one prefetch per link at a time.
    if (reading.has(readKey) || !mayRead(match.route)) return;
    reading.add(readKey);
    loaded
      .then((module) =>
        pagePrefetchOf(module)?.({ props: page.props ?? {}, params: match.params, search: url.searchParams }),
      )
      // A failed read is the page's to show (it asks again on mount); nothing to do here.
      .catch(() => undefined)
      .finally(() => reading.delete(readKey));
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) root.addEventListener(type, onIntent, { passive: true, capture: true });
  return () => {
    for (const type of events) root.removeEventListener(type, onIntent, { capture: true });
  };
}
