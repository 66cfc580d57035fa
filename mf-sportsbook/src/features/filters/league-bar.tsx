import { useState } from 'react';
import styled from 'styled-components';
import { sports } from '@site/shared/contract';
import { t, type MessageKey } from '@site/shared/i18n';
import { Button, Checkbox, Dialog, Tabs } from '@site/shared/ui';
import * as filters from './filter-logic';

/** The catalogue's name of each quick league, so it follows the locale (the contract's name is zh-CN). */
const QUICK_LEAGUE_KEYS: Record<string, MessageKey> = {
  UCL: 'sports.quickLeague.ucl',
  EPL: 'sports.quickLeague.epl',
  SA: 'sports.quickLeague.seriea',
  LL: 'sports.quickLeague.laliga',
  BL: 'sports.quickLeague.bundesliga',
  L1: 'sports.quickLeague.ligue1',
  CSL: 'sports.quickLeague.csl',
};

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 8px;
  max-height: 50vh;
  overflow-y: auto;
`;

export interface LeagueBarProps {
  state: filters.FilterState;
  onChange: (next: filters.FilterState) => void;
  leagues: readonly sports.League[];
}

/** The quick league list of SPEC §2 (全部 + seven leagues) and the full league filter dialog. */
export function LeagueBar({ state, onChange, leagues }: LeagueBarProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const items = [
    { value: '', label: t('sports.quickLeague.all') },
    ...sports.QUICK_LEAGUES.map((l) => {
      const key = QUICK_LEAGUE_KEYS[l.leagueId];
      return { value: l.leagueId, label: key ? t(key) : l.name };
    }),
  ];
  const openFilter = () => {
    setChosen(state.leagueIds.length ? state.leagueIds : leagues.map((l) => l.leagueId));
    setOpen(true);
  };
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const apply = () => {
    const all = chosen.length === leagues.length;
    onChange(filters.setLeagueFilter(state, all ? [] : chosen));
    setOpen(false);
  };
  return (
    <Row>
      <Tabs
        aria-label={t('sports.filters.quickLeagues')}
        variant="pill"
        items={items}
        value={state.quickLeague ?? ''}
        onChange={(id) => onChange(filters.setQuickLeague(state, id || null))}
      />
      <Button variant="secondary" size="sm" onClick={openFilter}>
        {state.leagueIds.length
          ? t('sports.filters.selectedCount', { n: state.leagueIds.length })
          : t('sports.filters.leagueFilter')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('sports.filters.leagueFilterTitle')}
        width={640}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('sports.filters.cancel')}
            </Button>
            <Button variant="primary" disabled={chosen.length === 0} onClick={apply}>
              {t('sports.filters.confirm')}
            </Button>
          </>
        }
      >
        <Checkbox
          checked={chosen.length === leagues.length}
          onChange={(e) => setChosen(e.target.checked ? leagues.map((l) => l.leagueId) : [])}
        >
          {t('sports.filters.selectAll')}
        </Checkbox>
        <Grid>
          {leagues.map((l) => (
            <Checkbox
              key={l.leagueId}
              checked={chosen.includes(l.leagueId)}
              onChange={() => toggle(l.leagueId)}
            >
              {`${l.name} (${l.count})`}
            </Checkbox>
          ))}
        </Grid>
      </Dialog>
    </Row>
  );
}
