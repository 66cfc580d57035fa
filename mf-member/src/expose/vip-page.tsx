import '../messages';
import { PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';
import { VipOverview } from '../features/vip/vip-overview';

/** /mine/vip (issue 12). */
export default function VipPage() {
  return (
    <PageFrame title={t('routes.vip')}>
      <VipOverview />
    </PageFrame>
  );
}
