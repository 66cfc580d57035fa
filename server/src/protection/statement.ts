import { fenToYuanText as yuan, type protection } from '@site/shared/contract';
import { statementCsv } from '@site/shared/format';
import type { Locale } from '@site/shared/i18n';
import { protection as catalogue } from '@site/shared/messages';
import { toInt, type Queryable } from '../db/db';
import { localText } from '../messages/locale';

/** A China-time (UTC+8, no DST) month key of a timestamptz column. */
const month = (col: string) => `to_char((${col} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM')`;

/**
 * The activity statement: per China-time month, the last 12 (this one included), newest first,
 * from the ledger. deposits: credited deposits; withdrawals: approved withdrawals (money paid
 * out); stakes: sport stakes and rounds; wins: payouts, refunds and round wins; net = wins −
 * stakes. Time played: each session, counted in the month it began, from login to logout (capped
 * at its expiry); a session never logged out counts until the member's last money movement inside
 * it (the site records no other activity), or zero without one.
 */
export async function statementOf(q: Queryable, memberId: number): Promise<protection.StatementMonth[]> {
  const rows = await q.query<{
    month: string;
    deposits: unknown;
    withdrawals: unknown;
    stakes: unknown;
    wins: unknown;
    seconds: unknown;
  }>(
    `WITH months AS (
       SELECT to_char(((now() AT TIME ZONE 'UTC') + interval '8 hours') - make_interval(months => n), 'YYYY-MM') AS month
         FROM generate_series(0, 11) AS n),
     money AS (
       SELECT ${month('created_at')} AS month,
         sum(amount) FILTER (WHERE kind = 'deposit') AS deposits,
         sum(amount) FILTER (WHERE kind = 'withdraw_approve') AS withdrawals,
         sum(amount) FILTER (WHERE kind IN ('sport_stake', 'game_bet')) AS stakes,
         sum(amount) FILTER (WHERE kind IN ('sport_payout', 'sport_refund', 'game_win')) AS wins
       FROM ledger_transfers WHERE member_id = $1 AND created_at > now() - interval '13 months'
       GROUP BY 1),
     played AS (
       SELECT ${month('s.created_at')} AS month,
         sum(extract(epoch FROM greatest(interval '0', CASE WHEN s.revoked_at IS NOT NULL
             THEN least(s.revoked_at, s.expires_at, now()) - s.created_at
             ELSE coalesce((SELECT max(t.created_at) FROM ledger_transfers t WHERE t.member_id = s.member_id
                 AND t.created_at >= s.created_at AND t.created_at <= least(s.expires_at, now())), s.created_at)
               - s.created_at END))) AS seconds
       FROM sessions s WHERE s.member_id = $1 AND s.created_at > now() - interval '13 months'
       GROUP BY 1)
     SELECT m.month, coalesce(money.deposits, 0) AS deposits, coalesce(money.withdrawals, 0) AS withdrawals,
       coalesce(money.stakes, 0) AS stakes, coalesce(money.wins, 0) AS wins, coalesce(played.seconds, 0) AS seconds
     FROM months m LEFT JOIN money ON money.month = m.month LEFT JOIN played ON played.month = m.month
     ORDER BY m.month DESC`,
    [memberId],
  );
  return rows.map((r) => {
    const stakes = toInt(r.stakes);
    const wins = toInt(r.wins);
    return {
      month: r.month,
      deposits: yuan(toInt(r.deposits)),
      withdrawals: yuan(toInt(r.withdrawals)),
      stakes: yuan(stakes),
      wins: yuan(wins),
      net: yuan(wins - stakes),
      minutesPlayed: Math.floor(Number(r.seconds) / 60),
    };
  });
}

/** The CSV's column names: the page's own (the zh-CN catalogue), in the request's language. */
function csvHeader(locale: Locale): string[] {
  const c = catalogue.statement;
  const names = [c.month, c.deposits, c.withdrawals, c.stakes, c.wins, c.net, c.minutesColumn];
  return names.map((name) => localText(name, locale));
}

/** The statement file: the same months as the JSON statement, its body and download name. */
export function statementFile(
  months: readonly protection.StatementMonth[],
  locale: Locale,
): { body: string; contentDisposition: string } {
  const month = months[0]?.month ?? '';
  const name = localText(catalogue.statement.fileName, locale).replace(/\.csv$/, `-${month}.csv`);
  return {
    body: statementCsv(months, csvHeader(locale)),
    // RFC 6266: the Chinese name for browsers (filename*), an ASCII one for anything older.
    contentDisposition: `attachment; filename="statement-${month}.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
  };
}
