import '../messages';
import { t } from '@site/shared/i18n';
import { PageFrame } from '@site/shared/ui';
import { Wallet } from '../features/wallet/wallet';

/** /mine/wallet: the member's money at a glance. */
export default function WalletPage() {
  return (
    <PageFrame title={t('routes.wallet')}>
      <Wallet />
    </PageFrame>
  );
}
