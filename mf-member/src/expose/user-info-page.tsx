import '../messages';
import { EmptyState, PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';

/** UserInfoPage: built by a later issue; the route already resolves through this remote. */
export default function UserInfoPage() {
  return (
    <PageFrame title={t('routes.userinfo')}>
      <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonText')} />
    </PageFrame>
  );
}
