import styled from 'styled-components';
import { formatPick, type OddsFormat } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { CloseIcon, IconButton } from '@site/shared/ui';
import { slipPickFields } from '../state/slip-summary';
import type { SlipSelection } from '../state/slip-types';

const Item = styled.li<{ $invalid: boolean }>`
  position: relative;
  display: grid;
  gap: 2px;
  padding: 8px 36px 8px 10px;
  border: 1px solid ${(p) => (p.$invalid ? p.theme.colors.danger : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surface};
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textSecondary};
`;

const Pick = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.text};
  font-weight: ${(p) => p.theme.fontWeights.medium};
`;

const Odds = styled.span<{ $dir: 'up' | 'down' | null }>`
  color: ${(p) => (p.$dir === 'up' ? p.theme.colors.rise : p.$dir === 'down' ? p.theme.colors.fall : p.theme.colors.danger)};
  font-variant-numeric: tabular-nums;
`;

const Warn = styled.span`
  color: ${(p) => p.theme.colors.danger};
`;

const Remove = styled(IconButton)`
  position: absolute;
  top: 6px;
  right: 6px;
`;

/** One pick on the slip: match, play, selection and odds, with its same-match / odds-change marks. */
export function SlipItem({
  pick,
  format,
  onRemove,
}: {
  pick: SlipSelection;
  format: OddsFormat;
  onRemove: () => void;
}) {
  const dir = pick.orderData.changed;
  const text = formatPick(slipPickFields(pick), format);
  const match =
    pick.kind === 'champion'
      ? pick.gameInfo.team_h
      : `${pick.gameInfo.team_h} ${t('sports.board.vs')} ${pick.gameInfo.team_c}`;
  return (
    <Item
      $invalid={pick.isInvalid}
      aria-label={`${match} ${text.market} ${text.selection}`}
      data-invalid={pick.isInvalid || undefined}
    >
      <Pick>
        <span>{text.selection}</span>
        <Odds $dir={dir}>
          {`@${text.odds}`}
          {dir && (dir === 'up' ? ' ▲' : ' ▼')}
        </Odds>
      </Pick>
      <span>{`${text.market} · ${match}`}</span>
      <span>{pick.gameInfo.league}</span>
      {pick.isInvalid && <Warn>{t('sports.slip.sameMatchMark')}</Warn>}
      {dir && <Warn>{t('sports.slip.oddsChanged')}</Warn>}
      <Remove size="sm" aria-label={t('sports.slip.remove', { name: text.selection })} onClick={onRemove}>
        <CloseIcon />
      </Remove>
    </Item>
  );
}
