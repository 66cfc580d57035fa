import type { sports } from '@site/shared/contract';

/** The board's filters (SPEC §2, §4). */
export interface FilterState {
  sportType: sports.SportFilter;
  marketType: sports.MarketType;
  /** Early market only: one China date, or null for every later day. */
  date: string | null;
  /** The league chosen in the quick list (null: all). */
  quickLeague: string | null;
  /** The full league filter: shown leagues, empty = all. */
  leagueIds: string[];
  /** Bumped by every filter change: the board reloads when it moves. */
  refresh: number;
}

export const initialFilters: FilterState = {
  sportType: 'FT',
  marketType: 'FT',
  date: null,
  quickLeague: null,
  leagueIds: [],
  refresh: 0,
};

/**
 * The filters whose board lists a match of this sport and market type (a link from the
 * home widget): in play shows every sport; a champion or unknown type falls back to today.
 */
export function filtersFor(
  sportType: sports.SportType | undefined,
  marketType: sports.MarketType | undefined,
): FilterState {
  if (marketType === 'RB') return { ...initialFilters, marketType, sportType: 'ALL' };
  const board = marketType === 'FU' ? 'FU' : 'FT';
  const sport = sportType && sportType !== 'FS' ? sportType : initialFilters.sportType;
  return { ...initialFilters, marketType: board, sportType: sport };
}

/** SPEC §4: any of sport type, market type, date or league changing clears the league filter and bumps the counter. */
function changed(state: FilterState, patch: Partial<FilterState>): FilterState {
  return { ...state, ...patch, leagueIds: [], refresh: state.refresh + 1 };
}

export function setSportType(state: FilterState, sportType: sports.SportFilter): FilterState {
  // In-play deactivates the type tabs: nothing to change there.
  if (typesDisabled(state)) return state;
  return changed(state, { sportType, quickLeague: null });
}

/** In play shows every sport with the type tabs deactivated; leaving early resets date and type to football. */
export function setMarketType(state: FilterState, marketType: sports.MarketType): FilterState {
  if (marketType === state.marketType) return state;
  const patch: Partial<FilterState> = { marketType, quickLeague: null };
  if (state.marketType === 'FU') Object.assign(patch, { date: null, sportType: 'FT' });
  if (marketType === 'RB') patch.sportType = 'ALL';
  else if (state.marketType === 'RB') patch.sportType = 'FT';
  return changed(state, patch);
}

export function setDate(state: FilterState, date: string | null): FilterState {
  if (state.marketType !== 'FU') return state;
  return changed(state, { date });
}

export function setQuickLeague(state: FilterState, leagueId: string | null): FilterState {
  return changed(state, { quickLeague: leagueId });
}

/** Applying the full league filter replaces it (and reloads), without touching the rest. */
export function setLeagueFilter(state: FilterState, leagueIds: string[]): FilterState {
  return { ...state, leagueIds: [...leagueIds], refresh: state.refresh + 1 };
}

export function typesDisabled(state: Pick<FilterState, 'marketType'>): boolean {
  return state.marketType === 'RB';
}

export function isChampionMarket(marketType: sports.MarketType): boolean {
  return marketType === 'FSFT' || marketType === 'FSFU';
}

/** The snapshot call's payload for these filters (the full league filter is applied on the page). */
export function snapshotPayload(state: FilterState): sports.SnapshotRequest {
  return {
    sportType: state.sportType,
    marketType: state.marketType,
    ...(state.marketType === 'FU' && state.date ? { date: state.date } : {}),
    ...(state.quickLeague ? { leagueId: state.quickLeague } : {}),
  };
}
