import { randomBytes } from 'node:crypto';
import { ErrorCode, fenToYuanText, sports, yuanTextToFen } from '@site/shared/contract';
import { series, settlement } from '@site/shared/betting';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { moveMoney } from '../money/door';
import { CENTER, balanceOf, systemWallet } from '../money/ledger';
import { recordsOf, ticketBets } from './bets-store';
import type { FeedMatch, MarketState, OddsFeed } from './odds-feed';
import { assertDailyPayout, limitSportOf } from './limits';
import { sportsMessages as text, sportsMemos } from '../messages/sports';

type Input = sports.PlaceBetRequest & { autoAccept: boolean };

const bad = (message: string): ApiError => new ApiError(ErrorCode.INVALID_PARAMETER, message);

/** What the slip's selection points at now. */
interface Resolved {
  input: sports.BetSelection;
  match: FeedMatch | null;
  sport: sports.SportType;
  leagueName: string;
  team_h: string;
  team_c: string;
  market: MarketState;
  selection: { id: string; r: string; name: string; odds: number };
}

/** Shape rules of each bet type (SPEC §4-5: counts, no two legs of one match, champion alone). */
function checkShape(input: Input): void {
  const n = input.selections.length;
  const champion = input.selections.filter((s) => s.w === 'CH').length;
  const games = new Set(input.selections.map((s) => s.gameId));
  switch (input.betType) {
    case 'single':
      if (n !== 1 || champion > 0) throw bad(text.singleOneLeg);
      break;
    case 'champion':
      if (n !== 1 || champion !== 1) throw bad(text.championOneLeg);
      break;
    case 'parlay':
    case 'series':
      if (n < 2) throw bad(input.betType === 'parlay' ? text.parlayNeedsTwo : text.seriesNeedsTwo);
      if (champion > 0) throw bad(text.championAlone);
      if (games.size !== n) throw bad(text.sameMatch);
      break;
  }
  if (input.betType === 'series') {
    const options = input.series ?? [];
    if (options.length === 0) throw bad(text.seriesOptionMissing);
    const seen = new Set<string>();
    for (const o of options) {
      if (o.option !== 'full' && o.option > n) throw bad(text.seriesOptionTooBig(o.option));
      if (o.option === 'full' && n < 3) throw bad(text.fullCoverNeedsThree);
      if (seen.has(String(o.option))) throw bad(text.seriesOptionRepeated);
      seen.add(String(o.option));
    }
  } else if (input.stake === undefined) throw bad(text.stakeMissing);
}

/** The selection's current state, or a change the slip must see (moved line, locked, gone, or odds with auto-accept off). */
function resolve(
  feed: OddsFeed,
  s: sports.BetSelection,
  autoAccept: boolean,
): { resolved: Resolved | null; change: sports.SelectionChange | null } {
  const closed = { selectionId: s.selectionId, odds: s.odds, line: s.line, suspended: true, closed: true };
  const marketId = `${s.gameId}:${s.w}`;
  const match = feed.matches.get(s.gameId) ?? null;
  const outright = match ? null : (feed.outrights.get(s.gameId) ?? null);
  const market = match
    ? match.markets.find((m) => m.marketId === marketId)
    : outright?.market.marketId === marketId
      ? outright.market
      : undefined;
  const selection = market?.selections.find((x) => x.id === s.selectionId && x.r === s.r);
  if (
    (!match && !outright) ||
    !market ||
    !selection ||
    (match && match.status !== 'notStarted' && match.status !== 'live')
  )
    return { resolved: null, change: closed };
  const league = match ? match.league : (outright as NonNullable<typeof outright>).league;
  const resolved: Resolved = {
    input: s,
    match,
    sport: league.sport,
    leagueName: league.name,
    team_h: match ? match.team_h : '',
    team_c: match ? match.team_c : '',
    market,
    selection,
  };
  const blocked = market.suspended || market.line !== s.line || (!autoAccept && selection.odds !== s.odds);
  const change = {
    selectionId: s.selectionId,
    odds: selection.odds,
    line: market.line,
    suspended: market.suspended,
    closed: false,
  };
  return { resolved, change: blocked ? change : null };
}

interface PlannedBet {
  betType: sports.BetType;
  option: series.SeriesOption | null;
  combos: number;
  unitStake: number;
  stake: number;
  maxPayout: number;
  limitSport: sports.SportType;
}

function stakeFen(yuan: string, what: string): number {
  const fen = yuanTextToFen(yuan);
  if (fen < sports.STAKE_LIMITS.minFen)
    throw bad(text.stakeBelowMin(what, fenToYuanText(sports.STAKE_LIMITS.minFen)));
  return fen;
}

function plan(input: Input, legs: Resolved[]): PlannedBet[] {
  const odds = legs.map((l) => l.selection.odds);
  const minLegMax = Math.min(...legs.map((l) => l.market.maxStakeFen));
  // A champion leg counts as its league's sport: FS is only the board's name for outrights.
  const limitSport = limitSportOf(legs.map((l) => l.sport));
  const over = (fen: number, max: number, what: string): void => {
    if (fen > max) throw bad(text.stakeAboveMax(what, fenToYuanText(max)));
  };
  if (input.betType !== 'series') {
    const stake = stakeFen(input.stake ?? '0', text.stakeOf.single);
    over(
      stake,
      input.betType === 'parlay' ? Math.min(sports.STAKE_LIMITS.parlayMaxFen, minLegMax) : minLegMax,
      input.betType === 'parlay' ? text.stakeOf.parlay : text.stakeOf.single,
    );
    return [
      {
        betType: input.betType,
        option: null,
        combos: 1,
        unitStake: stake,
        stake,
        maxPayout: settlement.maxPayoutFen(stake, odds),
        limitSport,
      },
    ];
  }
  return (input.series ?? []).map(({ option, unitStake }) => {
    const unit = stakeFen(unitStake, text.stakeOf.seriesUnit);
    over(unit, Math.min(sports.STAKE_LIMITS.seriesUnitMaxFen, minLegMax), text.stakeOf.seriesUnit);
    const combos = series.comboCount(legs.length, option);
    return {
      betType: 'series',
      option,
      combos,
      unitStake: unit,
      stake: unit * combos,
      maxPayout: settlement.maxPayoutFen(unit, odds, option),
      limitSport,
    };
  });
}

const newId = (prefix: string): string =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;

export interface PlaceOptions {
  memberId: number;
  requestId: string;
  /** In-play bets wait this long before they are accepted or rejected. */
  delayMs: number;
}

/**
 * Places a slip in the caller's (idempotent) transaction: checks shape, prices, stakes and
 * the daily payout limit, debits the stake from the center wallet ('sport_stake' pairs) and
 * writes ticket, bets and legs. A slip that saw stale prices moves nothing (oddsChanged).
 */
export async function placeBets(
  q: Queryable,
  feed: OddsFeed,
  input: Input,
  o: PlaceOptions,
): Promise<sports.PlaceBetResponse> {
  checkShape(input);
  const outcomes = input.selections.map((s) => resolve(feed, s, input.autoAccept));
  const changes = outcomes.flatMap((x) => (x.change ? [x.change] : []));
  if (changes.length > 0) {
    return {
      status: 'oddsChanged',
      ticket_id: null,
      delayMs: 0,
      bets: [],
      changes,
      centerWalletBalance: fenToYuanText(await balanceOf(q, o.memberId, CENTER)),
    };
  }
  const legs = outcomes.map((x) => x.resolved as Resolved);
  const bets = plan(input, legs);
  const now = feed.now();
  await assertDailyPayout(
    q,
    o.memberId,
    now,
    bets.map((b) => ({ limitSport: b.limitSport, maxPayoutFen: b.maxPayout })),
  );
  const live = legs.some((l) => l.match?.status === 'live');
  const ticketId = newId('T');
  await q.query(
    `INSERT INTO sport_tickets (ticket_id, member_id, status, auto_accept, decide_at) VALUES ($1, $2, $3, $4, $5)`,
    [
      ticketId,
      o.memberId,
      live ? 'pending' : 'accepted',
      input.autoAccept,
      new Date(now + (live ? o.delayMs : 0)),
    ],
  );
  let seq = 0;
  for (const bet of bets) {
    const orderNo = newId('S');
    await moveMoney(q, {
      kind: 'sport_stake',
      memberId: o.memberId,
      from: CENTER,
      to: systemWallet('sportsbook'),
      amount: bet.stake,
      requestId: o.requestId,
      seq: seq++,
      orderNo,
      memo: sportsMemos.stake(orderNo),
    });
    const [row] = await q.query<{ id: unknown }>(
      `INSERT INTO sport_bets (order_no, member_id, ticket_id, bet_type, series_option, combos, unit_stake, stake, max_payout, limit_sport, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        orderNo,
        o.memberId,
        ticketId,
        bet.betType,
        bet.option === null ? null : String(bet.option),
        bet.combos,
        bet.unitStake,
        bet.stake,
        bet.maxPayout,
        bet.limitSport,
        live ? 'pending' : 'accepted',
      ],
    );
    for (const [i, leg] of legs.entries()) {
      await q.query(
        `INSERT INTO sport_bet_legs (bet_id, seq, game_id, selection_id, sport_type, league_name, team_h, team_c, w, play_name, r, selection_name, line, odds, is_live, score_at_bet)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
        [
          row?.id,
          i,
          leg.input.gameId,
          leg.selection.id,
          leg.sport,
          leg.leagueName,
          leg.team_h,
          leg.team_c,
          leg.market.w,
          leg.market.name,
          leg.selection.r,
          leg.selection.name,
          leg.market.line,
          leg.selection.odds,
          leg.match?.status === 'live',
          leg.match?.status === 'live' ? `${leg.match.home}-${leg.match.away}` : '',
        ],
      );
    }
  }
  return {
    status: live ? 'pending' : 'accepted',
    ticket_id: ticketId,
    delayMs: live ? o.delayMs : 0,
    bets: await recordsOf(q, await ticketBets(q, ticketId)),
    changes: [],
    centerWalletBalance: fenToYuanText(await balanceOf(q, o.memberId, CENTER)),
  };
}
