import { EmptyState, PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';

/** XnbskWaitPage: built by a later issue; the route already resolves through this remote. */
export default function XnbskWaitPage() {
  return (
    <PageFrame title={t('routes.xnbskWait')}>
      <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonText')} />
    </PageFrame>
  );
}
