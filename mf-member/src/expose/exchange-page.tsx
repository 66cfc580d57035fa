import '../messages';
import { EmptyState, PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';

/** ExchangePage: built by a later issue; the route already resolves through this remote. */
export default function ExchangePage() {
  return (
    <PageFrame title={t('routes.exchange')}>
      <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonText')} />
    </PageFrame>
  );
}
