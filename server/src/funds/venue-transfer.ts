import type { z } from 'zod';
import { ErrorCode, funds, yuanTextToFen } from '@site/shared/contract';
import type { Db } from '../db/db';
import { toInt } from '../db/db';
import { ApiError } from '../http/api-error';
import { fundsMemos as memos, fundsMessages as text } from '../messages/funds';
import { venueMessages } from '../messages/venues';
import { promoText } from '../promotions/messages';
import type { SessionRef } from '../session/sessions';
import { ACTIVITY_TURNOVER_MULTIPLE } from './catalog';
import { hashOf, refused, replayOutcome } from './idempotency';
import { InsufficientFundsError, CENTER, venueWallet } from './ledger';

/**
 * `venue/transfer` as ONE call of the SQL function `venue_transfer` (migration 023): the
 * session, the idempotency claim, the member lock, the venue and 6413 checks, both ledger
 * legs and the stored outcome in one statement, so on PostgreSQL one round trip and one
 * implicit transaction (no BEGIN / COMMIT), prepared once per connection. The function does
 * what `moneyCall` + `venueOf` + `assertMayLeave` + `move` + `joinActivity` did, in the same
 * order with the same locks; a refusal rolls the call back and is stored here, as
 * `idempotent` stores one.
 */
const VENUE_TRANSFER_SQL = 'SELECT venue_transfer($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) AS r';

/** Marks where the function writes the venue's name into the memo. */
const VENUE_MARK = '{venue}';

/** The validated body of the call (hashed as `moneyCall` hashes it). */
export type VenueTransferInput = z.output<typeof funds.venueTransfer.request>;
type VenueTransferData = z.input<typeof funds.venueTransfer.response>;

interface Refusal {
  kind: 'login' | 'reused' | 'unknown' | 'maintenance' | 'reward_owed' | 'activity_owed' | 'insufficient';
  member?: number;
  venue?: string;
  owed?: number;
  wallet?: 'center' | 'venue';
}

const REFUSAL_PREFIX = 'venue_transfer {';

/** The refusal a `RAISE` of the function carries, or null for any other error. */
function refusalOf(error: unknown): Refusal | null {
  const message = error instanceof Error ? error.message : '';
  if (!message.startsWith(REFUSAL_PREFIX)) return null;
  return JSON.parse(message.slice(REFUSAL_PREFIX.length - 1)) as Refusal;
}

/** The business error of a refusal, worded as venueOf / assertMayLeave / move word it. */
function apiErrorOf(refusal: Refusal, channelCode: string): ApiError {
  switch (refusal.kind) {
    case 'login':
      return new ApiError(ErrorCode.LOGIN_EXPIRED);
    case 'reused':
      return new ApiError(ErrorCode.ILLEGAL_PARAMETER, text.requestIdReused);
    case 'unknown':
      return new ApiError(ErrorCode.INVALID_PARAMETER, venueMessages.unknown(channelCode));
    case 'maintenance':
      return new ApiError(ErrorCode.VENUE_MAINTENANCE, venueMessages.maintenance(refusal.venue ?? ''));
    case 'reward_owed':
      return new ApiError(ErrorCode.VENUE_ACTIVITY, promoText.turnoverOwed(toInt(refusal.owed)));
    case 'activity_owed':
      return new ApiError(ErrorCode.VENUE_ACTIVITY, venueMessages.activityOwed(refusal.venue ?? ''));
    case 'insufficient':
      return new InsufficientFundsError(
        refusal.wallet === 'venue' ? venueWallet(refusal.venue ?? '') : CENTER,
      );
  }
}

/**
 * Moves `amount` between the center wallet and the venue (ty 1 in, 2 out) for the member of
 * `session`, once per `requestId`: a repeat answers the first outcome, success or refusal.
 * @throws {ApiError} 6001 without a live session, 6008 for a request id used otherwise, and
 * the stored refusal (6007 unknown venue / not enough money, 6415, 6413).
 */
export async function venueTransfer(
  db: Db,
  session: SessionRef,
  requestId: string,
  input: VenueTransferInput,
): Promise<VenueTransferData> {
  const into = input.ty === funds.TransferDirection.IN;
  const path = funds.venueTransfer.path;
  const memo = into
    ? memos.transfer(text.centerWallet, VENUE_MARK)
    : memos.transfer(VENUE_MARK, text.centerWallet);
  let row: { r: { replayed: boolean; member: unknown; outcome: unknown } | string } | undefined;
  try {
    [row] = await db.query<NonNullable<typeof row>>(
      VENUE_TRANSFER_SQL,
      [
        session.token,
        session.siteId,
        requestId,
        path,
        hashOf(input),
        input.channelCode,
        into,
        yuanTextToFen(input.amount),
        input.ty,
        into && (input.isActivity === true || input.isActivity === 1),
        ACTIVITY_TURNOVER_MULTIPLE,
        memo,
      ],
      { prepare: true },
    );
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    const failure = apiErrorOf(refusal, input.channelCode);
    if (refusal.kind === 'login' || refusal.kind === 'reused') throw failure;
    return refused<VenueTransferData>(
      db,
      { memberId: toInt(refusal.member), requestId, path, body: input },
      failure,
    );
  }
  if (!row) throw new Error('venue_transfer answered no row');
  const result = typeof row.r === 'string' ? (JSON.parse(row.r) as Exclude<typeof row.r, string>) : row.r;
  return replayOutcome<VenueTransferData>(result.outcome);
}
