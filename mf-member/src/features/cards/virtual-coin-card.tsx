import styled from 'styled-components';
import { failureText, useEndpointQuery } from '@site/shared/api';
import { funds } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Card, EmptyState, ErrorState, SkeletonText } from '@site/shared/ui';
import { CardAccounts, Hint } from './account-manage';
import { UsdtAddressForm } from './usdt-address-form';
import { useCardAccounts } from './use-card-accounts';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

/**
 * /mine/virtualCoinCard: binds a USDT address (currency and chains from vCurrency/list) and
 * lists the addresses already bound, refreshed after each one added.
 */
export function VirtualCoinCard() {
  const currencies = useEndpointQuery(funds.vCurrencyList, {});
  const accounts = useCardAccounts('usdt');
  const full =
    accounts.cards !== undefined && accounts.max !== undefined && accounts.cards.length >= accounts.max;

  let form;
  if (currencies.error) {
    form = (
      <ErrorState
        title={t('cards.common.loadFailed')}
        message={failureText(currencies.error)}
        onRetry={currencies.reload}
      />
    );
  } else if (!currencies.data) {
    form = <SkeletonText lines={5} />;
  } else if (currencies.data.length === 0) {
    form = <EmptyState compact title={t('cards.usdt.noCurrency')} />;
  } else {
    form = (
      <>
        <UsdtAddressForm currencies={currencies.data} full={full} onAdded={accounts.reload} />
        {full && accounts.max !== undefined && (
          <Hint role="status">{t('cards.usdt.limitText', { max: accounts.max })}</Hint>
        )}
      </>
    );
  }

  return (
    <Stack>
      <Card title={t('cards.usdt.formTitle')}>{form}</Card>
      <CardAccounts kind="usdt" accounts={accounts} showAdd={false} />
    </Stack>
  );
}
