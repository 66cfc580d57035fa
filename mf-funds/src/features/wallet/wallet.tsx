import { useState } from 'react';
import styled from 'styled-components';
import { useEndpoint } from '@site/shared/api';
import { funds, yuanTextToFen } from '@site/shared/contract';
import { bus } from '@site/shared/events';
import { t } from '@site/shared/i18n';
import { Card, ErrorState, SkeletonText } from '@site/shared/ui';
import { errorMessage } from '../../lib/error-message';
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
  const center = useEndpoint(funds.getBalance, {});
  const venues = useEndpoint(funds.allBalance, { category: funds.ALL_VENUES_CATEGORY });
  // Bumped after money moved, so the latest transactions are read again too.
  const [round, setRound] = useState(0);

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
          message={errorMessage(center.error ?? venues.error)}
          onRetry={reload}
          retrying={center.loading || venues.loading}
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
          onMoved={() => {
            reload();
            setRound((r) => r + 1);
            bus.emit('refresh_balance');
          }}
        />
        <VenueBalances venues={venues.data.list} />
      </>
    );
  }

  return (
    <Stack>
      {money}
      <PayoutAccounts />
      <RecentRecords key={round} />
    </Stack>
  );
}
