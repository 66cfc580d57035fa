import { prefetchEndpoint, STALE_MS } from '@site/shared/api';
import { games } from '@site/shared/contract';
import type { PagePrefetch } from '@site/shared/routes';
import type { VenueTypeCode } from './venue-type';

const TYPE_CODES: readonly VenueTypeCode[] = ['TY', 'ZR', 'QP', 'DJ', 'CP'];

/** The route prop `typeCode` as a venue type (TY when it is none of the five). */
export function venueTypeOf(typeCode: unknown): VenueTypeCode {
  return TYPE_CODES.find((c) => c === typeCode) ?? 'TY';
}

/** A venue list may show from the cache this long (issue 31): venues and their states change rarely. */
export const VENUES_STALE_MS = STALE_MS;

/** /game/sport and the other venue lists on intent: the list the page asks for first (issue 31). */
export const prefetchVenueList: PagePrefetch = ({ props }) =>
  prefetchEndpoint(games.getVenueInfoByCategory, { category: venueTypeOf(props.typeCode) }, VENUES_STALE_MS);
