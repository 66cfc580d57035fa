import type { ReactNode } from 'react';
import { ColumnRows, EmptyState, type Column } from '@site/shared/ui';
import { AsyncView, type AsyncState } from './async-view';
import { Pager } from './pager';
import { Table, TableWrap } from './table';

export type { Column };

/**
 * A paged record table (bet, gift and exchange records): skeleton, error with retry, the empty
 * state, the header and rows from `columns`, rows that open under a row (`below`, e.g. a sports
 * ticket's legs), an optional footer from the whole answer, and the pager.
 */
export function PagedTable<T, D extends { list: T[]; total: number }>({
  state,
  columns,
  rowKey,
  empty,
  page,
  pageSize,
  onPage,
  below,
  footer,
}: {
  state: AsyncState<D>;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  empty: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  below?: (row: T) => ReactNode;
  footer?: (data: D) => ReactNode;
}) {
  return (
    <AsyncView state={state}>
      {(data) =>
        data.list.length === 0 ? (
          <EmptyState title={empty} />
        ) : (
          <>
            <TableWrap>
              <Table>
                <ColumnRows
                  columns={columns}
                  rows={data.list}
                  rowKey={rowKey}
                  below={below}
                  footer={footer?.(data)}
                />
              </Table>
            </TableWrap>
            <Pager page={page} pageSize={pageSize} total={data.total} onPage={onPage} />
          </>
        )
      }
    </AsyncView>
  );
}
