import '../messages';
import { PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';
import { GiftRecord } from '../features/gift-record/gift-record';

/** /mine/giftRecord (issue 12). */
export default function GiftRecordPage() {
  return (
    <PageFrame title={t('routes.giftRecord')}>
      <GiftRecord />
    </PageFrame>
  );
}
