import { prefetchEndpoint } from '@site/shared/api';
import { sports } from '@site/shared/contract';
import type { PagePrefetch } from '@site/shared/routes';
import * as filters from '../features/filters/filter-logic';
import { readSportLink } from '../lib/deep-link';

/**
 * How long the board's snapshot may be shown from the cache (issue 31): odds move by the
 * second, so a snapshot read on intent a moment before the click is used, an older one is
 * read again at once. The live feed takes over from the snapshot when the board mounts.
 */
export const SNAPSHOT_STALE_MS = 5_000;

/** The filters a board opened by this query string starts with (a home widget link, or today's board). */
export function firstFilters(search: URLSearchParams): filters.FilterState {
  const link = readSportLink(search);
  return link ? filters.filtersFor(link.sportType, link.marketType) : filters.initialFilters;
}

/** /game/sport/:enName on intent: the snapshot the board asks for first, with its key and fetcher. */
export const prefetchSportBoard: PagePrefetch = ({ search }) =>
  search.get('feed') === 'synthetic'
    ? Promise.resolve()
    : prefetchEndpoint(sports.snapshot, filters.snapshotPayload(firstFilters(search)), SNAPSHOT_STALE_MS);
