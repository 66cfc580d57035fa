import {
  filtersFor,
  initialFilters,
  setDate,
  setLeagueFilter,
  setMarketType,
  setQuickLeague,
  setSportType,
  snapshotPayload,
  typesDisabled,
  type FilterState,
} from './filter-logic';

const filtered: FilterState = { ...initialFilters, leagueIds: ['EPL', 'SA'] };

describe('board filters (SPEC §4)', () => {
  it.each([
    ['sport type', (s: FilterState) => setSportType(s, 'BK')],
    ['market type', (s: FilterState) => setMarketType(s, 'FU')],
    ['league', (s: FilterState) => setQuickLeague(s, 'EPL')],
    ['date', (s: FilterState) => setDate(setMarketType(s, 'FU'), '2026-11-25')],
  ])('changing the %s clears the league filter and bumps the refresh counter', (_name, change) => {
    const next = change(filtered);
    expect(next.leagueIds).toEqual([]);
    expect(next.refresh).toBeGreaterThan(filtered.refresh);
  });

  it('the full league filter bumps the counter and keeps the other filters', () => {
    const next = setLeagueFilter(setSportType(initialFilters, 'BK'), ['NBA']);
    expect(next).toMatchObject({ sportType: 'BK', leagueIds: ['NBA'], refresh: 2 });
  });

  it('in-play deactivates the type tabs: every sport, and a type click changes nothing', () => {
    const live = setMarketType(setSportType(initialFilters, 'BK'), 'RB');
    expect(typesDisabled(live)).toBe(true);
    expect(live.sportType).toBe('ALL');
    expect(setSportType(live, 'TN')).toBe(live);
  });

  it('leaving the early market resets the date and the type to football', () => {
    const early = setDate(setSportType(setMarketType(initialFilters, 'FU'), 'BK'), '2026-11-25');
    expect(early).toMatchObject({ marketType: 'FU', sportType: 'BK', date: '2026-11-25' });
    const today = setMarketType(early, 'FT');
    expect(today).toMatchObject({ marketType: 'FT', sportType: 'FT', date: null });
  });

  it('a date only applies to the early market', () => {
    expect(setDate(initialFilters, '2026-11-25')).toBe(initialFilters);
  });

  it('sends date and quick league with the snapshot call', () => {
    const early = setQuickLeague(setDate(setMarketType(initialFilters, 'FU'), '2026-11-25'), 'EPL');
    expect(snapshotPayload(early)).toEqual({
      sportType: 'FT',
      marketType: 'FU',
      date: '2026-11-25',
      leagueId: 'EPL',
    });
  });

  it('a link opens the board that lists its match: in play every sport, else its sport and day', () => {
    expect(filtersFor('BK', 'RB')).toMatchObject({ sportType: 'ALL', marketType: 'RB' });
    expect(filtersFor('BK', 'FU')).toMatchObject({ sportType: 'BK', marketType: 'FU' });
    expect(filtersFor('TN', 'FT')).toMatchObject({ sportType: 'TN', marketType: 'FT' });
    expect(filtersFor(undefined, undefined)).toEqual(initialFilters);
  });
});
