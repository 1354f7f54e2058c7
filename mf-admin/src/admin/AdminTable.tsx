import { primitives } from '@realty/shared';
import { TableFrame, type TableFrameProps } from '@realty/shared/sections';
import styles from './Admin.module.css';

export type { AdminCellAttributes, AdminColumn, AdminRowAttributes } from '@realty/shared/sections';
export type AdminTableProps<Row> = Omit<TableFrameProps<Row>, 'classes'>;

/** The back office's table (Admin.module.css): hidden caption, muted empty message, rows as cards on a phone when `stacked`. */
export function AdminTable<Row>(props: AdminTableProps<Row>) {
  const classes = {
    wrap: styles.tableWrap,
    table: props.stacked ? `${styles.table} ${styles.stackTable}` : styles.table,
    caption: primitives.visuallyHidden,
    empty: primitives.muted,
  };
  return <TableFrame {...props} classes={classes} />;
}
