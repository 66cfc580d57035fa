import { useState } from 'react';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { Tabs } from '@site/shared/ui';
import { DateRangeBar, presetRange, type DateRange } from '../../components/date-range';
import { CasinoRecords, type CasinoCategory, type CasinoResult } from './casino-records';
import { SportsRecords, type SportsStatus } from './sports-records';

type Venue = 'CRTY' | CasinoCategory;
const VENUES: Venue[] = ['CRTY', 'TY', 'ZR', 'DZ', 'QP', 'CP', 'DJ', 'BY'];

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin: 12px 0 16px;
`;

/** /mine/betRecord: venue tabs, date presets and range, status filter, totals and a paged table. */
export function BetRecord() {
  const [venue, setVenue] = useState<Venue>('CRTY');
  const [range, setRange] = useState<DateRange>(() => presetRange('today'));
  const [status, setStatus] = useState<SportsStatus>('all');
  const [result, setResult] = useState<CasinoResult>('all');
  const key = `${venue}|${range.startDate}|${range.endDate}|${status}|${result}`;
  return (
    <>
      <Tabs
        aria-label={t('memberCentre.bets.venues')}
        items={VENUES.map((v) => ({
          value: v,
          label:
            v === 'CRTY'
              ? t('memberCentre.bets.sports')
              : v === 'TY'
                ? t('memberCentre.bets.venueSports')
                : t(`memberCentre.category.${v}`),
        }))}
        value={venue}
        onChange={setVenue}
      />
      <Filters>
        <DateRangeBar value={range} onChange={setRange} />
        {venue === 'CRTY' ? (
          <Tabs
            variant="pill"
            aria-label={t('memberCentre.bets.status')}
            items={(['all', 'unsettled', 'settled'] as const).map((v) => ({
              value: v,
              label: t(`memberCentre.bets.${v}`),
            }))}
            value={status}
            onChange={setStatus}
          />
        ) : (
          <Tabs
            variant="pill"
            aria-label={t('memberCentre.bets.status')}
            items={(['all', 'win', 'lose'] as const).map((v) => ({
              value: v,
              label: t(`memberCentre.bets.${v}`),
            }))}
            value={result}
            onChange={setResult}
          />
        )}
      </Filters>
      {venue === 'CRTY' ? (
        <SportsRecords key={key} range={range} status={status} />
      ) : (
        <CasinoRecords key={key} range={range} category={venue} result={result} />
      )}
    </>
  );
}
