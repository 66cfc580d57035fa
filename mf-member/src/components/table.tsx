import styled from 'styled-components';

/** Scrolls sideways at phone width instead of squeezing the columns. */
export const TableWrap = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
`;

export const Table = styled.table`
  width: 100%;
  min-width: 640px;
  border-collapse: collapse;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.text};
  th,
  td {
    padding: 10px 12px;
    text-align: left;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    white-space: nowrap;
  }
  th {
    background: ${(p) => p.theme.colors.surfaceAlt};
    color: ${(p) => p.theme.colors.textSecondary};
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
  tfoot td {
    font-weight: ${(p) => p.theme.fontWeights.bold};
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  tr:last-child td {
    border-bottom: none;
  }
`;

/** Win/loss colouring: positive in the rise colour, negative in the fall colour. */
export const Signed = styled.span<{ $value: number }>`
  color: ${(p) => (p.$value > 0 ? p.theme.colors.rise : p.$value < 0 ? p.theme.colors.fall : p.theme.colors.text)};
  font-weight: ${(p) => p.theme.fontWeights.medium};
`;
