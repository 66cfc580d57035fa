import { useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { ApiError } from '@site/shared/api';
import { yuanTextToFen, type funds } from '@site/shared/contract';
import { formatMoney, formatMoneyFixed } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { routePaths } from '@site/shared/routes';
import { brandAtom, sessionStore } from '@site/shared/session';
import { Button, ButtonLink, Card, SummaryList, toast } from '@site/shared/ui';
import { errorMessage } from '../../lib/error-message';
import { createRetryRequestId } from '../../lib/retry-request-id';
import { recycleAll } from './wallet-api';

const Figures = styled(SummaryList).attrs({ $columns: true })`
  gap: 16px;
  margin: 0 0 20px;
  & > div:first-child dd {
    color: ${(p) => p.theme.colors.primary};
    font-size: ${(p) => p.theme.fontSizes.xl};
  }
`;

const Actions = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

export interface WalletAssetsProps {
  centerFen: number;
  lockFen: number;
  venues: { totalBalance: string; list: readonly funds.VenueBalance[] };
  /** After money moved: reload the wallets and the header balance. */
  onMoved: () => void;
}

/** The member's money at a glance, and the quick actions 存款 / 取款 / 转账 / 一键回收. */
export function WalletAssets({ centerFen, lockFen, venues, onMoved }: WalletAssetsProps) {
  const brand = useAtomValue(brandAtom, { store: sessionStore });
  const [recycling, setRecycling] = useState(false);
  const ids = useRef(createRetryRequestId());
  const venueFen = yuanTextToFen(venues.totalBalance);
  // SPEC §2 guard 3: the deposit pages do not exist when the brand switches deposits off.
  const depositOn = brand?.features.depositSwitch !== 0;

  const recycle = async () => {
    if (recycling) return;
    setRecycling(true);
    try {
      const result = await recycleAll(ids.current.idFor('recycle'));
      ids.current.settle();
      const moved = yuanTextToFen(result.amount);
      if (moved > 0) toast.success(t('withdraw.wallet.recycled', { amount: formatMoney(moved) }));
      else if (result.skipped.length === 0) toast.info(t('withdraw.wallet.recycleNothing'));
      for (const s of result.skipped) {
        const name = venues.list.find((v) => v.channelCode === s.channelCode)?.name ?? s.channelCode;
        toast.warning(t('withdraw.wallet.recycleSkipped', { venue: name, message: s.message }));
      }
      onMoved();
    } catch (failure) {
      // Only a server answer settles the action; after a timeout a retry reuses the id.
      if (failure instanceof ApiError) ids.current.settle();
      toast.error(errorMessage(failure));
    } finally {
      setRecycling(false);
    }
  };

  return (
    <Card title={t('withdraw.wallet.assets')}>
      <Figures>
        <div>
          <dt>{t('withdraw.wallet.total')}</dt>
          <dd data-testid="wallet-total">{formatMoneyFixed(centerFen + lockFen + venueFen)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.wallet.center')}</dt>
          <dd data-testid="wallet-center">{formatMoneyFixed(centerFen)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.wallet.lock')}</dt>
          <dd data-testid="wallet-lock">{formatMoneyFixed(lockFen)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.wallet.venueTotal')}</dt>
          <dd data-testid="wallet-venues">{formatMoneyFixed(venueFen)}</dd>
        </div>
      </Figures>
      <Actions aria-label={t('withdraw.wallet.assets')}>
        {depositOn && <ButtonLink to={routePaths.saveMoney}>{t('withdraw.wallet.deposit')}</ButtonLink>}
        <ButtonLink variant="secondary" to={routePaths.takeMoney}>
          {t('withdraw.wallet.withdraw')}
        </ButtonLink>
        <ButtonLink variant="secondary" to={routePaths.transferMoney}>
          {t('withdraw.wallet.transfer')}
        </ButtonLink>
        <Button variant="secondary" loading={recycling} onClick={() => void recycle()}>
          {t('withdraw.wallet.recycle')}
        </Button>
      </Actions>
    </Card>
  );
}
