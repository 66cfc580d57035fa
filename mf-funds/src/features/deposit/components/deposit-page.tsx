import { useAtomValue } from 'jotai';
import { failureText, useEndpointQuery } from '@site/shared/api';
import { funds } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { sessionStore, userInfoAtom } from '@site/shared/session';
import { Card, EmptyState, ErrorState, SkeletonText } from '@site/shared/ui';
import { DepositForm } from './deposit-form';

/**
 * /mine/savemoney: loads the payment types and the member's real-name state (the reward
 * tiers too, but the page works without them) and shows the deposit form.
 */
export function DepositPage() {
  const types = useEndpointQuery(funds.paymentTypes, {});
  const customer = useEndpointQuery(funds.getCustomerInfo, {});
  const rewards = useEndpointQuery(funds.querySiteDepositRewardConfigList, {});
  const user = useAtomValue(userInfoAtom, { store: sessionStore });
  // Unknown (not loaded yet) does not block: the server still answers 6035 without a birthday.
  const needsBirthday = user !== null && (user.bindBirthday === false || user.birthday === '');

  const failed = types.error ?? customer.error;
  if (failed)
    return (
      <Card>
        <ErrorState
          title={t('deposit.page.loadFailed')}
          message={failureText(failed)}
          retrying={types.fetching || customer.fetching}
          onRetry={() => {
            if (types.error) types.reload();
            if (customer.error) customer.reload();
          }}
        />
      </Card>
    );
  if (!types.data || !customer.data)
    return (
      <Card>
        <SkeletonText lines={8} />
      </Card>
    );
  if (types.data.length === 0)
    return (
      <Card>
        <EmptyState title={t('deposit.page.noTypes')} description={t('deposit.page.noTypesText')} />
      </Card>
    );
  return (
    <Card>
      <DepositForm
        types={types.data}
        customer={customer.data}
        rewards={rewards.data ?? []}
        onNameBound={customer.reload}
        needsBirthday={needsBirthday}
      />
    </Card>
  );
}
