import '../messages';
import { PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';
import { AddBankCard } from '../features/cards/add-bank-card';

/** /mine/addBankCard: binds a bank card in the member's registered name (host guard: bound phone and real name). */
export default function AddBankCardPage() {
  return (
    <PageFrame title={t('routes.addBankCard')}>
      <AddBankCard />
    </PageFrame>
  );
}
