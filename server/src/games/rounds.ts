import { ErrorCode, fenToYuanText, type games } from '@site/shared/contract';
import type { Db, Queryable } from '../db/db';
import { formatChinaTime, toInt } from '../db/db';
import { moveMoney } from '../money/door';
import { publish } from '../money/events';
import { idempotent } from '../money/idempotency';
import { balanceOf, systemWallet, venueWallet } from '../money/ledger';
import { ApiError } from '../http/api-error';
import { gamesMemos, gamesMessages } from '../messages/games';
import type { Launched } from './launch';
import { assertRealityChecked, assertSpinPace } from './pacing';
import { assertOpen, casinoVenue } from './queries';
import type { Rng } from './rng';

/** Stake limits of every demo game, in fen. */
export const MIN_STAKE = 100;
export const MAX_STAKE = 500_000;

export interface Decided<T> {
  /** Fen returned to the member (stake included where the game returns it). */
  win: number;
  /** Game-specific part of the answer, also stored with the round. */
  detail: T;
}

export interface Round {
  launch: Launched;
  roundId: string;
  kind: Exclude<games.DemoKind, 'lobby'>;
  gameCode: string;
  gameName: string;
  stake: number;
  /** The call's path and body: a repeated round id must repeat them (idempotency). */
  path: string;
  body: unknown;
}

/** @throws {ApiError} 6007 when the stake is outside the table limits. */
export function assertStakeLimits(stake: number): void {
  if (stake < MIN_STAKE)
    throw new ApiError(ErrorCode.INVALID_PARAMETER, gamesMessages.minStake(fenToYuanText(MIN_STAKE)));
  if (stake > MAX_STAKE)
    throw new ApiError(ErrorCode.INVALID_PARAMETER, gamesMessages.maxStake(fenToYuanText(MAX_STAKE)));
}

/**
 * Plays one round once per (member, round id): the stake leaves the venue wallet for the
 * house (`game_bet`), the win comes back (`game_win`), each a ledger pair, all in one
 * transaction with the round row and the idempotency record; a repeat returns the first
 * answer. The outcome is drawn from the round's own RNG.
 * @throws {ApiError} 6007 when the stake is above the venue balance, 6415 under maintenance,
 *   6040 while the reality check is due, 6011 for a slot spin sooner than MIN_SPIN_GAP_MS.
 */
export function playRound<T extends object>(
  db: Db,
  round: Round,
  rngOf: (memberId: number, roundId: string) => Rng,
  decide: (rng: Rng) => Decided<T>,
): Promise<T & { roundId: string; stake: string; win: string; balance: string }> {
  const { launch, roundId } = round;
  const memberId = launch.memberId;
  return idempotent(db, { memberId, requestId: roundId, path: round.path, body: round.body }, async (q) => {
    const venue = await casinoVenue(q, launch.venue.code);
    assertOpen(venue);
    await assertRealityChecked(q, memberId, launch.sessionToken);
    if (round.kind === 'slot') await assertSpinPace(q, memberId, round.gameCode);
    const wallet = venueWallet(venue.code);
    const balance = await balanceOf(q, memberId, wallet);
    if (round.stake > balance) {
      throw new ApiError(
        ErrorCode.INVALID_PARAMETER,
        gamesMessages.insufficientVenueBalance(
          fenToYuanText(round.stake),
          venue.name,
          fenToYuanText(balance),
        ),
      );
    }
    const { win, detail } = decide(rngOf(memberId, roundId));
    let after = (
      await moveMoney(q, {
        kind: 'game_bet',
        memberId,
        from: wallet,
        to: systemWallet('casino'),
        amount: round.stake,
        requestId: roundId,
        seq: 0,
        memo: gamesMemos.bet(round.gameName),
      })
    ).fromBalance;
    if (win > 0) {
      after = (
        await moveMoney(q, {
          kind: 'game_win',
          memberId,
          from: systemWallet('casino'),
          to: wallet,
          amount: win,
          requestId: roundId,
          seq: 1,
          memo: gamesMemos.win(round.gameName),
        })
      ).toBalance;
    }
    // The venue's activities and the bonuses' turnover count the stake (events-wiring.ts).
    await publish(q, 'round.finished', {
      memberId,
      venue: venue.code,
      category: venue.category,
      stakeFen: round.stake,
      winFen: win,
    });
    await q.query(
      `INSERT INTO game_rounds (member_id, round_id, venue_code, game_code, kind, stake, win, detail) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [memberId, roundId, venue.code, round.gameCode, round.kind, round.stake, win, JSON.stringify(detail)],
    );
    return {
      ...detail,
      roundId,
      stake: fenToYuanText(round.stake),
      win: fenToYuanText(win),
      balance: fenToYuanText(after),
    };
  });
}

/** The member's latest rounds in a venue, newest first. */
export async function recentRounds(
  q: Queryable,
  memberId: number,
  venue: string,
  limit = 20,
): Promise<games.DemoRound[]> {
  const rows = await q.query<{
    round_id: string;
    game_code: string;
    name: string | null;
    kind: games.DemoKind;
    stake: unknown;
    win: unknown;
    created_at: Date | string;
  }>(
    `SELECT r.round_id, r.game_code, g.name, r.kind, r.stake, r.win, r.created_at FROM game_rounds r LEFT JOIN games g ON g.code = r.game_code
      WHERE r.member_id = $1 AND r.venue_code = $2 ORDER BY r.created_at DESC, r.round_id LIMIT $3`,
    [memberId, venue, limit],
  );
  return rows.map((r) => ({
    roundId: r.round_id,
    gameCode: r.game_code,
    gameName: r.name ?? gamesMessages.tables[r.game_code] ?? gamesMessages.unnamedRound,
    kind: r.kind,
    stake: fenToYuanText(toInt(r.stake)),
    win: fenToYuanText(toInt(r.win)),
    time: formatChinaTime(r.created_at),
  }));
}
