import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorState, Skeleton, type Column } from '@site/shared/ui';
import { errorText } from '../api';
import { bt } from '../messages';

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th,
  td {
    padding: 10px 12px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    white-space: nowrap;
  }
  th {
    position: sticky;
    top: 0;
    background: ${(p) => p.theme.colors.surfaceAlt};
    color: ${(p) => p.theme.colors.textSecondary};
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
  tbody tr:hover td {
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  tbody tr:last-child td {
    border-bottom: none;
  }
  /*
   * Below the shell's tablet breakpoint (lib/use-narrow.ts) every row becomes a card: one line per
   * column, its header as the label, nothing wider than the screen, so no list scrolls sideways.
   */
  @media (max-width: 1023px) {
    thead {
      display: none;
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tbody tr {
      padding: 8px 0;
      border-bottom: 1px solid ${(p) => p.theme.colors.border};
    }
    tbody tr:last-child {
      border-bottom: none;
    }
    tbody tr:hover td {
      background: none;
    }
    td {
      display: grid;
      grid-template-columns: 7.5em minmax(0, 1fr);
      justify-items: start;
      gap: 12px;
      padding: 4px 16px;
      border-bottom: none;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    td::before {
      content: attr(data-label);
      color: ${(p) => p.theme.colors.textSecondary};
    }
    td[data-label=''] {
      grid-template-columns: minmax(0, 1fr);
    }
    td[data-label='']::before {
      display: none;
    }
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: 20px 16px;
  text-align: center;
  color: ${(p) => p.theme.colors.textMuted};
`;

const SkeletonRows = styled.div`
  display: grid;
  gap: 12px;
  padding: 16px;
`;

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  label?: string;
}

/** A header as a card line's label: its text when it is text (a header of icons or controls has none). */
const labelOf = (header: ReactNode): string =>
  typeof header === 'string' || typeof header === 'number' ? String(header) : '';

/**
 * A list of the back office: loading skeleton, the server's error with retry, empty, or the rows;
 * a table on a wide screen, a card per row below 1024 px. The roles are explicit because a
 * table restyled as blocks loses its table semantics in some browsers.
 */
export function DataTable<T>({ columns, rows, rowKey, loading, error, onRetry, label }: DataTableProps<T>) {
  if (error !== undefined && error !== null)
    return (
      <Scroll>
        <ErrorState compact message={errorText(error)} {...(onRetry ? { onRetry } : {})} />
      </Scroll>
    );
  if (!rows && loading)
    return (
      <Scroll aria-busy="true">
        <SkeletonRows>
          <Skeleton height="20px" />
          <Skeleton height="20px" />
          <Skeleton height="20px" />
        </SkeletonRows>
      </Scroll>
    );
  if (!rows || rows.length === 0)
    return (
      <Scroll>
        <Empty>{bt('common.empty')}</Empty>
      </Scroll>
    );
  return (
    <Scroll aria-busy={loading ? 'true' : 'false'}>
      <Table role="table" aria-label={label}>
        <thead>
          <tr role="row">
            {columns.map((c, i) => (
              <th key={i} role="columnheader">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((c, i) => (
                <td key={i} role="cell" style={c.style} data-label={labelOf(c.header)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
