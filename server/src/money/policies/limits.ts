import { ErrorCode } from '@site/shared/contract';
import { ApiError } from '../../http/api-error';
import { protectionMessages } from '../../messages/protection';
import type { MoneyPolicy } from '../policy';

/**
 * Player-protection limits (issue 29, migration 029). Each limit kind counts what the member
 * did in a ROLLING window (protection_window: day 24 h, week 7 d, month 30 d) and refuses a
 * movement that would take the count past the limit in force. Several periods of one kind apply
 * together: the refusal names the one with the least left. The counting SQL is exported so the
 * member's page (protection/limits.ts) shows the very numbers the policies decide on.
 */

export type LimitKind = 'deposit' | 'loss' | 'wager';
export type LimitPeriod = 'day' | 'week' | 'month';

export type LimitRefusal = {
  policy: 'limit';
  limit: LimitKind;
  period: LimitPeriod;
  /** fen */
  amount: number;
  left: number;
  /** ISO time the oldest counted amount leaves the window, or null. */
  resets: string | null;
};

/**
 * What is counted for a limit in the window `since`, as columns `used` (before this movement),
 * `used_after` (with it) and `first` (the oldest counted time). Placeholders as in policy SQL.
 */
export const USED_SQL: Record<LimitKind, (since: string) => string> = {
  // Deposit orders, paid or still pending (an order is counted when made: the gateway's credit
  // is never refused once the money is collected).
  deposit: (
    since,
  ) => `SELECT coalesce(sum(amount), 0) AS used, coalesce(sum(amount), 0) + :amount AS used_after,
      min(created_at) AS first
    FROM deposit_orders WHERE member_id = :member AND status IN ('paid', 'pending') AND created_at > ${since}`,
  // Net loss: stakes and rounds minus payouts, refunds and round wins (negative when ahead).
  loss: (
    since,
  ) => `SELECT coalesce(sum(CASE WHEN kind IN ('sport_stake', 'game_bet') THEN amount ELSE -amount END), 0) AS used,
      coalesce(sum(CASE WHEN kind IN ('sport_stake', 'game_bet') THEN amount ELSE -amount END), 0) + :amount AS used_after,
      min(created_at) FILTER (WHERE kind IN ('sport_stake', 'game_bet')) AS first
    FROM ledger_transfers WHERE member_id = :member
      AND kind IN ('sport_stake', 'game_bet', 'sport_payout', 'sport_refund', 'game_win') AND created_at > ${since}`,
  // Wagered: sport stakes, plus per venue the larger of what was sent into it (venue_in, as an
  // aggregator counts it) and what was staked in its rounds (game_bet): money sent in and then
  // staked is counted once, winnings staked again count. The movement itself is the `virtual` row:
  // into a venue when :venue_to is set, a round when only :venue_from is, else a sport stake.
  wager: (
    since,
  ) => `SELECT coalesce(sum(before), 0) AS used, coalesce(sum(after), 0) AS used_after, min(first) AS first
    FROM (SELECT
        CASE WHEN venue IS NULL THEN sum(amount) FILTER (WHERE NOT virtual)
          ELSE greatest(coalesce(sum(amount) FILTER (WHERE kind = 'venue_in' AND NOT virtual), 0),
            coalesce(sum(amount) FILTER (WHERE kind = 'game_bet' AND NOT virtual), 0)) END AS before,
        CASE WHEN venue IS NULL THEN sum(amount)
          ELSE greatest(coalesce(sum(amount) FILTER (WHERE kind = 'venue_in'), 0),
            coalesce(sum(amount) FILTER (WHERE kind = 'game_bet'), 0)) END AS after,
        min(created_at) FILTER (WHERE NOT virtual) AS first
      FROM (SELECT t.kind, (SELECT a.venue_code FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
              WHERE e.transfer_id = t.id AND a.kind = 'venue' LIMIT 1) AS venue,
            t.amount, t.created_at, false AS virtual
          FROM ledger_transfers t WHERE t.member_id = :member
            AND t.kind IN ('sport_stake', 'game_bet', 'venue_in') AND t.created_at > ${since}
        UNION ALL
        SELECT CASE WHEN :venue_to IS NOT NULL THEN 'venue_in' WHEN :venue_from IS NOT NULL THEN 'game_bet'
            ELSE 'sport_stake' END, coalesce(:venue_to, :venue_from), :amount, now(), true) r
      GROUP BY venue) g`,
};

/** The refusal of the `kind` limits for a movement of :amount, the one with least left, or NULL. */
export function limitRefusalSql(kind: LimitKind): string {
  return `(SELECT jsonb_build_object('policy', 'limit', 'limit', l.kind, 'period', l.period, 'amount', l.amount,
      'left', greatest(0, l.amount - u.used), 'resets', u.first + protection_window(l.period))
    FROM protection_limits l
    CROSS JOIN LATERAL (${USED_SQL[kind]('now() - protection_window(l.period)')}) u
   WHERE l.member_id = :member AND l.kind = '${kind}' AND l.amount IS NOT NULL AND u.used_after > l.amount
   ORDER BY l.amount - u.used, l.amount LIMIT 1)`;
}

const limitError = (refusal: LimitRefusal) =>
  new ApiError(
    ErrorCode.WARNING,
    protectionMessages.limitReached(
      refusal.limit,
      refusal.period,
      refusal.amount,
      refusal.left,
      refusal.resets,
    ),
  );

/** Wager limit: every stake, round and transfer into a venue. */
export const wagerLimitPolicy: MoneyPolicy<LimitRefusal> = {
  name: 'limit',
  guards: (m) => m.kind === 'sport_stake' || m.kind === 'game_bet' || m.kind === 'venue_in',
  sql: limitRefusalSql('wager'),
  error: limitError,
};

/** Loss limit (net of wins): every stake and round. */
export const lossLimitPolicy: MoneyPolicy<LimitRefusal> = {
  name: 'limit',
  guards: (m) => m.kind === 'sport_stake' || m.kind === 'game_bet',
  sql: limitRefusalSql('loss'),
  error: limitError,
};

/**
 * The deposit limit's refusal, for the deposit ORDER (protection/deposit-limit.ts): not a policy
 * of the door, since the door's deposit movement is the gateway's credit, which is never refused
 * once the money is collected.
 */
export const DEPOSIT_LIMIT_SQL = limitRefusalSql('deposit');
