import { EmptyState, PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';

/** TransferMoneyPage: built by a later issue; the route already resolves through this remote. */
export default function TransferMoneyPage() {
  return (
    <PageFrame title={t('routes.transferMoney')}>
      <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonText')} />
    </PageFrame>
  );
}
