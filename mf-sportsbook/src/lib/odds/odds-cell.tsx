import { memo } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { formatOdds, type OddsFormat } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { alpha } from '@site/shared/theme';
import { useCell } from './use-odds';

const flash = keyframes`
  from { filter: brightness(1.25); }
  to { filter: none; }
`;

const Cell = styled.button<{ $dir: 'up' | 'down' | null; $picked: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: 4px;
  width: 100%;
  min-width: 0;
  height: 28px;
  padding: 0 8px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition: background ${(p) => p.theme.transitions.fast};
  &:hover:not(:disabled) {
    border-color: ${(p) => p.theme.colors.primary};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${(p) => p.theme.colors.textMuted};
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  ${(p) =>
    p.$dir &&
    css`
      animation: ${flash} 600ms ease-out;
      background: ${alpha(p.$dir === 'up' ? p.theme.colors.rise : p.theme.colors.fall, 16)};
      border-color: ${p.$dir === 'up' ? p.theme.colors.rise : p.theme.colors.fall};
    `}
  ${(p) =>
    p.$picked &&
    css`
      background: ${p.theme.colors.primary};
      border-color: ${p.theme.colors.primary};
      color: ${p.theme.colors.primaryText};
    `}
`;

const Label = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  opacity: 0.8;
`;

const Odds = styled.span<{ $dir: 'up' | 'down' | null }>`
  /* 封盘 and the odds keep to one line; the label gives way first. */
  flex-shrink: 0;
  white-space: nowrap;
  font-weight: ${(p) => p.theme.fontWeights.bold};
  color: ${(p) => (p.$dir === 'up' ? p.theme.colors.rise : p.$dir === 'down' ? p.theme.colors.fall : 'inherit')};
`;

export interface OddsCellProps {
  selectionId: string;
  /** What the cell picks, shown before the odds (主 -0.5, 大 2.5, 和). */
  label: string;
  /** Spoken name: match, play and selection. */
  name: string;
  format: OddsFormat;
  picked: boolean;
  onPick: (selectionId: string) => void;
}

/**
 * One live odds cell. Subscribes to its own selection, so a delta for another cell does
 * not render it; a change flashes red (rise) or green (fall) with an arrow for FLASH_MS.
 */
export const OddsCell = memo(function OddsCell({
  selectionId,
  label,
  name,
  format,
  picked,
  onPick,
}: OddsCellProps) {
  const cell = useCell(selectionId);
  if (!cell)
    return (
      <Cell type="button" disabled $dir={null} $picked={false} aria-label={name}>
        -
      </Cell>
    );
  const dir = picked ? null : cell.dir;
  const text = cell.suspended ? t('sports.board.closed') : formatOdds(cell.odds, format);
  return (
    <Cell
      type="button"
      $dir={dir}
      $picked={picked}
      disabled={cell.suspended}
      aria-pressed={picked}
      aria-label={`${name} ${text}`}
      data-trend={cell.dir ?? undefined}
      data-testid={`odds-${selectionId}`}
      onClick={() => onPick(selectionId)}
    >
      <Label>{label}</Label>
      <Odds $dir={dir}>
        {text}
        {cell.dir && !cell.suspended && (
          <span role="img" aria-label={t(cell.dir === 'up' ? 'sports.board.rise' : 'sports.board.fall')}>
            {cell.dir === 'up' ? '▲' : '▼'}
          </span>
        )}
      </Odds>
    </Cell>
  );
});
