import styled from 'styled-components';
import { useEndpoint } from '@site/shared/api';
import { games } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { EmptyState, ErrorState, PageFrame, Skeleton } from '@site/shared/ui';
import { errorMessage } from '../../lib/error-message';
import { useLaunch } from '../../lib/launch';
import { VenueCard } from './venue-card';

/** The five venue-list routes of SPEC §2, told apart by this code. */
export type VenueTypeCode = 'TY' | 'ZR' | 'QP' | 'DJ' | 'CP';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 20px;
`;

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
  const venues = useEndpoint(games.getVenueInfoByCategory, { category: typeCode });
  const { launch, isLaunching } = useLaunch();
  const list = venues.data ? [...venues.data.list].sort((a, b) => a.sort - b.sort) : undefined;

  let body;
  if (venues.error && !list)
    body = (
      <ErrorState message={errorMessage(venues.error)} onRetry={venues.reload} retrying={venues.loading} />
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
            venue={venue}
            launching={isLaunching(venue.channelCode)}
            onEnter={(v) => void launch({ enName: v.channelCode, category: v.category })}
          />
        ))}
      </Grid>
    );

  return <PageFrame title={t(`casino.categories.${typeCode}.title`)}>{body}</PageFrame>;
}
