import { EmptyState, PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';

/** HuioneWaitPage: built by a later issue; the route already resolves through this remote. */
export default function HuioneWaitPage() {
  return (
    <PageFrame title={t('routes.huiwangWait')}>
      <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonText')} />
    </PageFrame>
  );
}
