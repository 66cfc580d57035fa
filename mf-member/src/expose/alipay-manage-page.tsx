import '../messages';
import { EmptyState, PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';

/** AlipayManagePage: built by a later issue; the route already resolves through this remote. */
export default function AlipayManagePage() {
  return (
    <PageFrame title={t('routes.alipayManage')}>
      <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonText')} />
    </PageFrame>
  );
}
