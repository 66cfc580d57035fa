import { useAtom } from 'jotai';
import styled from 'styled-components';
import { yuanTextToFen, type funds } from '@site/shared/contract';
import { formatMoneyFixed } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { hideZeroBalanceAtom, sessionStore } from '@site/shared/session';
import { Card, Checkbox, EmptyState, Tile, TileGrid } from '@site/shared/ui';

const List = styled(TileGrid).attrs({ $min: '180px' })``;

const Item = Tile;

const Name = styled.span`
  color: ${(p) => p.theme.colors.textSecondary};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const Tag = styled.span`
  color: ${(p) => p.theme.colors.warning};
`;

/** Every venue wallet with its balance; the hide-zero choice is the one the transfer page keeps. */
export function VenueBalances({ venues }: { venues: readonly funds.VenueBalance[] }) {
  const [hideZero, setHideZero] = useAtom(hideZeroBalanceAtom, { store: sessionStore });
  const shown = hideZero ? venues.filter((v) => yuanTextToFen(v.balance) !== 0) : venues;
  return (
    <Card
      title={t('withdraw.wallet.venues')}
      extra={
        <Checkbox checked={hideZero} onChange={(e) => setHideZero(e.target.checked)}>
          {t('withdraw.wallet.hideZero')}
        </Checkbox>
      }
    >
      {shown.length === 0 ? (
        <EmptyState compact title={t('withdraw.wallet.noVenues')} />
      ) : (
        <List aria-label={t('withdraw.wallet.venues')}>
          {shown.map((v) => (
            <Item key={v.channelCode} aria-label={v.name}>
              <Name>
                {v.name} {v.status !== 'open' && <Tag>{t('withdraw.wallet.maintenance')}</Tag>}
              </Name>
              <strong>{formatMoneyFixed(yuanTextToFen(v.balance))}</strong>
            </Item>
          ))}
        </List>
      )}
    </Card>
  );
}
