import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, fetchDeadLetters, formatDate, getApiClient, isApiError, primitives, retryDeadLetter, useRootStore, type DeadLetterRow, type PageProps } from '@realty/shared';
import { AdminLayout } from '../admin/AdminLayout';
import { useLoad } from '../components/useLoad';
import styles from '../admin/Admin.module.css';

const RUNNER_KEYS = { 'pg-boss': 'admin.jobs.runner.pg-boss', 'in-process': 'admin.jobs.runner.in-process' } as const;

/** admin/jobs: the job queue's dead letters (jobs that failed every retry), newest first; retry one once fixed. */
export default function AdminJobsPage({ lang, route }: PageProps) {
  const { t } = useTranslation('profile');
  const { ui } = useRootStore();
  const list = useLoad(() => fetchDeadLetters(getApiClient(), lang), lang);
  const [busy, setBusy] = useState<string | null>(null);
  const rows = list.data?.data ?? [];
  const queue = list.data?.queue;

  const retry = async (row: DeadLetterRow) => {
    setBusy(row.id);
    try {
      const reply = await retryDeadLetter(getApiClient(), row.queue, row.id, lang);
      ui.notify(reply.message, 'success');
    } catch (error) {
      ui.notify(isApiError(error) ? error.message : t('admin.jobs.failed'));
    } finally {
      setBusy(null);
      list.reload();
    }
  };

  return (
    <AdminLayout lang={lang} route={route} intro={t('admin.intro.adminJobs')}>
      {queue ? (
        <p className={primitives.muted} data-testid="jobs-runner">
          {t(RUNNER_KEYS[queue.kind])} {queue.working ? null : t('admin.jobs.notWorking')}
        </p>
      ) : null}
      {list.error ? <p role="alert">{t('common.loadFailed')}</p> : null}
      {list.data && rows.length === 0 ? <p className={primitives.muted}>{t('admin.jobs.empty')}</p> : null}
      {rows.length ? (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stackTable}`} data-testid="jobs-table">
            <caption className={primitives.visuallyHidden}>{t('admin.jobs.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.jobs.failedAt')}</th>
                <th scope="col">{t('admin.jobs.queue')}</th>
                <th scope="col">{t('admin.jobs.error')}</th>
                <th scope="col">{t('admin.jobs.retries')}</th>
                <th scope="col">{t('admin.jobs.data')}</th>
                <th scope="col">{t('admin.jobs.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid="job-row">
                  <td data-label={t('admin.jobs.failedAt')}>{formatDate(row.failed_at ?? row.created_at, lang, { dateStyle: 'short', timeStyle: 'short' })}</td>
                  <td data-label={t('admin.jobs.queue')}>
                    <code>{row.queue}</code>
                  </td>
                  <td data-label={t('admin.jobs.error')}>{row.error}</td>
                  <td data-label={t('admin.jobs.retries')}>{row.retries}</td>
                  <td data-label={t('admin.jobs.data')}>
                    <pre className={styles.code}>{JSON.stringify(row.data)}</pre>
                  </td>
                  <td data-label={t('admin.jobs.actions')}>
                    <Button variant="secondary" size="small" busy={busy === row.id} onClick={() => void retry(row)} data-testid="job-retry">
                      {t('admin.jobs.retry')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </AdminLayout>
  );
}
