import '../messages';
import { t } from '@site/shared/i18n';
import { PageFrame } from '@site/shared/ui';
import { TakeMoney } from '../features/withdraw/take-money';

/** /mine/takemoney: withdrawal to a bank card or a USDT address. */
export default function TakeMoneyPage() {
  return (
    <PageFrame title={t('routes.takeMoney')}>
      <TakeMoney />
    </PageFrame>
  );
}
