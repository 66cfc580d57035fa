import { EmptyState, PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';

/** WalletPage: built by a later issue; the route already resolves through this remote. */
export default function WalletPage() {
  return (
    <PageFrame title={t('routes.wallet')}>
      <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonText')} />
    </PageFrame>
  );
}
