import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LEAGUES } from './catalog';
import { Feed } from './feed';
import { FixtureList, type Fixture } from './fixtures';
import { chinaDate, chinaMinuteText as chinaText } from '../../time/china';

/** Noon in China on a fixed day, as in feed.test.ts. */
const T0 = Date.parse('2026-05-23T12:00:00+08:00');
const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** The longest a match of each sport runs in real time (football: 105 min with half-time). */
const RUN_MS: Record<string, number> = { VF: 4 * 60_000, FT: 2 * HOUR };

describe('fixture list', () => {
  const week = new FixtureList(7).between(T0, T0 + 7 * DAY);

  it('has no team play twice at once over a week, and a football team once per ~3 days', () => {
    const byTeam = new Map<string, Fixture[]>();
    for (const f of week)
      for (const team of [f.home, f.away]) byTeam.set(team, [...(byTeam.get(team) ?? []), f]);
    let checked = 0;
    for (const [team, games] of byTeam) {
      games.sort((a, b) => a.startTime - b.startTime);
      for (let i = 1; i < games.length; i++) {
        const [a, b] = [games[i - 1] as Fixture, games[i] as Fixture];
        const gap = b.startTime - a.startTime;
        const least = a.league.sport === 'FT' ? 60 * HOUR : (RUN_MS[a.league.sport] ?? 2 * HOUR);
        assert.ok(
          gap >= least,
          `${team}: ${a.gameId} at ${chinaText(a.startTime)} then ${b.gameId} at ${chinaText(b.startTime)}`,
        );
        checked += 1;
      }
    }
    assert.ok(checked > 500, `only ${checked} consecutive pairs`);
    // Teams in two competitions are among them: 巴黎圣日耳曼 plays 欧冠 and 法甲 in the week.
    const psg = byTeam.get('巴黎圣日耳曼') ?? [];
    assert.deepEqual([...new Set(psg.map((f) => f.league.leagueId))].sort(), ['L1', 'UCL']);
  });

  it('spreads kick-offs through the day (China time) and over the coming days', () => {
    const football = week.filter((f) => f.league.sport === 'FT');
    const times = new Set(football.map((f) => chinaText(f.startTime).slice(11)));
    assert.ok(times.size >= 15, `kick-off times: ${[...times].join(' ')}`);
    const days = new Set(football.map((f) => chinaDate(f.startTime)));
    assert.ok(days.size >= 7, 'football every day');
    for (const league of LEAGUES.filter((l) => l.sport === 'FT' && !l.every)) {
      const perRound = week.filter((f) => f.league === league).length / (7 / 3);
      assert.ok(perRound >= league.teams.length / 2 - 5, `${league.leagueId}: ${perRound} a round`);
    }
  });

  it('is the same for the same seed and finds a fixture by its id', () => {
    const again = new FixtureList(7).between(T0, T0 + 7 * DAY);
    assert.deepEqual(
      again.map((f) => [f.gameId, f.home, f.away, f.startTime]),
      week.map((f) => [f.gameId, f.home, f.away, f.startTime]),
    );
    const f = week[10] as Fixture;
    assert.equal(new FixtureList(7).byId(f.gameId)?.home, f.home);
    assert.equal(new FixtureList(7).byId('EPL-1-99'), null);
  });

  it('gives each live match its own clock', () => {
    // A European evening of the list: the domestic round's kick-offs from 19:30 on.
    const evening = week.find((f) => f.league.leagueId === 'EPL' && chinaText(f.startTime).endsWith('19:30'));
    assert.ok(evening);
    const clock = { now: evening.startTime + 3 * HOUR };
    const feed = new Feed(7, () => clock.now);
    const live = [...feed.matches.values()].filter((m) => m.status === 'live' && m.sport === 'FT');
    assert.ok(live.length >= 5, `${live.length} live football matches`);
    const clocks = new Set(live.map((m) => `${m.se_now} ${m.re_time}`));
    assert.ok(clocks.size >= Math.min(8, live.length / 2), `clocks: ${[...clocks].join(', ')}`);
    for (const m of live) {
      const played = Math.floor((clock.now - m.startTime) / 1000);
      // Real time: the clock is the time since kick-off, less the half-time break once past it.
      const expected = played < 2700 ? played : played < 3600 ? 2700 : played - 900;
      assert.equal(m.re_time, expected, m.gameId);
    }
  });
});
