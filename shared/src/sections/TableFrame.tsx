import type { HTMLAttributes, ReactNode, TdHTMLAttributes } from 'react';

/** Extra attributes of a row or a cell (a data-testid, a title, a data-label of its own). */
type DataAttributes = { [key: `data-${string}`]: string | number | undefined };
export type AdminRowAttributes = HTMLAttributes<HTMLTableRowElement> & DataAttributes;
export type AdminCellAttributes = TdHTMLAttributes<HTMLTableCellElement> & DataAttributes;

export interface AdminColumn<Row> {
  /** The column's header (and, in a stacked table, each cell's label on a phone). */
  label: string;
  cell: (row: Row) => ReactNode;
  /** The cell that names its row: a `<th scope="row">` instead of a `<td>`. */
  rowHeader?: boolean;
  cellProps?: (row: Row) => AdminCellAttributes;
}

/** The class names of the frame (a CSS module's, hence possibly undefined). */
export interface TableFrameClasses {
  wrap: string | undefined;
  /** The table's own, and with `stacked` the class that turns rows into cards on a phone. */
  table: string | undefined;
  caption: string | undefined;
  empty?: string | undefined;
}

export interface TableFrameProps<Row> {
  /** Names the table for screen readers (visually hidden or not: `classes.caption`). */
  caption: string;
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowProps?: (row: Row) => AdminRowAttributes;
  /** Shown instead of the table when there are no rows; null while that is not known yet (loading). */
  empty?: string | null;
  /** Below the table (or the empty message): the list's pager or "more" button. */
  pager?: ReactNode;
  /** On a phone each row becomes a card, each cell labelled with its column's name (`data-label`). */
  stacked?: boolean;
  testId?: string;
  classes: TableFrameClasses;
}

/**
 * A table frame: caption, header row of `th scope="col"`, one row per item, empty message, pager. Without CSS of its
 * own, so that a page pulls in only its look's: AdminTable (the back office's) or a page's module (import runs).
 */
export function TableFrame<Row>({ caption, columns, rows, rowKey, rowProps, empty, pager, stacked = false, testId, classes: look }: TableFrameProps<Row>) {
  return (
    <>
      {rows.length === 0 ? (
        empty ? (
          <p className={look.empty}>{empty}</p>
        ) : null
      ) : (
        <div className={look.wrap}>
          <table className={look.table} data-testid={testId}>
            <caption className={look.caption}>{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} {...rowProps?.(row)}>
                  {columns.map((column) => {
                    const props = { ...(stacked ? { 'data-label': column.label } : {}), ...column.cellProps?.(row) };
                    return column.rowHeader ? (
                      <th key={column.label} scope="row" {...props}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.label} {...props}>
                        {column.cell(row)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pager}
    </>
  );
}
