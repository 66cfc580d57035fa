import { ErrorCode } from '@site/shared/contract';
import type { Queryable } from '../db/db';
import { toInt } from '../db/db';
import { ApiError } from '../http/api-error';
import { venueMessages } from '../messages/venues';

export interface VenueRow {
  code: string;
  name: string;
  category: string;
  status: 'open' | 'maintenance';
}

export async function listVenues(q: Queryable): Promise<VenueRow[]> {
  return q.query<VenueRow>('SELECT code, name, category, status FROM venues ORDER BY sort, code');
}

/**
 * The venue of a channel code.
 * @throws {ApiError} 6007 for an unknown code; 6415 when `open` is asked and it is under maintenance.
 */
export async function venueOf(
  q: Queryable,
  code: string,
  options: { open?: boolean } = {},
): Promise<VenueRow> {
  const [venue] = await q.query<VenueRow>('SELECT code, name, category, status FROM venues WHERE code = $1', [
    code,
  ]);
  if (!venue) throw new ApiError(ErrorCode.INVALID_PARAMETER, venueMessages.unknown(code));
  if (options.open && venue.status !== 'open')
    throw new ApiError(ErrorCode.VENUE_MAINTENANCE, venueMessages.maintenance(venue.name));
  return venue;
}

/** Turnover still owed in the venue's activities (fen); 0 when the member may transfer out. */
export async function owedTurnover(q: Queryable, memberId: number, venue: string): Promise<number> {
  const [row] = await q.query<{ owed: unknown }>(
    `SELECT coalesce(sum(required_turnover - turnover), 0) AS owed FROM venue_activities
      WHERE member_id = $1 AND venue_code = $2 AND turnover < required_turnover`,
    [memberId, venue],
  );
  return row ? toInt(row.owed) : 0;
}

/**
 * A finished round counts towards its venue's activities (the `round.finished` money event,
 * events-wiring.ts; dev tools call it too). Leaving a venue with an activity owed is refused by
 * the money door (money/policies/bonus-lock.ts `venueActivityPolicy`).
 */
export async function addTurnover(
  q: Queryable,
  memberId: number,
  venue: string,
  amountFen: number,
): Promise<void> {
  let left = amountFen;
  const open = await q.query<{ id: unknown; owed: unknown }>(
    `SELECT id, required_turnover - turnover AS owed FROM venue_activities
      WHERE member_id = $1 AND venue_code = $2 AND turnover < required_turnover ORDER BY id FOR UPDATE`,
    [memberId, venue],
  );
  for (const a of open) {
    if (left <= 0) break;
    const take = Math.min(left, toInt(a.owed));
    await q.query('UPDATE venue_activities SET turnover = turnover + $2 WHERE id = $1', [toInt(a.id), take]);
    left -= take;
  }
}
