import '../messages';
import { PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';
import { IntroTutorial } from '../features/tutorial/intro-tutorial';

/** /mine/introTutorial (issue 12). */
export default function IntroTutorialPage() {
  return (
    <PageFrame title={t('routes.introTutorial')}>
      <IntroTutorial />
    </PageFrame>
  );
}
