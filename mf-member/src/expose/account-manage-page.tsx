import '../messages';
import { EmptyState, PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';

/** AccountManagePage: built by a later issue; the route already resolves through this remote. */
export default function AccountManagePage() {
  return (
    <PageFrame title={t('routes.accountManage')}>
      <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonText')} />
    </PageFrame>
  );
}
