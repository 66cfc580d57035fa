import '../messages';
import { EmptyState, PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';

/** IntroTutorialPage: built by a later issue; the route already resolves through this remote. */
export default function IntroTutorialPage() {
  return (
    <PageFrame title={t('routes.introTutorial')}>
      <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonText')} />
    </PageFrame>
  );
}
