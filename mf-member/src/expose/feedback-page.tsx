import '../messages';
import { EmptyState, PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';

/** FeedbackPage: built by a later issue; the route already resolves through this remote. */
export default function FeedbackPage() {
  return (
    <PageFrame title={t('routes.feedback')}>
      <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonText')} />
    </PageFrame>
  );
}
