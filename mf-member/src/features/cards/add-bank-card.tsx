import { useNavigate } from 'react-router-dom';
import { failureText, useEndpointQuery } from '@site/shared/api';
import { funds } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { pathTo } from '@site/shared/routes';
import { Button, Card, EmptyState, ErrorState, SkeletonText } from '@site/shared/ui';
import { accountManagePath } from './account-kind';
import { BankCardForm } from './bank-card-form';
import { Intro } from './form-bits';

/**
 * /mine/addBankCard: the banks that can be added, the holder's registered name and the
 * limit come from bankCard/withdraw/add/list; after a card is bound the member is taken
 * back to the bank card list.
 */
export function AddBankCard() {
  const navigate = useNavigate();
  const info = useEndpointQuery(funds.bankCardAddList, {});
  const toList = () => navigate(accountManagePath('bank'));

  if (info.error) {
    return (
      <ErrorState
        title={t('cards.common.loadFailed')}
        message={failureText(info.error)}
        onRetry={info.reload}
      />
    );
  }
  if (!info.data) return <SkeletonText lines={6} />;
  const { banks, realName, maxCards, count } = info.data;

  // The host's guard already asks for a real name (SPEC §2); this covers a name removed since.
  if (realName === '') {
    return (
      <EmptyState
        title={t('cards.common.noRealNameTitle')}
        description={t('cards.common.noRealNameText')}
        action={<Button onClick={() => navigate(pathTo('auth'))}>{t('cards.common.toAuth')}</Button>}
      />
    );
  }
  if (count >= maxCards) {
    return (
      <EmptyState
        title={t('cards.bankCard.limitTitle')}
        description={t('cards.bankCard.limitText', { max: maxCards })}
        action={<Button onClick={toList}>{t('cards.bankCard.backToList')}</Button>}
      />
    );
  }
  return (
    <Card
      title={t('cards.bankCard.formLabel')}
      extra={<span>{t('cards.manage.countBank', { count, max: maxCards })}</span>}
    >
      <Intro>{t('cards.bankCard.intro')}</Intro>
      <BankCardForm
        banks={banks}
        realName={realName}
        // The add invalidated this count and the list (useConfirmedAdd): no reload here.
        onAdded={toList}
      />
    </Card>
  );
}
