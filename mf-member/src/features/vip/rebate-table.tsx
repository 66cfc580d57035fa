import styled from 'styled-components';
import type { memberArea } from '@site/shared/contract';
import { t } from '@site/shared/i18n';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(100px, 1fr));
  gap: 10px;
`;
const Cell = styled.div`
  padding: 12px;
  text-align: center;
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => p.theme.colors.border};
  span {
    display: block;
    color: ${(p) => p.theme.colors.textSecondary};
    font-size: ${(p) => p.theme.fontSizes.xs};
  }
  strong {
    display: block;
    margin: 6px 0 2px;
    font-size: ${(p) => p.theme.fontSizes.lg};
    color: ${(p) => p.theme.colors.primary};
  }
  small {
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

type Row = { category: memberArea.RebateCategory; low: string; high: string; current: string };

/** Rebate (返水) rate of each game category at the member's grade, with the range over all grades. */
export function RebateTable({ rows }: { rows: Row[] }) {
  return (
    <Grid>
      {rows.map((r) => (
        <Cell key={r.category}>
          <span>{t(`memberCentre.category.${r.category}`)}</span>
          <strong>{r.current}%</strong>
          <small>
            {r.low}% - {r.high}%
          </small>
        </Cell>
      ))}
    </Grid>
  );
}
