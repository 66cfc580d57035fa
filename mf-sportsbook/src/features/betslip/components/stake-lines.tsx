import { useAtomValue, useSetAtom } from 'jotai';
import styled from 'styled-components';
import { formatCombinedOdds, formatMoney } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { balanceAtom } from '@site/shared/session';
import { TextField } from '@site/shared/ui';
import { displayOddsFormatAtom, setStakeAtom, slipAtom } from '../state/slip-atoms';
import { betTypeOf, clampLineStake, lineWinFen, slipTotals, stakeLines } from '../state/slip-summary';

const Lines = styled.div`
  display: grid;
  gap: 8px;
`;

const Line = styled.div`
  display: grid;
  grid-template-columns: 1fr 120px;
  align-items: center;
  gap: 4px 8px;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.text};
  small {
    grid-column: 1 / -1;
    color: ${(p) => p.theme.colors.textSecondary};
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  margin: 4px 0 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  dt {
    color: ${(p) => p.theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: ${(p) => p.theme.fontWeights.bold};
    color: ${(p) => p.theme.colors.text};
  }
`;

/**
 * The stake fields: one for a single or parlay, one per series option (with its
 * combination count). Typing is clamped at once (SPEC §5); totals follow.
 */
export function StakeLines({ disabled }: { disabled: boolean }) {
  const slip = useAtomValue(slipAtom);
  const setStake = useSetAtom(setStakeAtom);
  const balance = useAtomValue(balanceAtom);
  const format = useAtomValue(displayOddsFormatAtom);
  const balanceFen = balance?.center ?? 0;
  const lines = stakeLines(slip);
  const type = betTypeOf(slip);
  const totals = slipTotals(slip);
  const name = (label: string, combos: number) => {
    if (type === 'series') return `${label} ${t('sports.slip.combos', { n: combos })}`;
    return type === 'parlay'
      ? t('sports.slip.parlay', { n: slip.selections.length })
      : t('sports.myBets.single');
  };
  return (
    <Lines>
      {lines.map((line) => {
        const text = slip.stakes[line.key] ?? '';
        const label = name(line.label, line.combos);
        return (
          <Line key={line.key} data-testid={`stake-line-${line.key}`}>
            <span>{label}</span>
            <TextField
              aria-label={t('sports.slip.stakeFor', { name: label })}
              placeholder={t('sports.slip.stakePlaceholder')}
              inputMode="decimal"
              value={text}
              disabled={disabled}
              onChange={(e) =>
                setStake(
                  line.key,
                  e.target.value === '' ? '' : clampLineStake(e.target.value, line, balanceFen),
                )
              }
            />
            <small>
              {type === 'series'
                ? `${t('sports.slip.perBet')} · ${t('sports.slip.win')} ${formatMoney(lineWinFen(line, text, slip.selections))}`
                : `${t('sports.slip.combined')} ${formatCombinedOdds(
                    slip.selections.map((s) => ({ w: s.playInfo.w, odds: s.oddInfo.odds })),
                    format,
                  )} · ${t('sports.slip.win')} ${formatMoney(lineWinFen(line, text, slip.selections))}`}
            </small>
          </Line>
        );
      })}
      <Totals>
        <dt>{t('sports.slip.totalStake')}</dt>
        <dd data-testid="slip-total-stake">{formatMoney(totals.stakeFen)}</dd>
        <dt>{t('sports.slip.totalWin')}</dt>
        <dd data-testid="slip-total-win">{formatMoney(totals.winFen)}</dd>
        <dt>{t('sports.slip.balance')}</dt>
        <dd>{formatMoney(balanceFen)}</dd>
      </Totals>
    </Lines>
  );
}
