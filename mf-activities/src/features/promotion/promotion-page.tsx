import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useEndpoint } from '@site/shared/api';
import { promotions } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { isLoggedInAtom, sessionStore } from '@site/shared/session';
import { EmptyState, ErrorState, Skeleton } from '@site/shared/ui';
import { MyBonuses } from '../../components/my-bonuses';
import { TaskList, TierList } from './claim-lists';
import { DepositCalculator } from './deposit-calculator';
import { DrawWheel } from './draw-wheel';
import { JoinPanel } from './join-panel';
import { LandSections } from './land-sections';
import { PromotionHero } from './promotion-hero';
import { RaceBoard } from './race-board';
import { SignCalendar } from './sign-calendar';
import { TermsCard } from './terms-card';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

/** One promotion's page, laid out for its kind's mechanic (SPEC §2 /activity/<kind>/:id). */
export function PromotionPage({ id }: { id: number }) {
  const loggedIn = useAtomValue(isLoggedInAtom, { store: sessionStore });
  const detail = useEndpoint(promotions.promotionDetail, { id }, { enabled: Number.isInteger(id) && id > 0 });
  const progress = useEndpoint(
    promotions.promotionProgress,
    { id },
    { enabled: loggedIn && detail.data !== undefined },
  );
  const reloadAll = () => {
    progress.reload();
  };

  if (!Number.isInteger(id) || id <= 0)
    return (
      <EmptyState
        title={t('promotions.notFound')}
        action={<Link to="/activity/discount">{t('promotions.backToList')}</Link>}
      />
    );
  if (detail.loading && !detail.data)
    return (
      <Stack aria-busy="true">
        <Skeleton height="260px" />
        <Skeleton height="320px" />
      </Stack>
    );
  if (detail.error || !detail.data) {
    return <ErrorState message={detail.error?.message ?? t('promotions.notFound')} onRetry={detail.reload} />;
  }
  const d = detail.data;
  // A link of one kind's route to another kind's promotion still shows the promotion's own mechanic.
  const shown = d.kind;
  const props = { detail: d, progress: progress.data, onChange: reloadAll };
  const joinable = shown !== 'activityLandPage' && d.status === 'ongoing';
  return (
    <Stack data-kind={shown}>
      <PromotionHero detail={d} action={joinable ? <JoinPanel detail={d} onJoined={reloadAll} /> : null} />
      {(shown === 'firstDeposit' || shown === 'againDeposit') && <DepositCalculator terms={d.terms} />}
      {shown === 'signGift' && <SignCalendar {...props} />}
      {shown === 'drawGift' && <DrawWheel {...props} />}
      {shown === 'newTask' && <TaskList {...props} />}
      {shown === 'bettingGift' && <TierList {...props} />}
      {shown === 'racePage' && <RaceBoard id={d.id} prizes={d.terms.racePrizes ?? []} />}
      {shown === 'activityLandPage' && <LandSections detail={d} />}
      <TermsCard detail={d} />
      {(shown === 'firstDeposit' || shown === 'againDeposit') && <MyBonuses />}
    </Stack>
  );
}
