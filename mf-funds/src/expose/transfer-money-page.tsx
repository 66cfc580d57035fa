import '../messages';
import { t } from '@site/shared/i18n';
import { PageFrame } from '@site/shared/ui';
import { TransferMoney } from '../features/transfer-money/transfer-money';

/** /mine/transfermoney: moving money between the center wallet and the venues. */
export default function TransferMoneyPage() {
  return (
    <PageFrame title={t('routes.transferMoney')}>
      <TransferMoney />
    </PageFrame>
  );
}
