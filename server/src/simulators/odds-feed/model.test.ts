import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Feed } from './feed';
import { FixtureList, type Fixture } from './fixtures';
import { MARGIN } from './pricing';
import { createMatch, priceOf, reprice, step } from './sim-match';
import type { SimMatch } from './sim-state';
import { snapshotOf } from '../../sports/view';

const T0 = Date.parse('2026-05-23T12:00:00+08:00');
const fixtures = new FixtureList(7).between(T0, T0 + 7 * 24 * 3600_000);
const of = (sport: string, skip = 0): Fixture => {
  const f = fixtures.filter((x) => x.league.sport === sport)[skip];
  assert.ok(f, `no ${sport} fixture`);
  return f;
};

/** A football match set to a score at a minute of the second half (1-0 at the break). */
function footballAt(fixture: Fixture, home: number, away: number, minute: number): SimMatch {
  const m = createMatch(7, fixture);
  Object.assign(m, {
    status: 'live',
    home,
    away,
    htHome: Math.min(home, 1),
    htAway: 0,
    progress: minute / 90,
  });
  reprice(m);
  return m;
}

const odds = (m: SimMatch, w: string, r: string): number => {
  const market = priceOf(m).find((x) => x.w === w);
  const value = market?.odds[r];
  assert.ok(value !== undefined, `${m.gameId} ${w}/${r} not offered`);
  return value;
};
const overround = (o: Record<string, number>): number =>
  Object.values(o).reduce((sum, hk) => sum + 1 / (hk + 1), 0);

describe('price model', () => {
  it('prices a football match from its own teams: stronger sides are shorter', () => {
    const games = fixtures
      .filter((f) => f.league.sport === 'FT')
      .slice(0, 40)
      .map((f) => createMatch(7, f));
    const prices = new Set(games.map((m) => odds(m, 'M', 'H')));
    assert.ok(prices.size >= 30, 'forty matches, hardly any two alike');
    for (const m of games) {
      const home = odds(m, 'M', 'H');
      const away = odds(m, 'M', 'C');
      // The rates the prices see: each side's expected goals with the market's drift on top.
      const lean = m.rates.home * Math.exp(m.tilt) > m.rates.away * Math.exp(-m.tilt);
      assert.equal(home < away, lean, `${m.team_h}-${m.team_c}`);
    }
  });

  it('moves with the score and the clock: 2-0 at 80 is shorter than 1-0 at 80, 1-0 at 80 than 1-0 at 50', () => {
    const f = of('FT');
    const twoNil = odds(footballAt(f, 2, 0, 80), 'M', 'H');
    const oneNil = odds(footballAt(f, 1, 0, 80), 'M', 'H');
    const early = odds(footballAt(f, 1, 0, 50), 'M', 'H');
    assert.ok(twoNil < oneNil && oneNil < early, `${twoNil} < ${oneNil} < ${early}`);
    // Over/under follows the goals still to come: the line sits above the score.
    const ou = priceOf(footballAt(f, 2, 0, 80)).find((x) => x.w === 'OU');
    assert.ok(ou && ou.line !== null && ou.line > 2 && ou.line <= 3.5, `line ${ou?.line}`);
  });

  it('prices two 2-0 leads at 80 differently when the teams differ', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const m = footballAt(of('FT', i), 2, 0, 80);
      const x = priceOf(m).find((p) => p.w === 'M');
      seen.add(JSON.stringify(x?.odds));
    }
    assert.ok(seen.size >= 5, [...seen].join(' '));
  });

  it('keeps every open market within the book margin (implied chances add up to 1.00-1.07)', () => {
    const clock = { now: T0 + 9 * 3600_000 };
    const feed = new Feed(7, () => clock.now);
    for (let i = 0; i < 120; i++) {
      clock.now += 1000;
      feed.tick();
    }
    let checked = 0;
    for (const m of feed.matches.values())
      for (const market of m.markets) {
        if (market.suspended) continue;
        const sum = overround(Object.fromEntries(market.selections.map((s) => [s.r, s.odds])));
        assert.ok(sum >= 1 && sum <= MARGIN + 0.01, `${market.marketId}: ${sum.toFixed(4)}`);
        assert.ok(market.selections.every((s) => s.odds > 0));
        checked += 1;
      }
    assert.ok(checked > 1000, `${checked} markets`);
    const detail = snapshotOf(feed, { sportType: 'FT', marketType: 'RB' }).matches;
    assert.ok(detail.length > 0, 'football in play at 21:00');
  });

  it('basketball: a normal model of the margin, the leader shorter as the clock runs down', () => {
    const f = of('BK');
    const at = (home: number, away: number, progress: number): number => {
      const m = createMatch(7, f);
      Object.assign(m, { status: 'live', home, away, progress });
      return odds(m, 'M', 'H');
    };
    assert.ok(at(80, 70, 0.75) < at(80, 76, 0.75), 'ten up shorter than four up');
    assert.ok(at(80, 76, 0.95) < at(80, 76, 0.5), 'four up late shorter than four up at the half');
    const m = createMatch(7, f);
    const r = priceOf(m).find((x) => x.w === 'R');
    assert.ok(r && r.line !== null && Math.abs(r.line % 1) === 0.5, 'half-point lines');
  });
});

describe('periods', () => {
  function play(sport: string): { se_now: string; half: boolean; re_time: number }[] {
    const m = createMatch(7, of(sport));
    m.status = 'live';
    const seen: { se_now: string; half: boolean; re_time: number }[] = [];
    while (m.status === 'live' && m.steps < 20_000) {
      step(m, true);
      const last = seen[seen.length - 1];
      if (!last || last.se_now !== m.se_now || last.half !== m.halfTime)
        seen.push({ se_now: m.se_now, half: m.halfTime, re_time: m.re_time });
    }
    return seen;
  }

  it('basketball: four quarters, 中场休息 (HalfTime) only after the second', () => {
    const seen = play('BK');
    const codes = seen.map((s) => s.se_now);
    assert.deepEqual(codes.slice(0, 5), ['Q1', 'Q2', 'HT', 'Q3', 'Q4']);
    for (const s of seen) assert.equal(s.half, s.se_now === 'HT', JSON.stringify(s));
    assert.equal(seen.filter((s) => s.half).length, 1);
  });

  it('football: two halves with 中场休息 at 45 minutes', () => {
    const seen = play('FT');
    assert.deepEqual(seen.map((s) => [s.se_now, s.half]).slice(0, 3), [
      ['1H', false],
      ['HT', true],
      ['2H', false],
    ]);
    assert.equal(seen[1]?.re_time, 2700);
  });

  it('ice hockey: three periods, the intermissions are not a half-time', () => {
    const seen = play('OP');
    assert.deepEqual(seen.map((s) => s.se_now).slice(0, 3), ['P1', 'P2', 'P3']);
    assert.ok(seen.every((s) => !s.half));
  });
});
