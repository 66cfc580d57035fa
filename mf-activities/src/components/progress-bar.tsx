import styled from 'styled-components';

const Track = styled.div`
  height: 8px;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.surfaceAlt};
  border: 1px solid ${(p) => p.theme.colors.border};
  overflow: hidden;
`;
const Fill = styled.div<{ $pct: number }>`
  width: ${(p) => p.$pct}%;
  height: 100%;
  background: ${(p) => p.theme.colors.primary};
  transition: width 0.4s ease;
`;

/** A labelled progress bar (turnover done of required). */
export function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  const pct = max <= 0 ? 100 : Math.min(100, Math.round((value / max) * 100));
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
      <Fill $pct={pct} />
    </Track>
  );
}
