import '../messages';
import { t } from '@site/shared/i18n';
import { PageFrame } from '@site/shared/ui';
import { DepositPage } from '../features/deposit/components/deposit-page';

/** /mine/savemoney: deposit by bank card, Alipay, WeChat or USDT. */
export default function SaveMoneyPage() {
  return (
    <PageFrame title={t('routes.saveMoney')}>
      <DepositPage />
    </PageFrame>
  );
}
