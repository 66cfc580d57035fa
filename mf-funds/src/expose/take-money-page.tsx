import { EmptyState, PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';

/** TakeMoneyPage: built by a later issue; the route already resolves through this remote. */
export default function TakeMoneyPage() {
  return (
    <PageFrame title={t('routes.takeMoney')}>
      <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonText')} />
    </PageFrame>
  );
}
