import styled, { css } from 'styled-components';
import { ColumnRows, type Column } from '@site/shared/ui';

type Emphasis = 'first' | 'last' | 'none';

const Table = styled.table<{ $align: 'left' | 'center'; $emphasis: Emphasis }>`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 10px 8px;
    text-align: ${(p) => p.$align};
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    color: ${(p) => p.theme.colors.text};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  th {
    color: ${(p) => p.theme.colors.textSecondary};
    font-weight: normal;
  }
  ${(p) =>
    p.$emphasis !== 'none' &&
    css`
      td:${p.$emphasis}-child {
        color: ${p.theme.colors.primary};
        font-weight: ${p.theme.fontWeights.bold};
      }
    `}
`;

/**
 * The promotions' small data tables (commission tiers, race leaderboard, invitees): a labelled
 * table of `columns` over `rows`, optionally centred, with the first or last column emphasised.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  align = 'left',
  emphasis = 'none',
}: {
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  align?: 'left' | 'center';
  emphasis?: Emphasis;
}) {
  return (
    <Table aria-label={label} $align={align} $emphasis={emphasis}>
      <ColumnRows columns={columns} rows={rows} rowKey={rowKey} />
    </Table>
  );
}
