import type { z } from 'zod';
import { ErrorCode, funds, yuanTextToFen } from '@site/shared/contract';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { fundsMemos as memos, fundsMessages as text } from '../messages/funds';
import { hashOf, replayOutcome } from '../money/idempotency';
import type { SessionRef } from '../session/sessions';
import { ACTIVITY_TURNOVER_MULTIPLE } from './catalog';

/**
 * `venue/transfer` as ONE call of the SQL function `venue_transfer`, generated from the money
 * policies (money/venue-transfer-function.ts): the session, the idempotency claim, the member
 * lock, the policies, both ledger legs and the stored outcome in one statement, so on
 * PostgreSQL one round trip and one implicit transaction, prepared once per connection.
 */
const VENUE_TRANSFER_SQL = 'SELECT venue_transfer($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) AS r';

/** Marks where the function writes the venue's name into the memo. */
const VENUE_MARK = '{venue}';

/** The validated body of the call (hashed as `moneyCall` hashes it). */
export type VenueTransferInput = z.output<typeof funds.venueTransfer.request>;
type VenueTransferData = z.input<typeof funds.venueTransfer.response>;

/** What the function answers (see venue-transfer-function.ts). */
type FunctionAnswer = { error: 'login' } | { error: 'reused'; member: unknown } | { outcome: unknown };

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
  const [row] = await db.query<{ r: FunctionAnswer | string }>(
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
  if (!row) throw new Error('venue_transfer answered no row');
  const answer = typeof row.r === 'string' ? (JSON.parse(row.r) as FunctionAnswer) : row.r;
  if ('error' in answer) {
    throw answer.error === 'login'
      ? new ApiError(ErrorCode.LOGIN_EXPIRED)
      : new ApiError(ErrorCode.ILLEGAL_PARAMETER, text.requestIdReused);
  }
  return replayOutcome<VenueTransferData>(answer.outcome);
}
