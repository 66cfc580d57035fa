import '../messages';
import { EmptyState, PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';

/** SlotHostPage: built by a later issue; the route already resolves through this remote. */
export default function SlotHostPage() {
  return (
    <PageFrame title={t('routes.dzGame')}>
      <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonText')} />
    </PageFrame>
  );
}
