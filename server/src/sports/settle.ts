import { letterArgs, writeLetter } from '../letters/letters';
import { letterText } from '../messages/letters';
import { fenToYuanText, type sports } from '@site/shared/contract';
import { settlement } from '@site/shared/betting';
import { toInt, type Db, type Queryable } from '../db/db';
import { moveMoney } from '../money/door';
import { publish } from '../money/events';
import { CENTER, systemWallet } from '../money/ledger';
import { sportsMemos } from '../messages/sports';
import { legsOf, optionOf, type BetRow, type LegRow } from './bets-store';
import type { Finished, OddsFeed } from './odds-feed';

export interface SettledBet {
  memberId: number;
  push: sports.SettledPush;
}

function legResult(
  leg: LegRow,
  done: Finished,
): { result: sports.ResultCode; reason: string | null; finalScore: string } {
  if (done.kind === 'outright')
    return { result: settlement.championResult(leg.r, done.winner), reason: null, finalScore: done.winner };
  const finalScore = `${done.home}-${done.away}`;
  if (done.cancelReason) return { result: 'D', reason: done.cancelReason, finalScore };
  const play = leg.w as settlement.SettledPlay;
  const score = {
    home: done.home,
    away: done.away,
    ...(done.htHome === null ? {} : { htHome: done.htHome }),
    ...(done.htAway === null ? {} : { htAway: done.htAway }),
    cornersHome: done.cornersHome,
    cornersAway: done.cornersAway,
  };
  // An abandoned match restores its open legs; a first-half play whose half was played stands.
  const halfDecided = settlement.FIRST_HALF_PLAYS.includes(play) && done.htHome !== null;
  if (done.restored && !halfDecided) return { result: 'A', reason: null, finalScore };
  return {
    result: settlement.resultOf(
      play,
      leg.line === null ? null : Number(leg.line),
      leg.r,
      leg.is_live ? settlement.scoreForLeg(leg.sport_type, play, score, leg.score_at_bet) : score,
    ),
    reason: null,
    finalScore,
  };
}

/** Return of a bet whose every leg has a result: single/parlay Π factors; series the sum over its combinations. */
export function payoutOf(bet: BetRow, legs: LegRow[]): number {
  const settled = legs.map((l) => ({ result: l.result as sports.ResultCode, odds: Number(l.odds) }));
  const option = optionOf(bet.series_option);
  return bet.bet_type === 'series' && option !== null
    ? settlement.seriesPayoutFen(toInt(bet.unit_stake), settled, option)
    : settlement.betPayoutFen(toInt(bet.stake), settled);
}

/** Closes a bet whose legs are all settled: status, payout, and the ledger pair back to the center wallet. */
async function closeBet(q: Queryable, bet: BetRow, legs: LegRow[]): Promise<SettledBet | null> {
  const payout = payoutOf(bet, legs);
  // Every leg void or restored: the stake comes back as a refund, and the bet reads cancelled.
  const voided = legs.every((l) => l.result === 'D' || l.result === 'A');
  const status: sports.BetStatus = voided ? 'cancelled' : 'settled';
  const updated = await q.query<{ member_id: unknown }>(
    `UPDATE sport_bets SET status = $2, payout = $3, settled_at = now() WHERE id = $1 AND status = 'accepted' RETURNING member_id`,
    [bet.id, status, payout],
  );
  const row = updated[0];
  if (!row) return null;
  const memberId = toInt(row.member_id);
  if (payout > 0) {
    await moveMoney(q, {
      kind: voided ? 'sport_refund' : 'sport_payout',
      memberId,
      from: systemWallet('sportsbook'),
      to: CENTER,
      amount: payout,
      orderNo: bet.order_no,
      memo: voided ? sportsMemos.refund(bet.order_no) : sportsMemos.payout(bet.order_no),
    });
  }
  await writeLetter(
    q,
    memberId,
    'notice',
    ...letterArgs(letterText.betSettled(bet.order_no, toInt(bet.stake), payout)),
  );
  const stake = toInt(bet.stake);
  // The bonuses' turnover (流水) counts it (events-wiring.ts).
  if (!voided) await publish(q, 'bet.settled', { memberId, category: 'TY', validFen: stake });
  return {
    memberId,
    push: {
      betId: String(toInt(bet.id)),
      status,
      payout: fenToYuanText(payout),
      winLoss: fenToYuanText(payout - stake),
    },
  };
}

/**
 * Settles every open leg of a finished match (or outright) in one transaction, then each
 * accepted bet whose legs are now all settled in a transaction of its own (a member lock
 * before the house account, as every ledger movement does). Bets still pending (in-play
 * delay) are left to their ticket, which rejects them once the match is gone.
 */
export async function settleFinished(db: Db, done: Finished): Promise<SettledBet[]> {
  const betIds = await db.tx(async (q) => {
    const open = await q.query<LegRow>(
      `SELECT l.* FROM sport_bet_legs l JOIN sport_bets b ON b.id = l.bet_id
        WHERE l.game_id = $1 AND l.result IS NULL AND b.status = 'accepted' ORDER BY l.bet_id, l.seq`,
      [done.gameId],
    );
    for (const leg of open) {
      const { result, reason, finalScore } = legResult(leg, done);
      await q.query(
        'UPDATE sport_bet_legs SET result = $3, cancel_reason = $4, final_score = $5 WHERE bet_id = $1 AND seq = $2',
        [leg.bet_id, leg.seq, result, reason, finalScore],
      );
    }
    return [...new Set(open.map((l) => toInt(l.bet_id)))];
  });
  const settled: SettledBet[] = [];
  for (const id of betIds) {
    const closed = await db.tx(async (q) => {
      const [bet] = await q.query<BetRow>(`SELECT * FROM sport_bets WHERE id = $1`, [id]);
      const legs = (await legsOf(q, [id])).get(id) ?? [];
      if (!bet || bet.status !== 'accepted' || legs.some((l) => l.result === null)) return null;
      return closeBet(q, bet, legs);
    });
    if (closed) settled.push(closed);
  }
  return settled;
}

/** Game ids with open legs of accepted bets that the feed no longer shows (finished while the server was down). */
export async function orphanedGames(db: Db, feed: OddsFeed): Promise<string[]> {
  const rows = await db.query<{ game_id: string }>(
    `SELECT DISTINCT l.game_id FROM sport_bet_legs l JOIN sport_bets b ON b.id = l.bet_id WHERE l.result IS NULL AND b.status = 'accepted'`,
  );
  return rows.map((r) => r.game_id).filter((id) => !feed.matches.has(id) && !feed.outrights.has(id));
}
