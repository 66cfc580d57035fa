import { ErrorCode } from '@site/shared/contract';
import { ApiError } from '../../http/api-error';
import { venueMessages } from '../../messages/venues';
import type { MoneyPolicy } from '../policy';

type VenueRefusal = { policy: 'venue'; reason: 'unknown' | 'maintenance'; venue: string };

/** The venue `v` (a placeholder) exists and is open; NULL when `v` is NULL. */
const openVenue = (v: string) => `CASE WHEN ${v} IS NULL THEN NULL
    ELSE coalesce((SELECT CASE WHEN status <> 'open' THEN jsonb_build_object('policy', 'venue',
        'reason', 'maintenance', 'venue', name) END FROM venues WHERE code = ${v}),
      CASE WHEN NOT EXISTS (SELECT 1 FROM venues WHERE code = ${v})
        THEN jsonb_build_object('policy', 'venue', 'reason', 'unknown', 'venue', ${v}) END) END`;

/** Money enters or leaves a venue only while it is open (6415, SPEC §8). */
export const venuePolicy: MoneyPolicy<VenueRefusal> = {
  name: 'venue',
  guards: (m) => (m.from.kind === 'venue' || m.to.kind === 'venue') && m.kind !== 'game_win',
  sql: `coalesce(${openVenue(':venue_from')}, ${openVenue(':venue_to')})`,
  error: (refusal) =>
    refusal.reason === 'unknown'
      ? new ApiError(ErrorCode.INVALID_PARAMETER, venueMessages.unknown(refusal.venue))
      : new ApiError(ErrorCode.VENUE_MAINTENANCE, venueMessages.maintenance(refusal.venue)),
};
