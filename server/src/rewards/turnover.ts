import { ErrorCode } from '@site/shared/contract';
import type { Queryable } from '../db/db';
import { toInt } from '../db/db';
import { moveMoney } from '../money/door';
import { CENTER, balanceOf, systemWallet, venueBalances, venueWallet } from '../money/ledger';
import { ApiError } from '../http/api-error';
import { chinaDate, promoNow } from '../time/clock';
import { rewardMessages } from '../messages/rewards';
import type { Contributions } from './grant';

/**
 * Valid turnover of a settled bet or a completed casino round: added to the member's daily
 * total per category (betting tiers and draw chances read it), logged with its instant (races
 * read that, migration 024) and added to every active reward
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
  const at = promoNow();
  await q.query(
    `INSERT INTO turnover_daily (member_id, day, category, valid_fen) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id, day, category) DO UPDATE SET valid_fen = turnover_daily.valid_fen + EXCLUDED.valid_fen`,
    [memberId, chinaDate(at), category, validFen],
  );
  // The instant too: a race counts the turnover inside its window, not whole days (issue 26).
  await q.query(`INSERT INTO turnover_log (member_id, category, valid_fen, at) VALUES ($1, $2, $3, $4)`, [
    memberId,
    category,
    validFen,
    at,
  ]);
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
 * What the bets the bonus funded won or lost (fen): the stakes placed after the bonus's
 * transfer, against what came back for those stakes only (a casino round's win by its round id,
 * a sports bet's payout or refund by its order number). The payout of a bet placed before the
 * bonus is the member's own money whenever it arrives (issue 26 item 3).
 */
async function netOfBetsAfter(q: Queryable, memberId: number, transferId: number): Promise<number> {
  const [row] = await q.query<{ staked: unknown; returned: unknown }>(
    `SELECT
       (SELECT coalesce(sum(amount), 0) FROM ledger_transfers
         WHERE member_id = $1 AND id > $2 AND kind IN ('game_bet', 'sport_stake')) AS staked,
       (SELECT coalesce(sum(r.amount), 0) FROM ledger_transfers r
         WHERE r.member_id = $1 AND r.id > $2 AND r.kind IN ('game_win', 'sport_payout', 'sport_refund')
           AND EXISTS (SELECT 1 FROM ledger_transfers s WHERE s.member_id = $1 AND s.id > $2 AND (
             (s.kind = 'sport_stake' AND s.order_no = r.order_no)
             OR (s.kind = 'game_bet' AND r.kind = 'game_win' AND s.request_id = r.request_id)))) AS returned`,
    [memberId, transferId],
  );
  return row ? toInt(row.returned) - toInt(row.staked) : 0;
}

/** Whether a sports bet placed after the transfer `transferId` is still open (pending or accepted). */
async function openBetsAfter(q: Queryable, memberId: number, transferId: number): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM sport_bets b JOIN ledger_transfers s ON s.member_id = b.member_id AND s.order_no = b.order_no
      WHERE b.member_id = $1 AND b.status IN ('pending', 'accepted') AND s.kind = 'sport_stake' AND s.id > $2
      LIMIT 1`,
    [memberId, transferId],
  );
  return rows.length > 0;
}

/**
 * Quitting a bonus before its turnover is met (SPEC §1, the terms of promotions 101 and 102):
 * the bonus and the net winnings of the bets placed after it go back to the house account
 * (`promo_void`), taken from the center wallet first and then the venues, never below zero;
 * the requirement is closed as voided. Returns the fen taken.
 *
 * Refused while a sports bet placed after the bonus is open: its stake may hold the bonus, and
 * its refund or payout would come back free once the bonus is gone (issue 26 item 2). Casino
 * rounds settle in the transaction that stakes them, so they are never open.
 * @throws {ApiError} 6004 for another member's or an unknown reward; 6007 when it is not active;
 * 6012 while a bet placed after the bonus is unsettled.
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
  if (!reward) throw new ApiError(ErrorCode.NOT_FOUND, rewardMessages.bonusNotFound);
  if (reward.status !== 'active') throw new ApiError(ErrorCode.INVALID_PARAMETER, rewardMessages.bonusClosed);
  const since = reward.transfer_id === null ? 0 : toInt(reward.transfer_id);
  // The caller holds the member lock (moneyCall): no bet can be placed or settle until this commits.
  if (await openBetsAfter(q, memberId, since))
    throw new ApiError(ErrorCode.WARNING, rewardMessages.quitOpenBets);
  const winnings = Math.max(0, await netOfBetsAfter(q, memberId, since));
  let left = toInt(reward.amount_fen) + winnings;
  let taken = 0;
  const wallets = [{ wallet: CENTER, balance: await balanceOf(q, memberId, CENTER) }];
  for (const [venue, balance] of await venueBalances(q, memberId))
    wallets.push({ wallet: venueWallet(venue), balance });
  let seq = 0;
  for (const { wallet, balance } of wallets) {
    const take = Math.min(left, balance);
    if (take <= 0) continue;
    await moveMoney(q, {
      kind: 'promo_void',
      memberId,
      from: wallet,
      to: systemWallet('promotions'),
      amount: take,
      requestId,
      seq: seq++,
      memo: rewardMessages.forfeitMemo(reward.title),
    });
    left -= take;
    taken += take;
    if (left <= 0) break;
  }
  await q.query(`UPDATE reward_turnover SET status = 'voided', closed_at = now() WHERE id = $1`, [rewardId]);
  return taken;
}
