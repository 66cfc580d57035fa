import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sports } from '@site/shared/contract';
import { Feed, type Finished } from './feed';
import { scoreOf, snapshotOf } from '../../sports/view';
import { chinaDate } from '../../time/china';

/** Noon in China on a fixed day: the feed's clock in these tests. */
const T0 = Date.parse('2026-05-23T12:00:00+08:00');

function feedAt(seed: number, start = T0): { feed: Feed; clock: { now: number } } {
  const clock = { now: start };
  return { feed: new Feed(seed, () => clock.now), clock };
}

function run(feed: Feed, clock: { now: number }, seconds: number): void {
  for (let i = 0; i < seconds; i++) {
    clock.now += 1000;
    feed.tick();
  }
}

const snap = (feed: Feed, filter: Partial<Parameters<typeof snapshotOf>[1]> = {}): sports.Snapshot =>
  snapshotOf(feed, { sportType: 'ALL', marketType: 'FT', ...filter });

describe('simulated feed', () => {
  it('is the same for the same seed and clock, and different for another seed', () => {
    const a = feedAt(7);
    const b = feedAt(7);
    const c = feedAt(8);
    run(a.feed, a.clock, 30);
    run(b.feed, b.clock, 30);
    run(c.feed, c.clock, 30);
    for (const type of ['RB', 'FT', 'FU', 'FSFU'] as const) {
      assert.deepEqual(snap(a.feed, { marketType: type }), snap(b.feed, { marketType: type }));
    }
    assert.notDeepEqual(
      snap(a.feed, { marketType: 'FU' }).matches,
      snap(c.feed, { marketType: 'FU' }).matches,
    );
    const parsed = sports.snapshotResponse.safeParse(snap(a.feed, { marketType: 'RB' }));
    assert.ok(parsed.success, parsed.success ? '' : parsed.error.message);
    assert.equal(parsed.data?.simulated, true);
  });

  it('has matches of every sport, the quick leagues, and champions', () => {
    const { feed } = feedAt(7);
    const all = [
      ...snap(feed, { marketType: 'RB' }).matches,
      ...snap(feed).matches,
      ...snap(feed, { marketType: 'FU' }).matches,
    ];
    for (const sport of sports.MATCH_SPORTS)
      assert.ok(
        all.some((m) => m.sportType === sport),
        `no ${sport} match`,
      );
    for (const { leagueId } of sports.QUICK_LEAGUES)
      assert.ok(
        all.some((m) => m.leagueId === leagueId),
        `no ${leagueId} match`,
      );
    const champions = [
      ...snap(feed, { marketType: 'FSFT' }).champions,
      ...snap(feed, { marketType: 'FSFU' }).champions,
    ];
    assert.ok(champions.length >= 10);
    assert.ok(champions.every((c) => c.market.w === 'CH' && c.market.selections.length >= 6));
  });

  it('prices handicap (with quarter lines), over/under, 1X2 and odd/even, each selection with a stable id', () => {
    const { feed } = feedAt(7);
    const football = snap(feed, { marketType: 'FU', sportType: 'FT' }).matches;
    assert.ok(football.length > 20);
    for (const m of football) {
      const plays = m.markets.map((x) => x.w);
      for (const w of ['R', 'OU', 'M', 'EO', 'HR', 'HOU'] as const)
        assert.ok(plays.includes(w), `${m.gameId} lacks ${w}`);
      assert.equal(m.markets.find((x) => x.w === 'M')?.selections.length, 3);
      assert.equal(m.t_count, m.markets.length + 7, 'the board markets and 7 of 更多玩法');
      for (const x of m.markets) for (const s of x.selections) assert.equal(s.id, `${x.marketId}:${s.r}`);
    }
    const lines = football.map((m) => m.markets.find((x) => x.w === 'R')?.line ?? 0);
    assert.ok(
      lines.some((l) => Math.abs(Math.round(l * 4)) % 2 === 1),
      'no quarter line',
    );
    const basketball = snap(feed, { marketType: 'FU', sportType: 'BK' }).matches[0];
    assert.equal(basketball?.markets.find((x) => x.w === 'M')?.selections.length, 2);
  });

  it('filters by sport, league, market type and date', () => {
    const { feed } = feedAt(7);
    assert.ok(snap(feed, { sportType: 'BK' }).matches.every((m) => m.sportType === 'BK'));
    const epl = snap(feed, { marketType: 'FU', leagueId: 'EPL' });
    assert.ok(epl.matches.length > 0 && epl.matches.every((m) => m.leagueId === 'EPL'));
    assert.ok(epl.leagues.length > 1, 'leagues list ignores the league filter');
    assert.equal(epl.leagues[0]?.leagueId, 'UCL', 'quick leagues come first, in SPEC order');
    const early = snap(feed, { marketType: 'FU' });
    const today = chinaDate(T0);
    assert.ok(early.dates.length >= 2 && early.dates.every((d) => d > today));
    const day = early.dates[1] ?? '';
    const onDay = snap(feed, { marketType: 'FU', date: day });
    assert.ok(onDay.matches.length > 0 && onDay.matches.every((m) => m.startText.startsWith(day)));
    assert.ok(
      snap(feed).matches.every((m) => m.marketType === 'FT' && m.startText.startsWith(today) && !m.isLive),
    );
    assert.ok(snap(feed, { marketType: 'RB' }).matches.every((m) => m.isLive && m.marketType === 'RB'));
    const fsft = snap(feed, { marketType: 'FSFT' });
    assert.ok(fsft.champions.every((c) => c.closeText.startsWith(today)));
    assert.equal(
      snap(feed, { sportType: 'FS', marketType: 'FU' }).champions.length,
      snap(feed, { marketType: 'FSFU' }).champions.length,
    );
  });

  it('plays a match: clock, periods, scores, then the end with a result', () => {
    const { feed, clock } = feedAt(7);
    const m = [...feed.matches.values()].find((x) => x.sport === 'FT' && x.status === 'notStarted');
    assert.ok(m);
    feed.startNow(m.gameId);
    run(feed, clock, 1800);
    const live = scoreOf(m);
    assert.equal(live.isLive, true);
    assert.equal(live.se_now, '1H');
    assert.equal(live.re_time, 1800, 'real time: 1800 s is the 30th minute');
    let finished = false;
    for (let i = 0; i < 6000 && !finished; i++) {
      clock.now += 1000;
      finished = feed.tick().some((f) => f.gameId === m.gameId);
    }
    assert.ok(finished);
    const done = feed.finished.get(m.gameId);
    assert.ok(done && done.kind === 'match' && done.htHome !== null && done.home >= done.htHome);
    assert.ok(!feed.matches.has(m.gameId));
    assert.ok(feed.takeBatch(scoreOf)?.closed.includes(m.gameId));
  });

  it('plays set, frame and inning sports to a winner', () => {
    const { feed, clock } = feedAt(11);
    const picks = (['TN', 'VB', 'TT', 'SK', 'BS', 'BK'] as const).map((sport) =>
      [...feed.matches.values()].find((x) => x.sport === sport && x.status === 'notStarted'),
    );
    for (const m of picks) if (m) feed.startNow(m.gameId);
    run(feed, clock, 5000);
    for (const m of picks) {
      assert.ok(m);
      const done = feed.finished.get(m.gameId);
      assert.ok(done && done.kind === 'match', `${m.sport} did not finish`);
      if (m.sport === 'TN') assert.equal(Math.max(done.home, done.away), 2);
      if (m.sport === 'VB' || m.sport === 'TT') assert.equal(Math.max(done.home, done.away), 3);
      if (m.sport === 'SK') assert.equal(Math.max(done.home, done.away), 5);
      if (m.sport === 'BS' || m.sport === 'BK') assert.notEqual(done.home, done.away);
    }
  });

  it('batches changes: one entry per market however often it moved, scores of live matches', () => {
    const { feed, clock } = feedAt(7);
    feed.takeBatch(scoreOf);
    run(feed, clock, 20);
    const batch = feed.takeBatch(scoreOf);
    assert.ok(batch);
    const ids = batch.markets.map((m) => m.marketId);
    assert.equal(new Set(ids).size, ids.length);
    assert.ok(batch.markets.length > 0);
    assert.ok(batch.scores.length > 0 && batch.scores.every((s) => s.isLive));
    assert.ok(sports.deltaBatch.safeParse(batch).success);
    assert.equal(feed.takeBatch(scoreOf), null, 'nothing new, no batch');
  });

  it('replays a match that ended while nobody watched to the same result', () => {
    const { feed, clock } = feedAt(7);
    const m = [...feed.matches.values()].find((x) => x.sport === 'VF' && x.status === 'notStarted');
    assert.ok(m);
    run(feed, clock, Math.ceil((m.startTime - clock.now) / 1000) + 400);
    const done = feed.finished.get(m.gameId);
    assert.ok(done && done.kind === 'match');
    const later = feedAt(7, clock.now + 3600_000).feed;
    const replayed = later.replay(m.gameId);
    assert.ok(replayed && replayed.kind === 'match');
    assert.deepEqual([replayed.home, replayed.away], [done.home, done.away]);
    const outright = [...feed.outrights.values()][0];
    assert.ok(outright);
    const afterClose = feedAt(7, outright.closeTime + 1000).feed.replay(outright.gameId);
    assert.ok(afterClose && afterClose.kind === 'outright');
    const live = feedAt(7);
    run(live.feed, live.clock, 0);
    live.clock.now = outright.closeTime + 500;
    const closed = live.feed.tick().find((f) => f.gameId === outright.gameId);
    assert.deepEqual(
      closed && closed.kind === 'outright' && closed.winner,
      afterClose.winner,
      'the same champion live and replayed',
    );
    assert.equal(feedAt(7).feed.replay(outright.gameId), null, 'an open outright has no result yet');
  });

  it('abandons about one match in thirty part-way: it finishes early, restored, live and replayed alike', () => {
    const { feed, clock } = feedAt(7);
    const all = [...feed.matches.values()];
    const share = all.filter((m) => m.abandonAt !== null).length / all.length;
    assert.ok(share > 0.01 && share < 0.08, `abandoned share ${share}`);
    const m = all.find((x) => x.sport === 'VF' && x.status === 'notStarted' && x.abandonAt !== null);
    assert.ok(m, 'no VR football match to abandon');
    feed.startNow(m.gameId);
    let done: Finished | undefined;
    for (let i = 0; i < 3000 && !done; i++) {
      clock.now += 1000;
      done = feed.tick().find((f) => f.gameId === m.gameId);
    }
    assert.ok(done && done.kind === 'match' && done.restored === true);
    assert.ok(m.progress < 0.9, 'stopped before the end');
    const played = all.find((x) => x.sport === 'VF' && x.abandonAt === null && x.status === 'notStarted');
    assert.ok(played);
    feed.startNow(played.gameId);
    run(feed, clock, 3000);
    const whole = feed.finished.get(played.gameId);
    assert.ok(whole && whole.kind === 'match' && !whole.restored, 'the others play to the end');
  });
});
