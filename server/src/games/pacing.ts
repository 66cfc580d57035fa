import { ErrorCode } from '@site/shared/contract';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { lockMember } from '../money/ledger';
import { gamesMessages } from '../messages/games';
import { protectionNow } from '../protection/clock';
import { realityCheckOf } from '../protection/reality-check';

/**
 * Speed of play (issue 29 item 7, after UKGC RTS 14: at least 2.5 s per slot game cycle, no
 * auto-play): a paid spin of a slot comes at least this long after the member's last spin of
 * the same game. Slots only: a table round waits on its deal anyway, and a fish shot is the
 * fishing game's one action.
 */
export const MIN_SPIN_GAP_MS = 2500;

let gapMs = MIN_SPIN_GAP_MS;

/**
 * Tests about money rather than pacing spin one member many times in a row: they set the gap
 * to 0 for their file (pacing.test.ts keeps it). Never called by the product.
 */
export function setSpinGapForTests(ms: number): void {
  gapMs = ms;
}

/**
 * Refuses a slot spin sooner than the gap after the member's last spin of `gameCode`. Takes the
 * member's lock first, so parallel spins are counted one after another (the database's time).
 * @throws {ApiError} 6011 with the gap in seconds.
 */
export async function assertSpinPace(q: Queryable, memberId: number, gameCode: string): Promise<void> {
  if (gapMs <= 0) return;
  await lockMember(q, memberId);
  const [recent] = await q.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM game_rounds WHERE member_id = $1 AND game_code = $2 AND kind = 'slot'
       AND created_at > clock_timestamp() - make_interval(secs => $3::double precision / 1000)`,
    [memberId, gameCode, gapMs],
  );
  if (Number(recent?.n ?? 0) > 0)
    throw new ApiError(ErrorCode.FREQUENT_SUBMISSION, gamesMessages.spinTooFast((gapMs / 1000).toString()));
}

/**
 * The reality check in the game (issue 29 item 4): while it is due and not acknowledged, a round
 * (spin, free spin, deal, shot, draw, bet) is refused, so play cannot go on in a game window the
 * site's dialog does not cover (a new window, a standalone page). The page then shows the check
 * and acknowledges it through the protection API.
 * @throws {ApiError} 6040 when the check is due.
 */
export async function assertRealityChecked(
  q: Queryable,
  memberId: number,
  sessionToken: string,
): Promise<void> {
  const check = await realityCheckOf(q, memberId, sessionToken, protectionNow());
  if (check.due) throw new ApiError(ErrorCode.REALITY_CHECK_DUE, gamesMessages.realityCheckDue);
}
