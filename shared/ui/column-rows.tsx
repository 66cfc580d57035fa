import { Fragment, type CSSProperties, type ReactNode } from 'react';

export interface Column<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  style?: CSSProperties;
}

/**
 * The inside of a data table described by columns: the header row, a row per item (with
 * optional rows under it, e.g. a ticket's legs) and an optional footer. Each remote wraps it in
 * its own styled <table>; the markup is written once.
 */
export function ColumnRows<T>({
  columns,
  rows,
  rowKey,
  below,
  footer,
}: {
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  below?: ((row: T) => ReactNode) | undefined;
  footer?: ReactNode;
}) {
  return (
    <>
      <thead>
        <tr>
          {columns.map((c, i) => (
            <th key={i}>{c.header}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
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
      {footer !== undefined && <tfoot>{footer}</tfoot>}
    </>
  );
}
