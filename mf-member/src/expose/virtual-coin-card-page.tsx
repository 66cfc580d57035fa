import '../messages';
import { PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';
import { VirtualCoinCard } from '../features/cards/virtual-coin-card';

/** /mine/virtualCoinCard: the member's USDT withdrawal addresses. */
export default function VirtualCoinCardPage() {
  return (
    <PageFrame title={t('routes.virtualCoinCard')}>
      <VirtualCoinCard />
    </PageFrame>
  );
}
