import { EmptyState, PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';

/** VirtualCoinWaitPage: built by a later issue; the route already resolves through this remote. */
export default function VirtualCoinWaitPage() {
  return (
    <PageFrame title={t('routes.virtualWait')}>
      <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonText')} />
    </PageFrame>
  );
}
