import type { backoffice } from '@site/shared/backoffice-contract';
import type { Queryable } from '../db/db';
import { toInt } from '../db/db';
import { addDays, chinaDayStartOf } from '../time/china';

type DailyRow = backoffice.DailyRow;

/** Reward kinds paid from the house (money/ledger.ts RewardKind); `promo_void` takes them back. */
const REWARD_KINDS = [
  'promo_bonus',
  'deposit_bonus',
  'vip_upgrade',
  'vip_birthday',
  'vip_red_packet',
  'rebate',
  'points_exchange',
  'invite_reward',
  'task_reward',
  'sign_reward',
  'draw_prize',
  'race_prize',
];

/**
 * Per China day and brand, from the ledger only (issue 30 part 7), so the figures reconcile to it
 * to the fen: every transfer of the range once, by kind and product (the casino venue of a
 * round's entries, or the sportsbook), plus the members' own dates for new, active and first
 * depositors. Manual adjustments count the member's side (credit +, debit −).
 */
export async function dailyReport(
  q: Queryable,
  range: { from: string; to: string; siteId?: string | undefined },
): Promise<DailyRow[]> {
  const start = chinaDayStartOf(range.from);
  const end = chinaDayStartOf(addDays(range.to, 1));
  const site = range.siteId ?? null;
  const sums = await q.query<{
    day: string;
    site_id: string;
    kind: string;
    product: string | null;
    total: unknown;
  }>(
    `SELECT to_char((t.created_at AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD') AS day, m.site_id,
            t.kind,
            CASE WHEN t.kind IN ('game_bet', 'game_win') THEN (SELECT a.venue_code FROM ledger_entries e
                   JOIN ledger_accounts a ON a.id = e.account_id WHERE e.transfer_id = t.id AND a.kind = 'venue' LIMIT 1)
                 WHEN t.kind LIKE 'sport_%' THEN 'sportsbook' END AS product,
            sum(CASE WHEN t.kind = 'manual_adjust' THEN (SELECT e.amount FROM ledger_entries e
                   JOIN ledger_accounts a ON a.id = e.account_id WHERE e.transfer_id = t.id AND a.member_id IS NOT NULL LIMIT 1)
                 ELSE t.amount END) AS total
       FROM ledger_transfers t JOIN members m ON m.id = t.member_id
      WHERE t.created_at >= $1 AND t.created_at < $2 AND ($3::text IS NULL OR m.site_id = $3)
      GROUP BY 1, 2, 3, 4`,
    [start, end, site],
  );
  const people = await q.query<{ day: string; site_id: string; what: string; n: unknown }>(
    `SELECT to_char((created_at AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD') AS day, site_id, 'new' AS what, count(*) AS n
       FROM members WHERE created_at >= $1 AND created_at < $2 AND ($3::text IS NULL OR site_id = $3) GROUP BY 1, 2
     UNION ALL
     SELECT to_char((t.created_at AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD'), m.site_id, 'active', count(DISTINCT t.member_id)
       FROM ledger_transfers t JOIN members m ON m.id = t.member_id
      WHERE t.kind IN ('game_bet', 'sport_stake') AND t.created_at >= $1 AND t.created_at < $2
        AND ($3::text IS NULL OR m.site_id = $3) GROUP BY 1, 2
     UNION ALL
     SELECT to_char((f.first_at AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD'), f.site_id, 'first', count(*)
       FROM (SELECT m.site_id, min(t.created_at) AS first_at FROM ledger_transfers t JOIN members m ON m.id = t.member_id
              WHERE t.kind = 'deposit' AND ($3::text IS NULL OR m.site_id = $3) GROUP BY t.member_id, m.site_id) f
      WHERE f.first_at >= $1 AND f.first_at < $2 GROUP BY 1, 2`,
    [start, end, site],
  );
  const rows = new Map<string, DailyRow>();
  const rowOf = (day: string, siteId: string): DailyRow => {
    const key = `${day}|${siteId}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        day,
        siteId,
        deposits: 0,
        withdrawals: 0,
        stakes: 0,
        payouts: 0,
        ggr: [],
        ggrTotal: 0,
        bonusCost: 0,
        netRevenue: 0,
        adjustments: 0,
        newPlayers: 0,
        activePlayers: 0,
        firstDepositors: 0,
      };
      rows.set(key, row);
    }
    return row;
  };
  const productOf = (row: DailyRow, product: string) => {
    let p = row.ggr.find((g) => g.product === product);
    if (!p) {
      p = { product, stakes: 0, payouts: 0, ggr: 0 };
      row.ggr.push(p);
    }
    return p;
  };
  for (const s of sums) {
    const row = rowOf(s.day, s.site_id);
    const total = toInt(s.total);
    const product = s.product ?? '';
    if (s.kind === 'deposit') row.deposits += total;
    else if (s.kind === 'withdraw_approve') row.withdrawals += total;
    else if (s.kind === 'game_bet' || s.kind === 'sport_stake') productOf(row, product).stakes += total;
    else if (s.kind === 'sport_refund') productOf(row, product).stakes -= total;
    else if (s.kind === 'game_win' || s.kind === 'sport_payout') productOf(row, product).payouts += total;
    else if (REWARD_KINDS.includes(s.kind)) row.bonusCost += total;
    else if (s.kind === 'promo_void') row.bonusCost -= total;
    else if (s.kind === 'manual_adjust') row.adjustments += total;
  }
  for (const p of people) {
    const row = rowOf(p.day, p.site_id);
    const n = toInt(p.n);
    if (p.what === 'new') row.newPlayers = n;
    else if (p.what === 'active') row.activePlayers = n;
    else row.firstDepositors = n;
  }
  for (const row of rows.values()) {
    row.ggr.sort((a, b) => a.product.localeCompare(b.product));
    for (const p of row.ggr) {
      p.ggr = p.stakes - p.payouts;
      row.stakes += p.stakes;
      row.payouts += p.payouts;
    }
    row.ggrTotal = row.stakes - row.payouts;
    row.netRevenue = row.ggrTotal - row.bonusCost - row.adjustments;
  }
  return [...rows.values()].sort((a, b) => a.day.localeCompare(b.day) || a.siteId.localeCompare(b.siteId));
}
