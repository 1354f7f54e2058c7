import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, getApiClient, primitives } from '@realty/shared';
import { TableFrame, type AdminColumn } from '@realty/shared/sections';
import styles from '../corporate/Corporate.module.css';
import { type ImportRowResult, type ImportRunReply, type ImportStatus, cancelImport, fetchImportRun } from '@realty/shared/contracts/agencies';

type Run = ImportRunReply['data'];

export const RESULT_KEYS: Record<ImportRowResult, string> = {
  created: 'import.results.created',
  updated: 'import.results.updated',
  unchanged: 'import.results.unchanged',
  removed: 'import.results.removed',
  failed: 'import.results.failed',
};
export const STATUS_KEYS: Record<ImportStatus, string> = {
  pending: 'import.statuses.pending',
  running: 'import.statuses.running',
  done: 'import.statuses.done',
  failed: 'import.statuses.failed',
  cancelled: 'import.statuses.cancelled',
};
/** The fields a row's messages are filed under (the API's names, in column order) -> their label keys; an unknown field shows as sent. */
export const FIELD_KEYS: Record<string, string> = {
  external_id: 'import.fields.externalId',
  deal_type: 'import.fields.dealType',
  property_type: 'import.fields.propertyType',
  region: 'import.fields.region',
  city: 'import.fields.city',
  district: 'import.fields.district',
  location: 'import.fields.location',
  price: 'import.fields.price',
  currency: 'import.fields.currency',
  area: 'import.fields.area',
  rooms: 'import.fields.rooms',
  floor: 'import.fields.floor',
  floors: 'import.fields.floors',
  yearBuilt: 'import.fields.yearBuilt',
  bathrooms: 'import.fields.bathrooms',
  eids: 'import.fields.eids',
  images: 'import.fields.images',
  listing: 'import.fields.listing',
};
const FIELD_ORDER = Object.keys(FIELD_KEYS);
/** A row's messages in the order of the file's columns (the server keeps them in no particular order). */
const inFieldOrder = (messages: Record<string, string[]>) =>
  Object.entries(messages).sort(([a], [b]) => (FIELD_ORDER.indexOf(a) >>> 0) - (FIELD_ORDER.indexOf(b) >>> 0));
const POLL_MS = 1000;
const live = (status: ImportStatus) => status === 'pending' || status === 'running';

/** One run: progress while it runs (polled), a cancel button, then its table of rows with each message. */
export function RunView({ id, onFinished }: { id: number; onFinished(): void }) {
  const { t } = useTranslation('profile');
  const [run, setRun] = useState<Run | null>(null);
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState(false);
  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      fetchImportRun(getApiClient(), id, page).then(
        (reply) => {
          if (!active) return;
          setRun(reply.data);
          if (live(reply.data.status)) timer = setTimeout(load, POLL_MS);
          else onFinished();
        },
        () => {
          if (active) timer = setTimeout(load, POLL_MS * 3);
        },
      );
    void load();
    return () => {
      active = false;
      if (timer) clearTimeout(timer);
    };
    // onFinished is called once per finished load; a new function each render must not restart polling
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, page]);
  if (!run) return <p role="status">{t('import.loading')}</p>;
  const running = live(run.status);
  const columns: AdminColumn<Run['rows'][number]>[] = [
    { label: t('import.row'), cell: (row) => row.row || '—' },
    { label: t('import.externalId'), cell: (row) => row.external_id ?? '—' },
    { label: t('import.result'), cell: (row) => t(RESULT_KEYS[row.result]) },
    { label: t('import.listing'), cell: (row) => (row.listing_url ? <Link to={row.listing_url}>{row.title ?? row.listing_url}</Link> : (row.title ?? '—')) },
    {
      label: t('import.messages'),
      // no label over an empty cell (a phone hides the cell)
      cellProps: (row) => (Object.keys(row.messages).length ? {} : { 'data-label': undefined }),
      cell: (row) =>
        Object.keys(row.messages).length ? (
          <ul className={primitives.bare}>
            {inFieldOrder(row.messages).flatMap(([field, messages]) =>
              messages.map((message) => (
                <li key={`${field}-${message}`}>
                  <span className={primitives.note}>{FIELD_KEYS[field] ? t(FIELD_KEYS[field]) : field}: </span>
                  {message}
                </li>
              )),
            )}
          </ul>
        ) : null,
    },
  ];
  return (
    <section className={`${primitives.panel} ${styles.panel}`} aria-labelledby="import-run" data-testid="import-run">
      <h2 id="import-run">{t('import.run', { id: run.id, source: run.source })}</h2>
      <p role="status" data-testid="import-status">
        {t(STATUS_KEYS[run.status])} · {t('import.processed', { count: run.processed })}
      </p>
      <p className={primitives.note}>
        {t('import.counts', {
          created: run.counts.created,
          updated: run.counts.updated,
          unchanged: run.counts.unchanged,
          removed: run.counts.removed,
          failed: run.counts.failed,
        })}
      </p>
      {running ? <progress aria-label={t('import.progress')} /> : null}
      {run.error ? (
        <p className={styles.error} role="alert">
          {run.error}
        </p>
      ) : null}
      {running ? (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            busy={cancelling}
            onClick={() => {
              setCancelling(true);
              void cancelImport(getApiClient(), run.id).finally(() => setCancelling(false));
            }}
          >
            {t('import.cancel')}
          </Button>
        </div>
      ) : null}
      <TableFrame
        caption={t('import.rowsCaption')}
        columns={columns}
        rows={run.rows}
        rowKey={(row) => `${row.row}-${row.external_id ?? ''}-${row.result}`}
        stacked
        testId="import-rows"
        classes={{ wrap: styles.tableWrap, table: styles.table, caption: primitives.note }}
        pager={
          run.rows_meta.last_page > 1 ? (
            <div className={styles.actions}>
              <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('import.prevRows')}
              </Button>
              <span>{t('import.rowsPage', { page, last: run.rows_meta.last_page })}</span>
              <Button variant="secondary" size="small" disabled={page >= run.rows_meta.last_page} onClick={() => setPage(page + 1)}>
                {t('import.nextRows')}
              </Button>
            </div>
          ) : null
        }
      />
    </section>
  );
}
