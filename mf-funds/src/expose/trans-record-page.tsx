import { EmptyState, PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';

/** TransRecordPage: built by a later issue; the route already resolves through this remote. */
export default function TransRecordPage() {
  return (
    <PageFrame title={t('routes.transRecord')}>
      <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonText')} />
    </PageFrame>
  );
}
