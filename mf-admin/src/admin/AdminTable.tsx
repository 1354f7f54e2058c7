import { useTranslation } from 'react-i18next';
import { primitives } from '@realty/shared';
import { TableFrame, type LoadState, type TableFrameProps } from '@realty/shared/sections';
import styles from './Admin.module.css';

export type { AdminCellAttributes, AdminColumn, AdminRowAttributes } from '@realty/shared/sections';
export type AdminTableProps<Row> = Omit<TableFrameProps<Row>, 'classes'> & {
  /** The load of the rows: its failure is said above the table, and `empty` waits until a reply is on screen. */
  state?: Pick<LoadState<unknown>, 'data' | 'error' | 'loading'>;
};

function LoadFailed() {
  const { t } = useTranslation('admin');
  return <p role="alert">{t('common.loadFailed')}</p>;
}

/** The back office's table (Admin.module.css): hidden caption, muted empty message, rows as cards on a phone when `stacked`. */
export function AdminTable<Row>({ state, empty, ...props }: AdminTableProps<Row>) {
  const classes = {
    wrap: styles.tableWrap,
    table: props.stacked ? `${styles.table} ${styles.stackTable}` : styles.table,
    caption: primitives.visuallyHidden,
    empty: primitives.muted,
  };
  return (
    <>
      {state?.error ? <LoadFailed /> : null}
      <TableFrame {...props} empty={!state || (state.data && !state.loading) ? empty : null} classes={classes} />
    </>
  );
}
