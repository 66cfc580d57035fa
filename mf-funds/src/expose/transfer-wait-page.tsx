import { EmptyState, PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';

/** TransferWaitPage: built by a later issue; the route already resolves through this remote. */
export default function TransferWaitPage() {
  return (
    <PageFrame title={t('routes.transferWait')}>
      <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonText')} />
    </PageFrame>
  );
}
