import type { sports } from '@site/shared/contract';
import { settlement } from '@site/shared/betting';
import { SPORT_MODELS } from './catalog';
import { teamRating, type Fixture } from './fixtures';
import { priceGoals, pricePoints, priceSets, type PricedMarket } from './pricing';
import { between, rngFor } from './prng';
import { FIRST_HALF_SHARE, stepClock, stepPoints } from './sim-sports';
import { sportsMessages as text } from '../../messages/sports';
import { isBoardPlay } from '../../sports/odds-feed';
import type { SimMatch } from './sim-state';

/**
 * A match of the fixture list: its teams' ratings give each side's expected goals (points,
 * corners) over the match, with a little form of the day; all from (seed, fixture).
 */
export function createMatch(seed: number, fixture: Fixture): SimMatch {
  const { gameId, league } = fixture;
  const rng = rngFor(seed, gameId);
  const model = SPORT_MODELS[league.sport];
  const diff = teamRating(seed, fixture.home) - teamRating(seed, fixture.away);
  const form = (): number => Math.exp(between(rng, -0.06, 0.06));
  // Goals (points): log-linear in the rating difference, the home side a little stronger.
  const scale = model.kind === 'points' ? 0.05 : 0.6;
  const rates = {
    home: model.perSide * model.homeEdge * Math.exp(scale * diff) * form(),
    away: (model.perSide / model.homeEdge) * Math.exp(-scale * diff) * form(),
  };
  const cornerRates = {
    home: 5.2 * Math.exp(0.35 * diff) * form(),
    away: 4.6 * Math.exp(-0.35 * diff) * form(),
  };
  const strength = Math.max(-1, Math.min(1, diff * 1.2 + 0.1 + between(rng, -0.1, 0.1)));
  const match: SimMatch = {
    gameId,
    hgid: `${gameId}H`,
    gide: `${fixture.round}${fixture.index}`,
    league,
    sport: league.sport,
    model,
    team_h: fixture.home || text.homeTeam,
    team_c: fixture.away || text.awayTeam,
    startTime: fixture.startTime,
    strength,
    rates,
    cornerRates,
    cornersH: 0,
    cornersA: 0,
    rng,
    steps: 0,
    status: 'notStarted',
    home: 0,
    away: 0,
    setH: 0,
    setA: 0,
    gameH: 0,
    gameA: 0,
    htHome: null,
    htAway: null,
    se_now: 'NS',
    re_time: 0,
    halfTime: false,
    inBreak: false,
    inningNum: 0,
    progress: 0,
    extra: { top: true, overtime: 0 },
    tilt: between(rng, -0.04, 0.04),
    lockedUntil: 0,
    markets: [],
    timeline: [],
    abandonAt: abandonPoint(seed, gameId),
    abandoned: false,
  };
  reprice(match);
  return match;
}

/** About one match in thirty is abandoned somewhere between 20 % and 85 % of its length. */
export const ABANDON_RATE = 1 / 30;

function abandonPoint(seed: number, gameId: string): number | null {
  const fate = rngFor(seed, gameId, 'abandon');
  return fate() < ABANDON_RATE ? between(fate, 0.2, 0.85) : null;
}

const isFootball = (m: SimMatch): boolean => m.sport === 'FT' || m.sport === 'VF';

/**
 * Expected goals still to come, first half and after it: football splits the match's rate
 * 45 / 55 over its halves, hockey and baseball spread it evenly over what is left.
 */
function goalsToCome(m: SimMatch): {
  first: { home: number; away: number };
  second: { home: number; away: number };
} {
  const { home, away } = m.rates;
  // The market takes money: the drift leans the rates a little one way.
  const h = home * Math.exp(m.tilt);
  const a = away * Math.exp(-m.tilt);
  const p = Math.max(0, Math.min(1, m.progress));
  if (!isFootball(m))
    return { first: { home: h * (1 - p), away: a * (1 - p) }, second: { home: 0, away: 0 } };
  const firstLeft = m.htHome === null ? Math.max(0, 1 - p / 0.5) : 0;
  const secondLeft = m.htHome === null ? 1 : Math.max(0, Math.min(1, (1 - p) / 0.5));
  const s1 = FIRST_HALF_SHARE;
  return {
    first: { home: h * s1 * firstLeft, away: a * s1 * firstLeft },
    second: { home: h * (1 - s1) * secondLeft, away: a * (1 - s1) * secondLeft },
  };
}

/** Every market of the match now, from its sport's model. */
export function priceOf(m: SimMatch): PricedMarket[] {
  const left = Math.max(0, 1 - m.progress);
  const lines = Object.fromEntries(m.markets.map((x) => [x.w, x.line]));
  switch (m.model.kind) {
    case 'goals': {
      const { first, second } = goalsToCome(m);
      const football = isFootball(m);
      const cornersLeft = football ? left : 0;
      return priceGoals(
        {
          home: m.home,
          away: m.away,
          first,
          second,
          htHome: m.htHome,
          htAway: m.htAway,
          runningBall: settlement.RUNNING_BALL_SPORTS.includes(m.sport),
          quarterLines: m.model.quarterLines,
          football,
          corners: football
            ? {
                home: m.cornerRates.home * cornersLeft,
                away: m.cornerRates.away * cornersLeft,
                now: { home: m.cornersH, away: m.cornersA },
              }
            : null,
          lines,
        },
        m.model.draw,
      );
    }
    case 'points':
      return pricePoints({
        home: m.home,
        away: m.away,
        rest: { home: m.rates.home * Math.exp(m.tilt) * left, away: m.rates.away * Math.exp(-m.tilt) * left },
        marginSd: m.model.sigma * Math.sqrt(left),
        totalSd: m.model.total * Math.sqrt(left),
        tilt: m.tilt,
        lines,
      });
    case 'sets':
      return priceSets({
        strength: m.strength,
        sigma: m.model.sigma,
        total: m.model.total,
        diff: m.home - m.away,
        played: m.home + m.away,
        remaining: left,
        tilt: m.tilt,
      });
  }
}

function selectionName(m: SimMatch, w: sports.AnyPlayType, r: string): string {
  const names = text.moreSelection;
  switch (w) {
    case 'OU':
    case 'HOU':
    case 'COU':
      return r === 'O' ? text.selection.over : text.selection.under;
    case 'EO':
      return r === 'O' ? text.selection.odd : text.selection.even;
    case 'CS':
      return r === 'OTH' ? names.otherScore : `${r.charAt(1)}-${r.charAt(2)}`;
    case 'TG':
      return names.totalGoals[r as keyof typeof names.totalGoals] ?? r;
    case 'BTS':
      return r === 'Y' ? names.yes : names.no;
    case 'HTFT':
      return `${names.side[r.charAt(0) as 'H']}/${names.side[r.charAt(1) as 'H']}`;
    default:
      if (r === 'N') return text.selection.draw;
      return r === 'H' ? m.team_h : m.team_c;
  }
}

/**
 * Recomputes every market; returns the ids of markets whose line, odds or lock changed.
 * A board market whose selection is not offered (as good as decided) is locked with its
 * last odds; a 「更多玩法」 market drops the selections that can no longer win (波胆 1-0 at 2-0).
 * Markets that no longer exist (first half over) stay, locked, so a slip sees them close.
 */
export function reprice(m: SimMatch): string[] {
  const priced = priceOf(m);
  const locked = m.status === 'live' && (m.steps < m.lockedUntil || m.halfTime);
  const maxStakeFen = m.status === 'live' ? m.model.maxStakeFen / 2 : m.model.maxStakeFen;
  const changed: string[] = [];
  for (const p of priced) {
    const marketId = `${m.gameId}:${p.w}`;
    const board = isBoardPlay(p.w);
    const before = m.markets.find((x) => x.marketId === marketId);
    const complete = !before || before.selections.every((sel) => p.odds[sel.r] !== undefined);
    const suspended = locked || !p.open || (board && !complete);
    const codes = Object.keys(p.odds);
    if (before) {
      const sameSet =
        board ||
        (before.selections.length === codes.length &&
          codes.every((r) => before.selections.some((s) => s.r === r)));
      const same =
        sameSet &&
        before.line === p.line &&
        before.suspended === suspended &&
        before.maxStakeFen === maxStakeFen &&
        before.selections.every((sel) => (p.odds[sel.r] ?? sel.odds) === sel.odds);
      if (same) continue;
      // Updated in place: the batch holds a reference and sends the latest state.
      before.line = p.line;
      before.suspended = suspended;
      before.maxStakeFen = maxStakeFen;
      if (board) for (const sel of before.selections) sel.odds = p.odds[sel.r] ?? sel.odds;
      else before.selections = selectionsOf(m, marketId, p, codes);
    } else {
      m.markets.push({
        marketId,
        w: p.w,
        name: text.playName[p.w],
        line: p.line,
        suspended,
        maxStakeFen,
        selections: selectionsOf(m, marketId, p, codes),
      });
    }
    changed.push(marketId);
  }
  for (const market of m.markets) {
    if (!priced.some((p) => `${m.gameId}:${p.w}` === market.marketId) && !market.suspended) {
      market.suspended = true;
      changed.push(market.marketId);
    }
  }
  return changed;
}

function selectionsOf(m: SimMatch, marketId: string, p: PricedMarket, codes: string[]) {
  return codes.map((r) => ({
    id: `${marketId}:${r}`,
    r,
    name: selectionName(m, p.w, r),
    odds: p.odds[r] ?? 0,
  }));
}

export interface StepResult {
  scored: boolean;
  markets: string[];
  finished: boolean;
}

/**
 * One real second of a live match: the clock, maybe a score, maybe moved or locked prices.
 * `quiet`: no repricing (a match caught up to now reprices once at the end).
 */
export function step(m: SimMatch, quiet = false): StepResult {
  m.steps += 1;
  const shape = (): string =>
    `${m.home}-${m.away}-${m.setH}-${m.setA}-${m.gameH}-${m.gameA}-${m.se_now}-${m.inningNum}`;
  const before = shape();
  const [homeBefore, awayBefore] = [m.home, m.away];
  const cornersBefore = m.cornersH + m.cornersA;
  const minuteBefore = Math.floor(((m.steps - 1) * m.model.speed) / 60);
  const finished = m.model.clock ? stepClock(m) : stepPoints(m);
  const scored = shape() !== before;
  if (m.home !== homeBefore || m.away !== awayBefore) {
    m.timeline.push({
      re_time: m.re_time,
      se_now: m.se_now,
      side: m.home !== homeBefore ? 'H' : 'C',
      score: `${m.home}-${m.away}`,
    });
    // A score locks the board for a few seconds, as a real book does while it reprices.
    m.lockedUntil = m.steps + 4;
  }
  if (!finished && m.abandonAt !== null && m.progress >= m.abandonAt) {
    m.abandoned = true;
    m.status = 'finished';
    return { scored, markets: [], finished: true };
  }
  if (finished) {
    m.status = 'finished';
    return { scored, markets: [], finished };
  }
  const r = m.rng();
  if (r < 0.002) m.lockedUntil = m.steps + 5;
  const drift = r > 0.9;
  if (drift) m.tilt = Math.max(-0.08, Math.min(0.08, m.tilt + between(m.rng, -0.02, 0.02)));
  if (quiet) return { scored, markets: [], finished: false };
  const lockedNow = m.steps < m.lockedUntil || m.halfTime;
  const lockFlip = (m.markets[0]?.suspended ?? false) !== lockedNow;
  // Time runs the prices down too: they move every match minute, and at once on a score,
  // a corner, a lock or the market's drift.
  const minute = Math.floor((m.steps * m.model.speed) / 60) !== minuteBefore;
  const corner = m.cornersH + m.cornersA !== cornersBefore;
  const markets = scored || corner || drift || lockFlip || minute ? reprice(m) : [];
  return { scored, markets, finished: false };
}
