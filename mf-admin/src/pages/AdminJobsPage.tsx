import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formatDate, getApiClient, isApiError, primitives, useRootStore, type PageProps } from '@realty/shared';
import { useLoad } from '@realty/shared/sections';
import { fetchDeadLetters, retryDeadLetter, type DeadLetterRow } from '@realty/shared/contracts/admin';
import { AdminLayout } from '../admin/AdminLayout';
import { AdminTable, type AdminColumn } from '../admin/AdminTable';
import styles from '../admin/Admin.module.css';

const RUNNER_KEYS = { 'pg-boss': 'admin.jobs.runner.pg-boss', 'in-process': 'admin.jobs.runner.in-process' } as const;

/** admin/jobs: the job queue's dead letters (jobs that failed every retry), newest first; retry one once fixed. */
export default function AdminJobsPage({ lang, route }: PageProps) {
  const { t } = useTranslation('admin');
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

  const columns: AdminColumn<DeadLetterRow>[] = [
    { label: t('admin.jobs.failedAt'), cell: (row) => formatDate(row.failed_at ?? row.created_at, lang, { dateStyle: 'short', timeStyle: 'short' }) },
    { label: t('admin.jobs.queue'), cell: (row) => <code>{row.queue}</code> },
    { label: t('admin.jobs.error'), cell: (row) => row.error },
    { label: t('admin.jobs.retries'), cell: (row) => row.retries },
    { label: t('admin.jobs.data'), cell: (row) => <pre className={styles.code}>{JSON.stringify(row.data)}</pre> },
    {
      label: t('admin.jobs.actions'),
      cell: (row) => (
        <Button variant="secondary" size="small" busy={busy === row.id} onClick={() => void retry(row)} data-testid="job-retry">
          {t('admin.jobs.retry')}
        </Button>
      ),
    },
  ];

  return (
    <AdminLayout lang={lang} route={route} intro={t('admin.intro.adminJobs')}>
      {queue ? (
        <p className={primitives.muted} data-testid="jobs-runner">
          {t(RUNNER_KEYS[queue.kind])} {queue.working ? null : t('admin.jobs.notWorking')}
        </p>
      ) : null}
      <AdminTable
        caption={t('admin.jobs.caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowProps={() => ({ 'data-testid': 'job-row' })}
        state={list}
        empty={t('admin.jobs.empty')}
        stacked
        testId="jobs-table"
      />
    </AdminLayout>
  );
}
