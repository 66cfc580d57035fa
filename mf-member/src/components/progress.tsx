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

/** A progress bar of `done` out of `need` (any unit); full when `need` is 0. */
export function Progress({ done, need, label }: { done: number; need: number; label: string }) {
  const pct = need <= 0 ? 100 : Math.min(100, Math.floor((done / need) * 100));
  return (
    <Track role="progressbar" aria-label={label} aria-valuenow={pct} aria-valuemin={0} aria-valuemax={100}>
      <Fill $pct={pct} />
    </Track>
  );
}
