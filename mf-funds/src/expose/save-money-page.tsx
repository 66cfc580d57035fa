import { EmptyState, PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';

/** SaveMoneyPage: built by a later issue; the route already resolves through this remote. */
export default function SaveMoneyPage() {
  return (
    <PageFrame title={t('routes.saveMoney')}>
      <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonText')} />
    </PageFrame>
  );
}
