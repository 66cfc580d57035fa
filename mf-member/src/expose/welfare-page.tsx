import '../messages';
import { PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';
import { WelfareCentre } from '../features/welfare/welfare-centre';

/** /mine/welfare (issue 12). */
export default function WelfarePage() {
  return (
    <PageFrame title={t('routes.welfare')}>
      <WelfareCentre />
    </PageFrame>
  );
}
