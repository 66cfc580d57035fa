import '../messages';
import { EmptyState, PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';

/** VipPage: built by a later issue; the route already resolves through this remote. */
export default function VipPage() {
  return (
    <PageFrame title={t('routes.vip')}>
      <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonText')} />
    </PageFrame>
  );
}
