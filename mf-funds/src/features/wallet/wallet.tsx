import styled from 'styled-components';
import { failureText, useEndpointQuery } from '@site/shared/api';
import { funds, yuanTextToFen } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Card, ErrorState, SkeletonText } from '@site/shared/ui';
import { PayoutAccounts } from './payout-accounts';
import { RecentRecords } from './recent-records';
import { VenueBalances } from './venue-balances';
import { WalletAssets } from './wallet-assets';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

/**
 * /mine/wallet: center wallet, lock money and venue money at a glance, quick actions,
 * per-venue balances, the payout accounts and the latest transactions. Each section
 * loads, fails and retries on its own, so one slow call does not blank the page.
 */
export function Wallet() {
  // Cached reads: a money mutation (一键回收) refreshes the balances and the transactions.
  const center = useEndpointQuery(funds.getBalance, {});
  const venues = useEndpointQuery(funds.allBalance, { category: funds.ALL_VENUES_CATEGORY });

  const reload = () => {
    center.reload();
    venues.reload();
  };

  let money;
  if (center.error || venues.error) {
    money = (
      <Card>
        <ErrorState
          title={t('withdraw.wallet.loadFailed')}
          message={failureText(center.error ?? venues.error)}
          onRetry={reload}
          retrying={center.fetching || venues.fetching}
        />
      </Card>
    );
  } else if (!center.data || !venues.data) {
    money = (
      <Card>
        <SkeletonText lines={5} />
      </Card>
    );
  } else {
    money = (
      <>
        <WalletAssets
          centerFen={yuanTextToFen(center.data.centerWalletBalance)}
          lockFen={yuanTextToFen(center.data.lockMoney)}
          venues={venues.data}
        />
        <VenueBalances venues={venues.data.list} />
      </>
    );
  }

  return (
    <Stack>
      {money}
      <PayoutAccounts />
      <RecentRecords />
    </Stack>
  );
}
