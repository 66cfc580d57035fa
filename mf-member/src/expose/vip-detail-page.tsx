import '../messages';
import { PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';
import { VipCompare } from '../features/vip/vip-compare';

/** /mine/vip/detail (issue 12). */
export default function VipDetailPage() {
  return (
    <PageFrame title={t('routes.vipDetail')}>
      <VipCompare />
    </PageFrame>
  );
}
