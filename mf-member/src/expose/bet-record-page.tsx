import '../messages';
import { EmptyState, PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';

/** BetRecordPage: built by a later issue; the route already resolves through this remote. */
export default function BetRecordPage() {
  return (
    <PageFrame title={t('routes.betRecord')}>
      <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonText')} />
    </PageFrame>
  );
}
