import '../messages';
import { EmptyState, PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';

/** VirtualCoinCardPage: built by a later issue; the route already resolves through this remote. */
export default function VirtualCoinCardPage() {
  return (
    <PageFrame title={t('routes.virtualCoinCard')}>
      <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonText')} />
    </PageFrame>
  );
}
