import styled from 'styled-components';
import { funds, yuanTextToFen } from '@site/shared/contract';
import { formatMoneyFixed } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { Button, EmptyState, Tile, TileGrid } from '@site/shared/ui';
import type { TransferTarget } from './transfer-form';

const List = styled(TileGrid).attrs({ $min: '200px' })``;

const Item = Tile;

const Name = styled.span`
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textSecondary};
`;

const Tag = styled.span`
  color: ${(p) => p.theme.colors.warning};
`;

const Amount = styled.strong`
  font-size: ${(p) => p.theme.fontSizes.md};
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

export interface VenueWalletListProps {
  venues: readonly funds.VenueBalance[];
  hideZero: boolean;
  onPick: (target: TransferTarget) => void;
}

/** Every venue wallet with its balance; 转入/转出 pick the venue and direction in the form. */
export function VenueWalletList({ venues, hideZero, onPick }: VenueWalletListProps) {
  const shown = hideZero ? venues.filter((v) => yuanTextToFen(v.balance) !== 0) : venues;
  if (shown.length === 0) return <EmptyState compact title={t('funds.transferMoney.noVenues')} />;
  return (
    <List aria-label={t('funds.transferMoney.venues')}>
      {shown.map((v) => {
        const open = v.status === 'open';
        return (
          <Item key={v.channelCode} aria-label={v.name}>
            <Name>
              {v.name} {!open && <Tag>{t('funds.transferMoney.maintenance')}</Tag>}
            </Name>
            <Amount>{formatMoneyFixed(yuanTextToFen(v.balance))}</Amount>
            <Actions>
              <Button
                size="sm"
                variant="secondary"
                disabled={!open}
                onClick={() => onPick({ channelCode: v.channelCode, direction: funds.TransferDirection.IN })}
              >
                {t('funds.transferMoney.transferIn')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={!open}
                onClick={() => onPick({ channelCode: v.channelCode, direction: funds.TransferDirection.OUT })}
              >
                {t('funds.transferMoney.transferOut')}
              </Button>
            </Actions>
          </Item>
        );
      })}
    </List>
  );
}
