import '../messages';
import { EmptyState, PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';

/** LocalSportPage: built by a later issue; the route already resolves through this remote. */
export default function LocalSportPage() {
  return (
    <PageFrame title={t('routes.localSport')}>
      <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonText')} />
    </PageFrame>
  );
}
