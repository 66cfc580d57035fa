import '../messages';
import { EmptyState, PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';

/** WelfarePage: built by a later issue; the route already resolves through this remote. */
export default function WelfarePage() {
  return (
    <PageFrame title={t('routes.welfare')}>
      <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonText')} />
    </PageFrame>
  );
}
