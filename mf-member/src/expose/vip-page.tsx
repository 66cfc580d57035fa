import '../messages';
import { PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';
import { AvatarPicker } from '../features/avatar/avatar-picker';
import { VipOverview } from '../features/vip/vip-overview';

/** /mine/vip (issue 12): the member's avatar and grade. */
export default function VipPage() {
  return (
    <PageFrame title={t('routes.vip')}>
      <AvatarPicker />
      <VipOverview />
    </PageFrame>
  );
}
