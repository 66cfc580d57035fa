import '../messages';
import { EmptyState, PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';

/** AddBankCardPage: built by a later issue; the route already resolves through this remote. */
export default function AddBankCardPage() {
  return (
    <PageFrame title={t('routes.addBankCard')}>
      <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonText')} />
    </PageFrame>
  );
}
