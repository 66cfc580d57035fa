import '../messages';
import { PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';
import { BetRecord } from '../features/bet-record/bet-record';

/** /mine/betRecord (issue 12). */
export default function BetRecordPage() {
  return (
    <PageFrame title={t('routes.betRecord')}>
      <BetRecord />
    </PageFrame>
  );
}
