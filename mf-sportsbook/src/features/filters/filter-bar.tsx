import styled from 'styled-components';
import type { sports } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Tabs, type TabItem } from '@site/shared/ui';
import { LeagueBar } from './league-bar';
import * as filters from './filter-logic';

const SPORT_TABS: readonly sports.SportFilter[] = [
  'ALL',
  'FT',
  'VF',
  'BK',
  'TN',
  'OP',
  'SK',
  'FS',
  'BS',
  'VB',
  'TT',
];
const MARKET_TABS: readonly sports.MarketType[] = ['FU', 'FT', 'RB', 'FSFT', 'FSFU'];

const Bar = styled.div`
  display: grid;
  /* A phone scrolls each tab row sideways; the rows never widen the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
  margin-bottom: 12px;
  [role='tablist'] {
    overflow-x: auto;
    scrollbar-width: none;
  }
`;

export interface FilterBarProps {
  state: filters.FilterState;
  onChange: (next: filters.FilterState) => void;
  sportCounts: Record<string, number>;
  dates: readonly string[];
  leagues: readonly sports.League[];
}

/** Market tabs, sport type tabs, the early market's date strip and the league lists (SPEC §2, §4). */
export function FilterBar({ state, onChange, sportCounts, dates, leagues }: FilterBarProps) {
  const typesOff = filters.typesDisabled(state);
  const sportItems: TabItem<sports.SportFilter>[] = SPORT_TABS.map((code) => {
    const count = code === 'ALL' ? undefined : sportCounts[code];
    return {
      value: code,
      label: t(`sports.sportType.${code}`),
      disabled: typesOff,
      ...(count ? { badge: count } : {}),
    };
  });
  const dateItems: TabItem[] = [
    { value: '', label: t('sports.filters.allDates') },
    ...dates.map((d) => ({ value: d, label: d.slice(5) })),
  ];
  return (
    <Bar>
      <Tabs
        aria-label={t('sports.filters.marketTypes')}
        variant="pill"
        items={MARKET_TABS.map((code) => ({ value: code, label: t(`sports.marketType.${code}`) }))}
        value={state.marketType}
        onChange={(m) => onChange(filters.setMarketType(state, m))}
      />
      <Tabs
        aria-label={t('sports.filters.sportTypes')}
        items={sportItems}
        // In play no type tab is the active one (SPEC §4: the tabs are deactivated).
        value={typesOff ? ('' as sports.SportFilter) : state.sportType}
        onChange={(s) => onChange(filters.setSportType(state, s))}
      />
      {state.marketType === 'FU' && (
        <Tabs
          aria-label={t('sports.filters.dates')}
          variant="card"
          items={dateItems}
          value={state.date ?? ''}
          onChange={(d) => onChange(filters.setDate(state, d || null))}
        />
      )}
      <LeagueBar state={state} onChange={onChange} leagues={leagues} />
    </Bar>
  );
}
