import { ErrorCode, fenToYuanText } from '@site/shared/contract';
import { formatChinaTime, toInt, type Db, type Queryable } from '../db/db';
import { CENTER, balanceOf } from '../money/ledger';
import { idempotent } from '../money/idempotency';
import { ApiError } from '../http/api-error';
import { freeSpinsText } from '../messages/free-spins';
import { grantReward } from '../rewards/grant';
import { assertRealityChecked } from './pacing';
import type { Decided } from './rounds';
import type { Rng } from './rng';

/** Turnover multiple (流水倍数) of a free spin's win, like other rewards. */
export const FREE_SPIN_TURNOVER_MULTIPLE = 3;
const DAY_MS = 86_400_000;

export interface SpinGrant {
  venue: string;
  spins: number;
  stakeFen: number;
  days: number;
}

/** Gives the member the spins of one exchange record, in the exchange's transaction. */
export async function grantSpins(
  q: Queryable,
  memberId: number,
  recordId: string,
  g: SpinGrant,
): Promise<void> {
  if (g.spins <= 0 || g.stakeFen <= 0 || g.days <= 0)
    throw new ApiError(ErrorCode.INVALID_PARAMETER, freeSpinsText.badItem);
  await q.query(
    `INSERT INTO free_spins (member_id, venue_code, exchange_record_id, spins_total, spins_left, stake_fen, expires_at)
     VALUES ($1, $2, $3, $4, $4, $5, $6)`,
    [memberId, g.venue, recordId, g.spins, g.stakeFen, new Date(Date.now() + g.days * DAY_MS)],
  );
}

/** The member's live free spins in a venue: spins left in total, the stake of the next one. */
export async function heldSpins(
  q: Queryable,
  memberId: number,
  venue: string,
): Promise<{ left: number; stake: string; expiresAt: string } | undefined> {
  const rows = await q.query<{ spins_left: number; stake_fen: unknown; expires_at: Date }>(
    `SELECT spins_left, stake_fen, expires_at FROM free_spins
      WHERE member_id = $1 AND venue_code = $2 AND spins_left > 0 AND expires_at > now() ORDER BY expires_at, id`,
    [memberId, venue],
  );
  const next = rows[0];
  if (!next) return undefined;
  return {
    left: rows.reduce((n, r) => n + r.spins_left, 0),
    stake: fenToYuanText(toInt(next.stake_fen)),
    expiresAt: formatChinaTime(next.expires_at),
  };
}

export interface FreeRound {
  memberId: number;
  venue: string;
  gameCode: string;
  gameName: string;
  roundId: string;
  /** The member's login session: its reality check must not be due (pacing.ts). */
  sessionToken: string;
  path: string;
  body: unknown;
}

/**
 * Plays one free spin once per (member, round id): takes one spin by a conditional UPDATE
 * on a locked row (so parallel spins cannot use one spin twice, never below zero), draws the
 * round at that grant's stake, moves NO stake, and pays a win with `grantReward` (promotions
 * account to the center wallet, with its 流水 requirement), all in one transaction.
 * @throws {ApiError} 6007 when no spin is left, 6040 while the reality check is due.
 */
export function playFreeSpin<T extends object>(
  db: Db,
  round: FreeRound,
  rngOf: (memberId: number, roundId: string) => Rng,
  decide: (rng: Rng, stakeFen: number) => Decided<T>,
) {
  const { memberId, roundId } = round;
  return idempotent(db, { memberId, requestId: roundId, path: round.path, body: round.body }, async (q) => {
    await assertRealityChecked(q, memberId, round.sessionToken);
    const [taken] = await q.query<{ id: unknown; stake_fen: unknown }>(
      `UPDATE free_spins SET spins_left = spins_left - 1
        WHERE id = (SELECT id FROM free_spins WHERE member_id = $1 AND venue_code = $2 AND spins_left > 0 AND expires_at > now()
                     ORDER BY expires_at, id LIMIT 1 FOR UPDATE)
          AND spins_left > 0
        RETURNING id, stake_fen`,
      [memberId, round.venue],
    );
    if (!taken) throw new ApiError(ErrorCode.INVALID_PARAMETER, freeSpinsText.noneLeft);
    const stakeFen = toInt(taken.stake_fen);
    const { win, detail } = decide(rngOf(memberId, roundId), stakeFen);
    let requiredFen = 0;
    if (win > 0) {
      const granted = await grantReward(q, {
        memberId,
        kind: 'points_exchange',
        amountFen: win,
        turnoverMultiple: FREE_SPIN_TURNOVER_MULTIPLE,
        source: 'free_spin',
        sourceRef: roundId,
        title: freeSpinsText.rewardTitle(round.gameName),
        requestId: roundId,
      });
      requiredFen = granted.requiredFen;
    }
    await q.query(
      `INSERT INTO free_spin_rounds (member_id, round_id, free_spin_id, venue_code, game_code, stake_fen, win, detail)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        memberId,
        roundId,
        toInt(taken.id),
        round.venue,
        round.gameCode,
        stakeFen,
        win,
        JSON.stringify(detail),
      ],
    );
    const held = await heldSpins(q, memberId, round.venue);
    return {
      ...detail,
      roundId,
      stake: fenToYuanText(stakeFen),
      win: fenToYuanText(win),
      spinsLeft: held?.left ?? 0,
      turnoverRequired: fenToYuanText(requiredFen),
      centerWalletBalance: fenToYuanText(await balanceOf(q, memberId, CENTER)),
    };
  });
}
