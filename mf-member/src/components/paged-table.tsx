import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { EmptyState } from '@site/shared/ui';
import { AsyncView, type AsyncState } from './async-view';
import { Pager } from './pager';
import { Table, TableWrap } from './table';

export interface Column<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  style?: CSSProperties;
}

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
                <thead>
                  <tr>
                    {columns.map((c, i) => (
                      <th key={i}>{c.header}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((row) => (
                    <Fragment key={rowKey(row)}>
                      <tr>
                        {columns.map((c, i) => (
                          <td key={i} style={c.style}>
                            {c.cell(row)}
                          </td>
                        ))}
                      </tr>
                      {below?.(row)}
                    </Fragment>
                  ))}
                </tbody>
                {footer && <tfoot>{footer(data)}</tfoot>}
              </Table>
            </TableWrap>
            <Pager page={page} pageSize={pageSize} total={data.total} onPage={onPage} />
          </>
        )
      }
    </AsyncView>
  );
}
