import { EmptyState, PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';

/** DepositWaitPage: built by a later issue; the route already resolves through this remote. */
export default function DepositWaitPage() {
  return (
    <PageFrame title={t('routes.rechargeWait')}>
      <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonText')} />
    </PageFrame>
  );
}
