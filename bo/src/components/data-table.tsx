import styled from 'styled-components';
import { ColumnRows, ErrorState, Skeleton, type Column } from '@site/shared/ui';
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

/** A list of the back office: loading skeleton, the server's error with retry, empty, or the rows. */
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
      <Table aria-label={label}>
        <ColumnRows columns={columns} rows={rows} rowKey={rowKey} />
      </Table>
    </Scroll>
  );
}
