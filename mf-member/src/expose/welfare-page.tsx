import '../messages';
import { PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';
import { BonusProgress } from '../features/welfare/bonus-progress';
import { WelfareCentre } from '../features/welfare/welfare-centre';

/** /mine/welfare (issue 12): what can be claimed, then the turnover still owed on bonuses (issue 13). */
export default function WelfarePage() {
  return (
    <PageFrame title={t('routes.welfare')}>
      <WelfareCentre />
      <BonusProgress />
    </PageFrame>
  );
}
