import '../messages';
import { t } from '@site/shared/i18n';
import { PageFrame } from '@site/shared/ui';
import { TransRecord } from '../features/trans-record/trans-record';

/** /mine/transRecord: the transaction record. */
export default function TransRecordPage() {
  return (
    <PageFrame title={t('routes.transRecord')}>
      <TransRecord />
    </PageFrame>
  );
}
