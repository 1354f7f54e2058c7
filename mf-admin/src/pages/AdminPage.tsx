import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getApiClient, pathTo, primitives, type PageProps, type RouteId } from '@realty/shared';
import { ListState, useLoad } from '@realty/shared/sections';
import { fetchAdminSummary } from '@realty/shared/contracts/admin';
import { AdminLayout } from '../admin/AdminLayout';
import styles from '../admin/Admin.module.css';

/** admin: the back office's start page, how much waits in each queue. */
export default function AdminPage({ lang, route }: PageProps) {
  const { t } = useTranslation('admin');
  const summary = useLoad(() => fetchAdminSummary(getApiClient(), lang), lang);
  const s = summary.data?.data;
  const counts: { key: string; label: string; value: number | undefined; to?: RouteId }[] = [
    { key: 'moderation', label: t('admin.summary.moderation'), value: s?.moderation, to: 'adminModeration' },
    { key: 'reports', label: t('admin.summary.reports'), value: s?.reports, to: 'adminModeration' },
    { key: 'verification', label: t('admin.summary.verification'), value: s?.verification, to: 'adminVerification' },
    { key: 'blocked', label: t('admin.summary.blocked'), value: s?.blocked_users, to: 'adminUsers' },
  ];
  return (
    <AdminLayout lang={lang} route={route} intro={t('admin.intro.admin')}>
      <ListState state={summary} failed={t('common.loadFailed')} retry={t('common.retry')} />
      <ul className={`${primitives.bare} ${styles.counts}`} aria-label={t('admin.summary.label')} aria-busy={summary.loading}>
        {counts.map((c) => {
          const body = (
            <>
              <span className={styles.countValue} data-testid={`admin-count-${c.key}`}>
                {c.value ?? '…'}
              </span>
              <span>{c.label}</span>
            </>
          );
          return (
            <li key={c.key}>
              {c.to ? (
                <Link className={`${primitives.panel} ${styles.count}`} to={pathTo(lang, c.to)}>
                  {body}
                </Link>
              ) : (
                <div className={`${primitives.panel} ${styles.count}`}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </AdminLayout>
  );
}
