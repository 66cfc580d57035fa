import { ErrorCode, fenToYuanText, sports } from '@site/shared/contract';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { chinaDayStart } from './bets-store';
import { SPORT_NAMES, sportsMessages as text } from '../messages/sports';

/** SPEC §9's USD daily payout limit of a sport, in fen at USD_CNY_RATE. */
export function dailyLimitFen(sport: sports.SportType): number {
  return Math.round(sports.DAILY_PAYOUT_USD[sport] * sports.USD_CNY_RATE * 100);
}

/** The sport a bet counts against: its legs' lowest limit (SPEC §9: the lowest applies to parlays). */
export function limitSportOf(legSports: readonly sports.SportType[]): sports.SportType {
  let best: sports.SportType = legSports[0] ?? 'OP';
  for (const s of legSports) if (sports.DAILY_PAYOUT_USD[s] < sports.DAILY_PAYOUT_USD[best]) best = s;
  return best;
}

/**
 * Refuses bets that would take the member's payout of today (China day) past the daily
 * limit of their sport. Open bets count at their largest payout, settled ones at what they
 * paid; rejected bets not at all. Runs in the placement transaction, under the member lock.
 * @throws {ApiError} 6007 naming the sport, the limit and what is left.
 */
export async function assertDailyPayout(
  q: Queryable,
  memberId: number,
  now: number,
  bets: { limitSport: sports.SportType; maxPayoutFen: number }[],
): Promise<void> {
  const rows = await q.query<{ limit_sport: sports.SportType; used: unknown }>(
    `SELECT limit_sport, coalesce(sum(CASE WHEN status IN ('pending', 'accepted') THEN max_payout ELSE coalesce(payout, 0) END), 0) AS used
       FROM sport_bets WHERE member_id = $1 AND created_at >= $2 AND status <> 'rejected' GROUP BY limit_sport`,
    [memberId, chinaDayStart(now)],
  );
  const used = new Map(rows.map((r) => [r.limit_sport, Number(r.used)]));
  const wanted = new Map<sports.SportType, number>();
  for (const bet of bets) wanted.set(bet.limitSport, (wanted.get(bet.limitSport) ?? 0) + bet.maxPayoutFen);
  for (const [sport, fen] of wanted) {
    const limit = dailyLimitFen(sport);
    const left = Math.max(0, limit - (used.get(sport) ?? 0));
    if (fen > left) {
      throw new ApiError(
        ErrorCode.INVALID_PARAMETER,
        text.dailyPayoutLimit(
          SPORT_NAMES[sport],
          fenToYuanText(limit),
          sports.DAILY_PAYOUT_USD[sport],
          fenToYuanText(left),
          fenToYuanText(fen),
        ),
      );
    }
  }
}
