import '../messages';
import { PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';
import { ExchangeCentre } from '../features/exchange/exchange-centre';

/** /mine/exchange (issue 12). */
export default function ExchangePage() {
  return (
    <PageFrame title={t('routes.exchange')}>
      <ExchangeCentre />
    </PageFrame>
  );
}
