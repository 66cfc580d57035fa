import { useState } from 'react';
import { useAtom } from 'jotai';
import styled from 'styled-components';
import { failureText, queryKeys, useEndpointQuery, useMoneyMutation } from '@site/shared/api';
import { funds, yuanTextToFen } from '@site/shared/contract';
import { formatMoneyFixed } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { hideZeroBalanceAtom, sessionStore } from '@site/shared/session';
import { Button, Card, Checkbox, ErrorState, SkeletonText, SummaryList, toast } from '@site/shared/ui';
import { useRecycle } from '../../lib/use-recycle';
import { TransferForm, type TransferTarget } from './transfer-form';
import { VenueWalletList } from './venue-wallet-list';

const Summary = SummaryList;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  margin-bottom: 16px;
`;

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

/**
 * /mine/transfermoney: center wallet and lock money, every venue wallet, transfers both
 * ways, one-click recycle, the auto-transfer switch and the hide-zero-balance filter.
 * After each movement the money mutation refreshes its wallets and the header.
 */
export function TransferMoney() {
  // Cached reads: each money mutation below refreshes them (and the header) itself.
  const center = useEndpointQuery(funds.getBalance, {});
  const venues = useEndpointQuery(funds.allBalance, { category: funds.ALL_VENUES_CATEGORY });
  const [hideZero, setHideZero] = useAtom(hideZeroBalanceAtom, { store: sessionStore });
  const [picked, setPicked] = useState<TransferTarget | null>(null);
  // A setting, not money: the venue list (which carries the switch) is read again after it.
  const autoTransfer = useMoneyMutation(funds.setAutoTransferStatus, {
    refreshBalance: false,
    invalidates: [queryKeys.endpoint(funds.allBalance)],
  });

  const { recycle, recycling } = useRecycle(
    (code) => venues.data?.list.find((v) => v.channelCode === code)?.name ?? code,
  );

  if (center.error || venues.error) {
    return (
      <ErrorState
        title={t('funds.transferMoney.loadFailed')}
        message={failureText(center.error ?? venues.error)}
        onRetry={() => {
          center.reload();
          venues.reload();
        }}
      />
    );
  }
  if (!center.data || !venues.data) return <SkeletonText lines={6} />;

  const list = venues.data.list;
  const centerFen = yuanTextToFen(center.data.centerWalletBalance);
  const firstOpen = list.find((v) => v.status === 'open') ?? list[0];
  const target =
    picked ??
    (firstOpen ? { channelCode: firstOpen.channelCode, direction: funds.TransferDirection.IN } : null);

  const toggleAuto = async (on: boolean) => {
    try {
      await autoTransfer.run({ status: on ? 1 : 0 });
      toast.success(t(on ? 'funds.transferMoney.autoTransferOn' : 'funds.transferMoney.autoTransferOff'));
    } catch (failure) {
      toast.error(failureText(failure));
    }
  };

  return (
    <Stack>
      <Card>
        <Summary>
          <div>
            <dt>{t('funds.transferMoney.center')}</dt>
            <dd data-testid="center-wallet">{formatMoneyFixed(centerFen)}</dd>
          </div>
          <div>
            <dt>{t('funds.transferMoney.lock')}</dt>
            <dd>{formatMoneyFixed(yuanTextToFen(center.data.lockMoney))}</dd>
          </div>
          <div>
            <dt>{t('funds.transferMoney.venueTotal')}</dt>
            <dd>{formatMoneyFixed(yuanTextToFen(venues.data.totalBalance))}</dd>
          </div>
        </Summary>
        <Toolbar>
          <Button variant="primary" loading={recycling} onClick={() => void recycle()}>
            {t('funds.transferMoney.recycle')}
          </Button>
          <Checkbox
            checked={venues.data.autoTransferStatus === 1}
            disabled={autoTransfer.pending}
            onChange={(e) => void toggleAuto(e.target.checked)}
          >
            {t('funds.transferMoney.autoTransfer')}
          </Checkbox>
          <Checkbox checked={hideZero} onChange={(e) => setHideZero(e.target.checked)}>
            {t('funds.transferMoney.hideZero')}
          </Checkbox>
        </Toolbar>
      </Card>
      {target && (
        <Card title={t('funds.transferMoney.formTitle')}>
          <TransferForm venues={list} centerFen={centerFen} target={target} onTargetChange={setPicked} />
        </Card>
      )}
      <Card title={t('funds.transferMoney.venues')}>
        <VenueWalletList venues={list} hideZero={hideZero} onPick={setPicked} />
      </Card>
    </Stack>
  );
}
