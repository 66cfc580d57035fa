import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { formatCombinedOdds } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { Dialog } from '@site/shared/ui';
import { displayOddsFormatAtom, slipAtom } from '../state/slip-atoms';

const pop = keyframes`
  0% { transform: scale(1); }
  40% { transform: scale(1.35); }
  100% { transform: scale(1); }
`;

const rise = keyframes`
  from { transform: translateY(100%); }
  to { transform: none; }
`;

/** Floats above the page's foot, left of the chat bubble's column (right 16 px, 88 px up). */
const Bar = styled.button<{ $empty: boolean }>`
  position: fixed;
  left: 12px;
  right: 12px;
  bottom: calc(12px + env(safe-area-inset-bottom, 0px));
  z-index: ${(p) => p.theme.zIndices.dropdown};
  display: flex;
  align-items: center;
  gap: 10px;
  height: 52px;
  padding: 0 16px 0 10px;
  border: 0;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => (p.$empty ? p.theme.colors.surfaceAlt : p.theme.colors.primary)};
  color: ${(p) => (p.$empty ? p.theme.colors.textSecondary : p.theme.colors.primaryText)};
  box-shadow: ${(p) => p.theme.shadows.lg};
  font-size: ${(p) => p.theme.fontSizes.md};
  font-weight: ${(p) => p.theme.fontWeights.bold};
  cursor: pointer;
  ${(p) =>
    p.$empty &&
    css`
      border: 1px solid ${p.theme.colors.border};
    `}
`;

const Count = styled.span<{ $empty: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  height: 32px;
  padding: 0 6px;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => (p.$empty ? p.theme.colors.border : p.theme.colors.surface)};
  color: ${(p) => (p.$empty ? p.theme.colors.textSecondary : p.theme.colors.primary)};
  font-variant-numeric: tabular-nums;
  animation: ${pop} 320ms ease-out;
`;

const Hint = styled.span`
  margin-left: auto;
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: ${(p) => p.theme.fontWeights.regular};
  white-space: nowrap;
`;

/** Leaves room under the last card for the floating bar. */
export const SlipBarSpacer = styled.div`
  height: 76px;
`;

/**
 * The phone's slip badge: how many picks are on the slip, and (with picks) the combined
 * odds; a tap opens the sheet. A new pick re-mounts the count, which pops: the tap on an
 * odd is seen even while the slip itself is closed.
 */
export function SlipBar({ onOpen }: { onOpen: () => void }) {
  const slip = useAtomValue(slipAtom);
  const format = useAtomValue(displayOddsFormatAtom);
  const n = slip.selections.length;
  const odds =
    n > 0 && slip.selections[0]?.kind !== 'champion' && !slip.series
      ? formatCombinedOdds(
          slip.selections.map((s) => ({ w: s.playInfo.w, odds: s.oddInfo.odds })),
          format,
        )
      : null;
  return (
    <Bar
      type="button"
      $empty={n === 0}
      aria-haspopup="dialog"
      aria-label={t('sports.slip.openSheet', { n })}
      data-testid="slip-bar"
      onClick={onOpen}
    >
      <Count key={n} $empty={n === 0} data-testid="slip-count">
        {n}
      </Count>
      <span>{t('sports.slip.title')}</span>
      <Hint>
        {odds
          ? `${t('sports.slip.combined')} @${odds}`
          : t(n === 0 ? 'sports.slip.sheetMyBets' : 'sports.slip.sheetGo')}
      </Hint>
    </Bar>
  );
}

/** A bottom sheet: the shared dialog (focus kept inside, Escape and ✕ close, aria-modal) docked to the foot. */
const Sheet = styled(Dialog)`
  && {
    width: calc(100% + 32px);
    max-width: none;
    max-height: 88vh;
    margin: auto -16px -24px;
    border-radius: ${(p) => p.theme.radii.lg} ${(p) => p.theme.radii.lg} 0 0;
    animation: ${rise} 220ms cubic-bezier(0.2, 0.8, 0.2, 1);
  }
  && > div:last-child {
    padding: 12px 12px calc(16px + env(safe-area-inset-bottom, 0px));
  }
`;

/** The slip (and what goes with it) in a bottom sheet, for the phone. */
export function SlipSheet({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const n = useAtomValue(slipAtom).selections.length;
  return (
    <Sheet open={open} onClose={onClose} title={`${t('sports.slip.title')} (${n})`}>
      {children}
    </Sheet>
  );
}
