import '../messages';
import { PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';
import { ResponsibleGaming } from '../features/responsible-gaming';

/** /mine/responsible (issue 29): the player-protection tools. */
export default function ResponsibleGamingPage() {
  return (
    <PageFrame title={t('routes.responsible')}>
      <ResponsibleGaming />
    </PageFrame>
  );
}
