import { QueryClient } from '@tanstack/react-query';
import { sessionStore, tokenAtom } from '../../session';

/**
 * How long a read stays fresh: a page opened again within this time shows its cached
 * answer without asking the server; a mutation that changes the data invalidates it
 * sooner. Short on purpose: balances and records change on the server's side too.
 */
export const STALE_MS = 30_000;

/**
 * A query client with the site's defaults. Reads are not retried by the cache: the API
 * client already times out after 30 s and a page shows its error with 重试, as before
 * the query layer; money calls retry inside `useMoneyMutation`, with the same request id.
 * A page that mounts (or comes back from the tab cache: `<Activity>` re-runs its effects)
 * asks again at once while it shows what the cache holds, as every page did before the
 * query layer: a card added on another page, a record made elsewhere, show without a wait
 * for STALE_MS. Readers mounting together still share one request.
 */
export function createSiteQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_MS, refetchOnMount: 'always', retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The one query client of the page. `@site/shared/api` is a Module Federation singleton,
 * so the host and every remote hold this same instance (one cache); the host also mounts
 * it in a QueryClientProvider. The hooks of this package pass it explicitly, so a remote
 * rendered in a React root of its own (a parcel) still uses the same cache.
 */
export const siteQueryClient = createSiteQueryClient();

/**
 * A read cached for one member must never show to the next: any change of the session
 * token (login, logout, login expired, another member) empties the cache.
 */
sessionStore.sub(tokenAtom, () => siteQueryClient.clear());
