import styled from 'styled-components';

const Track = styled.div`
  height: 8px;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.surfaceAlt};
  overflow: hidden;
`;

const Fill = styled.div<{ $pct: number }>`
  width: ${(p) => p.$pct}%;
  height: 100%;
  border-radius: inherit;
  background: linear-gradient(90deg, ${(p) => p.theme.colors.warning}, ${(p) => p.theme.colors.primary});
  transition: width ${(p) => p.theme.transitions.normal};
`;

/**
 * The whole percent of `done` out of `need`, rounded down: 99.6% shows 99, so a bar is
 * never full (and a bonus never looks unlocked) while any of the turnover is still owed.
 * Full when nothing is needed; never below 0 or above 100.
 */
export function progressPercent(done: number, need: number): number {
  if (need <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((done / need) * 100)));
}

export interface ProgressBarProps {
  /** What is done so far, in the unit of `need` (fen, points, bets). */
  done: number;
  need: number;
  /** Its accessible name (流水进度, 存款进度 …). */
  label: string;
}

/** A labelled progress bar of `done` out of `need` (`progressPercent`). */
export function ProgressBar({ done, need, label }: ProgressBarProps) {
  const pct = progressPercent(done, need);
  return (
    <Track role="progressbar" aria-label={label} aria-valuenow={pct} aria-valuemin={0} aria-valuemax={100}>
      <Fill $pct={pct} />
    </Track>
  );
}
