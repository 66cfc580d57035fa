import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useEndpoint } from '@site/shared/api';
import { promotions } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Card, EmptyState, ErrorState, SkeletonText } from '@site/shared/ui';
import { DataTable } from '../../components/data-table';

const REFRESH_MS = 30_000;

const Prizes = styled.ol`
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  li {
    padding: 4px 10px;
    border-radius: ${(p) => p.theme.radii.pill};
    border: 1px solid ${(p) => p.theme.colors.border};
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.text};
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 12px;
  color: ${(p) => p.theme.colors.textSecondary};
  strong {
    color: ${(p) => p.theme.colors.warning};
  }
`;

/** "d h:m:s" left until `end` ("YYYY-MM-DD HH:mm:ss", China time). */
export function timeLeft(end: string, now: number): { d: number; h: string; m: string; s: string } | null {
  const left = Date.parse(`${end.replace(' ', 'T')}+08:00`) - now;
  if (!(left > 0)) return null;
  const sec = Math.floor(left / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    d: Math.floor(sec / 86_400),
    h: pad(Math.floor((sec % 86_400) / 3600)),
    m: pad(Math.floor((sec % 3600) / 60)),
    s: pad(sec % 60),
  };
}

/** The race: live leaderboard (refreshed every 30 s), the member's own rank, a countdown to the end. */
export function RaceBoard({ id, prizes = [] }: { id: number; prizes?: readonly string[] }) {
  const { data, error, loading, reload } = useEndpoint(promotions.raceBoard, { id });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    const refresh = window.setInterval(reload, REFRESH_MS);
    return () => {
      window.clearInterval(tick);
      window.clearInterval(refresh);
    };
  }, [reload]);
  const left = data ? timeLeft(data.endTime, now) : null;
  return (
    <Card title={t('promotions.race.title')}>
      {loading && !data ? (
        <SkeletonText lines={6} />
      ) : error && !data ? (
        <ErrorState message={error.message} onRetry={reload} />
      ) : data ? (
        <>
          <Bar>
            <span data-testid="race-mine">
              {data.myRank
                ? t('promotions.race.mine', { rank: data.myRank, amount: data.myTurnover ?? '0.00' })
                : t('promotions.race.notRanked')}
            </span>
            <strong>{left ? t('promotions.race.endsIn', left) : t('promotions.race.ended')}</strong>
          </Bar>
          {data.rows.length === 0 ? (
            <EmptyState compact title={t('promotions.race.empty')} />
          ) : (
            <DataTable
              label={t('promotions.race.title')}
              emphasis="first"
              rows={data.rows}
              rowKey={(r) => r.rank}
              columns={[
                { header: t('promotions.race.rank'), cell: (r) => r.rank },
                { header: t('promotions.race.member'), cell: (r) => r.name },
                { header: t('promotions.race.turnover'), cell: (r) => r.turnover },
                { header: t('promotions.race.prize'), cell: (r) => r.prize },
              ]}
            />
          )}
          <Prizes aria-label={t('promotions.race.prizes')}>
            {prizes.map((amount, i) => (
              <li key={i}>{t('promotions.race.place', { n: i + 1, amount })}</li>
            ))}
          </Prizes>
        </>
      ) : null}
    </Card>
  );
}
