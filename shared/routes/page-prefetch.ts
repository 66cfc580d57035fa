/**
 * What a page of a remote may export beside its component (issue 31): `prefetch`, the
 * first reads the page makes, started when the player shows intent toward its link (the
 * host calls it after loading the page's module on pointer-over, focus or touch). The page
 * owns its queries: the host never names a remote's endpoints, and a brand's pinned remote
 * version decides what is prefetched as it decides what renders.
 *
 * A prefetch starts only public reads or the member's own (never a call that moves money),
 * through `prefetchEndpoint` with the same key, fetcher and staleTime as the page's
 * `useEndpointQuery`, so the page's mount finds the answer and makes no call of its own.
 */
export interface PagePrefetchTarget {
  /** The route's props for the page (e.g. `{ typeCode: 'TY' }`). */
  props: Readonly<Record<string, unknown>>;
  /** The path's parameters (`:enName` of /game/sport/:enName). */
  params: Readonly<Record<string, string>>;
  /** The link's query string. */
  search: URLSearchParams;
}

export type PagePrefetch = (target: PagePrefetchTarget) => Promise<unknown>;

/** The page module's `prefetch` export, when it has one. */
export function pagePrefetchOf(module: unknown): PagePrefetch | undefined {
  const candidate = (module as { prefetch?: unknown } | null | undefined)?.prefetch;
  return typeof candidate === 'function' ? (candidate as PagePrefetch) : undefined;
}
