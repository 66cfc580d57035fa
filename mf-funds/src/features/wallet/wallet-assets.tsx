import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { yuanTextToFen, type funds } from '@site/shared/contract';
import { formatMoneyFixed } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { routePaths } from '@site/shared/routes';
import { brandAtom, sessionStore } from '@site/shared/session';
import { Button, ButtonLink, Card, SummaryList } from '@site/shared/ui';
import { useRecycle } from '../../lib/use-recycle';

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
}

/** The member's money at a glance, and the quick actions 存款 / 取款 / 转账 / 一键回收. */
export function WalletAssets({ centerFen, lockFen, venues }: WalletAssetsProps) {
  const brand = useAtomValue(brandAtom, { store: sessionStore });
  const { recycle, recycling } = useRecycle(
    (code) => venues.list.find((v) => v.channelCode === code)?.name ?? code,
  );
  const venueFen = yuanTextToFen(venues.totalBalance);
  // SPEC §2 guard 3: the deposit pages do not exist when the brand switches deposits off.
  const depositOn = brand?.features.depositSwitch !== 0;

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
