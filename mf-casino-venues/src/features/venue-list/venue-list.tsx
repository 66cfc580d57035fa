import styled from 'styled-components';
import { failureText, useEndpointQuery } from '@site/shared/api';
import { games } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { EmptyState, ErrorState, PageFrame, Skeleton } from '@site/shared/ui';
import { useLaunch } from '../../lib/launch';
import { VenueCard } from './venue-card';
import { PromoAside } from './promo-aside';
import type { VenueTypeCode } from './venue-type';
import { VENUES_STALE_MS } from './venue-list-reads';

export type { VenueTypeCode } from './venue-type';

/** Venues and, on a wide screen, the category's promotions beside them (a lobby, not a list). */
const Layout = styled.div`
  display: grid;
  gap: 24px;
  @media (min-width: 1200px) {
    grid-template-columns: minmax(0, 1fr) 300px;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  grid-auto-flow: dense;
  gap: 20px;
  align-content: start;
`;

/** The venue shown large: the first open hot one, else the first open one. */
function featuredCode(list: readonly games.VenueInfo[]): string | undefined {
  const open = list.filter((v) => v.status !== 'maintenance');
  return (open.find((v) => v.hot) ?? open[0])?.channelCode;
}

function Loading() {
  return (
    <Grid aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height="230px" />
      ))}
    </Grid>
  );
}

/** The shared venue-list page (sport, live, chess, e-sports, lottery): every venue of the category. */
export function VenueList({ typeCode }: { typeCode: VenueTypeCode }) {
  const venues = useEndpointQuery(
    games.getVenueInfoByCategory,
    { category: typeCode },
    { staleTime: VENUES_STALE_MS },
  );
  const { launch, isLaunching } = useLaunch();
  const list = venues.data ? [...venues.data.list].sort((a, b) => a.sort - b.sort) : undefined;

  let body;
  if (venues.error && !list)
    body = (
      <ErrorState message={failureText(venues.error)} onRetry={venues.reload} retrying={venues.loading} />
    );
  else if (!list) body = <Loading />;
  else if (list.length === 0)
    body = <EmptyState title={t('casino.venue.empty')} description={t('casino.venue.emptyText')} />;
  else
    body = (
      <Grid>
        {list.map((venue) => (
          <VenueCard
            key={venue.channelCode}
            featured={venue.channelCode === featuredCode(list)}
            venue={venue}
            launching={isLaunching(venue.channelCode)}
            onEnter={(v) => void launch({ enName: v.channelCode, category: v.category })}
          />
        ))}
      </Grid>
    );

  return (
    <PageFrame title={t(`casino.categories.${typeCode}.title`)}>
      <Layout>
        {body}
        <PromoAside typeCode={typeCode} />
      </Layout>
    </PageFrame>
  );
}
