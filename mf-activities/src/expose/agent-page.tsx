import '../messages';
import { EmptyState, PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';

/** AgentPage: built by a later issue; the route already resolves through this remote. */
export default function AgentPage() {
  return (
    <PageFrame title={t('routes.venture')}>
      <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonText')} />
    </PageFrame>
  );
}
