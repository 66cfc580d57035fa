import styled from 'styled-components';

/**
 * Key figures as a `<dl>`: each `<div>` holds a small muted `<dt>` label over a large bold
 * `<dd>` value (balances, withdrawal limits). Wraps in a row; `$columns` lays the figures
 * out in equal columns instead.
 */
export const SummaryList = styled.dl<{ $columns?: boolean }>`
  display: ${(p) => (p.$columns ? 'grid' : 'flex')};
  flex-wrap: wrap;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 24px;
  margin: 0 0 16px;
  & > div {
    display: grid;
    gap: 4px;
  }
  dt {
    color: ${(p) => p.theme.colors.textSecondary};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
    font-weight: ${(p) => p.theme.fontWeights.bold};
  }
`;
