import { ErrorCode } from '@site/shared/contract';
import type { Queryable } from '../db/db';
import { toInt } from '../db/db';
import { CENTER, balanceOf, move, systemWallet, venueBalances, venueWallet } from '../funds/ledger';
import { ApiError } from '../http/api-error';
import { chinaDate } from '../promotions/clock';
import { promoText } from '../promotions/messages';
import { turnoverOwed, type Contributions } from './grant';

/**
 * Valid turnover of a settled bet or a completed casino round: added to the member's daily
 * total per category (races, betting tiers, draw chances read it) and to every active reward
 * by that reward's contribution percentage for the category. Every active reward counts the
 * same bet (the industry's usual reading of 流水: one bet serves all open requirements).
 * Runs in the caller's transaction, where the bet settles.
 */
export async function recordTurnover(
  q: Queryable,
  memberId: number,
  category: string,
  validFen: number,
): Promise<void> {
  if (!Number.isSafeInteger(validFen) || validFen <= 0) return;
  await q.query(
    `INSERT INTO turnover_daily (member_id, day, category, valid_fen) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id, day, category) DO UPDATE SET valid_fen = turnover_daily.valid_fen + EXCLUDED.valid_fen`,
    [memberId, chinaDate(), category, validFen],
  );
  const active = await q.query<{ id: unknown; contributions: Contributions | string | null }>(
    `SELECT id, contributions FROM reward_turnover WHERE member_id = $1 AND status = 'active' ORDER BY id FOR UPDATE`,
    [memberId],
  );
  for (const reward of active) {
    const contributions =
      typeof reward.contributions === 'string'
        ? (JSON.parse(reward.contributions) as Contributions)
        : reward.contributions;
    const percent = contributions ? (contributions[category as keyof Contributions] ?? 0) : 100;
    const counted = Math.floor((validFen * percent) / 100);
    if (counted <= 0) continue;
    await q.query(
      `UPDATE reward_turnover SET done_fen = LEAST(required_fen, done_fen + $2),
         status = CASE WHEN done_fen + $2 >= required_fen THEN 'met' ELSE status END,
         closed_at = CASE WHEN done_fen + $2 >= required_fen THEN now() ELSE closed_at END
       WHERE id = $1`,
      [toInt(reward.id), counted],
    );
  }
}

/**
 * The 6413 rule (SPEC §8 venue activity): while a reward's turnover is unmet, money may not
 * leave a venue nor be withdrawn. The message says how much turnover is left.
 * @throws {ApiError} 6413 while turnover is owed.
 */
export async function assertTurnoverMet(q: Queryable, memberId: number): Promise<void> {
  const owed = await turnoverOwed(q, memberId);
  if (owed > 0) throw new ApiError(ErrorCode.VENUE_ACTIVITY, promoText.turnoverOwed(owed));
}

/** Net result of the member's bets since a ledger transfer: wins and refunds minus stakes (fen). */
async function netSince(q: Queryable, memberId: number, transferId: number): Promise<number> {
  const [row] = await q.query<{ net: unknown }>(
    `SELECT coalesce(sum(CASE WHEN kind IN ('game_win', 'sport_payout', 'sport_refund') THEN amount ELSE -amount END), 0) AS net
       FROM ledger_transfers WHERE member_id = $1 AND id > $2 AND kind IN ('game_bet', 'game_win', 'sport_stake', 'sport_payout', 'sport_refund')`,
    [memberId, transferId],
  );
  return row ? toInt(row.net) : 0;
}

/**
 * Quitting a bonus before its turnover is met (SPEC §1): the bonus and what was won since it
 * was paid go back to the house account (`promo_void`), taken from the center wallet first and
 * then the venues, never below zero; the requirement is closed as voided. Returns the fen taken.
 * @throws {ApiError} 6004 for another member's or an unknown reward; 6007 when it is not active.
 */
export async function quitReward(
  q: Queryable,
  memberId: number,
  rewardId: number,
  requestId: string,
): Promise<number> {
  const [reward] = await q.query<{
    amount_fen: unknown;
    transfer_id: unknown;
    status: string;
    title: string;
  }>(
    'SELECT amount_fen, transfer_id, status, title FROM reward_turnover WHERE id = $1 AND member_id = $2 FOR UPDATE',
    [rewardId, memberId],
  );
  if (!reward) throw new ApiError(ErrorCode.NOT_FOUND, promoText.bonusNotFound);
  if (reward.status !== 'active') throw new ApiError(ErrorCode.INVALID_PARAMETER, promoText.bonusClosed);
  const winnings = Math.max(
    0,
    await netSince(q, memberId, reward.transfer_id === null ? 0 : toInt(reward.transfer_id)),
  );
  let left = toInt(reward.amount_fen) + winnings;
  let taken = 0;
  const wallets = [{ wallet: CENTER, balance: await balanceOf(q, memberId, CENTER) }];
  for (const [venue, balance] of await venueBalances(q, memberId))
    wallets.push({ wallet: venueWallet(venue), balance });
  let seq = 0;
  for (const { wallet, balance } of wallets) {
    const take = Math.min(left, balance);
    if (take <= 0) continue;
    await move(q, {
      kind: 'promo_void',
      memberId,
      from: wallet,
      to: systemWallet('promotions'),
      amount: take,
      requestId,
      seq: seq++,
      memo: promoText.forfeitMemo(reward.title),
    });
    left -= take;
    taken += take;
    if (left <= 0) break;
  }
  await q.query(`UPDATE reward_turnover SET status = 'voided', closed_at = now() WHERE id = $1`, [rewardId]);
  return taken;
}
