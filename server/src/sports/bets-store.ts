import { fenToYuanText, type sports } from '@site/shared/contract';
import { series, settlement } from '@site/shared/betting';
import { formatChinaTime, toInt, type Queryable } from '../db/db';
import { dayStart } from '../time/china';
import { sportsMessages as text } from '../messages/sports';

/** Rows of migration 007. BIGINT comes back as bigint (PGlite) or string (pg): read with toInt. */
export interface BetRow {
  id: unknown;
  order_no: string;
  member_id: unknown;
  ticket_id: string;
  bet_type: sports.BetType;
  series_option: string | null;
  combos: number;
  unit_stake: unknown;
  stake: unknown;
  max_payout: unknown;
  limit_sport: string;
  status: sports.BetStatus;
  reject_reason: string | null;
  payout: unknown;
  created_at: Date | string;
  settled_at: Date | string | null;
}

export interface LegRow {
  bet_id: unknown;
  seq: number;
  game_id: string;
  selection_id: string;
  sport_type: sports.SportType;
  league_name: string;
  team_h: string;
  team_c: string;
  w: sports.AnyPlayType;
  play_name: string;
  r: string;
  selection_name: string;
  line: number | null;
  odds: number;
  is_live: boolean;
  score_at_bet: string;
  result: sports.ResultCode | null;
  cancel_reason: string | null;
  final_score: string | null;
}

export const optionOf = (text: string | null): series.SeriesOption | null =>
  text === null ? null : text === 'full' ? 'full' : Number(text);

function comboText(bet: BetRow, legCount: number): string {
  const option = optionOf(bet.series_option);
  if (bet.bet_type === 'series' && option !== null) return series.optionLabel(legCount, option);
  if (bet.bet_type === 'parlay') return text.parlayCombo(legCount);
  return text.betType[bet.bet_type];
}

const num = (x: unknown): number => Number(x);

export function recordOf(bet: BetRow, legs: LegRow[]): sports.BetRecord {
  const stake = toInt(bet.stake);
  const payout = bet.payout === null ? null : toInt(bet.payout);
  const odds = legs.map((l) => num(l.odds));
  const settled = bet.status === 'settled' || bet.status === 'cancelled';
  return {
    betId: String(toInt(bet.id)),
    orderNo: bet.order_no,
    channelCode: 'CRTY',
    betType: bet.bet_type,
    betTypeName: text.betType[bet.bet_type],
    comboText: comboText(bet, legs.length),
    combos: bet.combos,
    status: bet.status,
    statusName: text.betStatus[bet.status],
    stake: fenToYuanText(stake),
    unitStake: fenToYuanText(toInt(bet.unit_stake)),
    odds:
      bet.bet_type === 'series'
        ? null
        : bet.bet_type === 'parlay'
          ? settlement.parlayOdds(odds)
          : (odds[0] ?? null),
    maxPayout: fenToYuanText(toInt(bet.max_payout)),
    payout: settled && payout !== null ? fenToYuanText(payout) : null,
    winLoss: settled && payout !== null ? fenToYuanText(payout - stake) : null,
    ticket_id: bet.ticket_id,
    rejectReason: bet.reject_reason,
    createTime: formatChinaTime(bet.created_at),
    settleTime: bet.settled_at ? formatChinaTime(bet.settled_at) : null,
    legs: legs.map((l) => ({
      gameId: l.game_id,
      selectionId: l.selection_id,
      sportType: l.sport_type,
      leagueName: l.league_name,
      team_h: l.team_h,
      team_c: l.team_c,
      w: l.w,
      playName: l.play_name,
      r: l.r,
      selectionName: l.selection_name,
      line: l.line === null ? null : num(l.line),
      odds: num(l.odds),
      isLive: l.is_live,
      scoreAtBet: l.score_at_bet,
      result: l.result,
      cancelReason: l.cancel_reason,
      finalScore: l.final_score,
    })),
  };
}

/** Legs of these bets, grouped by bet id, in slip order. */
export async function legsOf(q: Queryable, betIds: number[]): Promise<Map<number, LegRow[]>> {
  const byBet = new Map<number, LegRow[]>();
  if (betIds.length === 0) return byBet;
  const rows = await q.query<LegRow>(
    'SELECT * FROM sport_bet_legs WHERE bet_id = ANY($1::bigint[]) ORDER BY bet_id, seq',
    [betIds],
  );
  for (const row of rows) {
    const id = toInt(row.bet_id);
    byBet.set(id, [...(byBet.get(id) ?? []), row]);
  }
  return byBet;
}

/** Bet records of bet rows (their legs loaded in one query). */
export async function recordsOf(q: Queryable, bets: BetRow[]): Promise<sports.BetRecord[]> {
  const legs = await legsOf(
    q,
    bets.map((b) => toInt(b.id)),
  );
  return bets.map((b) => recordOf(b, legs.get(toInt(b.id)) ?? []));
}

export async function ticketBets(q: Queryable, ticketId: string): Promise<BetRow[]> {
  return q.query<BetRow>('SELECT * FROM sport_bets WHERE ticket_id = $1 ORDER BY id', [ticketId]);
}

/** Start of the China day of `ms`, as an instant: the daily payout limit resets then. */
export function chinaDayStart(ms: number): Date {
  return new Date(dayStart(ms));
}
