import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, fetchAdminUsers, Field, formatDate, getApiClient, pathTo, primitives, type PageProps } from '@realty/shared';
import { AdminLayout } from '../admin/AdminLayout';
import { NextPageButton } from '../admin/NextPageButton';
import { useLoad } from '../components/useLoad';
import styles from '../admin/Admin.module.css';

/** admin/users: find a user by e-mail or name; each opens their page (listings, invoices, block). */
export default function AdminUsersPage({ lang, route }: PageProps) {
  const { t } = useTranslation('profile');
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const found = useLoad(() => fetchAdminUsers(getApiClient(), { q: query, page }, lang), `${lang}:${query}:${page}`);
  const rows = found.data?.data ?? [];
  const meta = found.data?.meta;
  return (
    <AdminLayout lang={lang} route={route} intro={t('admin.intro.adminUsers')}>
      <form
        className={styles.filters}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(input.trim());
          setPage(1);
        }}
      >
        <Field label={t('admin.users.search')} type="search" value={input} maxLength={100} onChange={(e) => setInput(e.target.value)} data-testid="user-search" />
        <Button type="submit">{t('admin.users.find')}</Button>
      </form>
      {found.error ? <p role="alert">{t('common.loadFailed')}</p> : null}
      {meta ? <p className={primitives.muted}>{t('admin.users.total', { count: meta.total })}</p> : null}
      {rows.length ? (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="users-table">
            <caption className={primitives.visuallyHidden}>{t('admin.users.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.users.name')}</th>
                <th scope="col">{t('admin.users.email')}</th>
                <th scope="col">{t('admin.users.listings')}</th>
                <th scope="col">{t('admin.users.since')}</th>
                <th scope="col">{t('admin.users.state')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((u) => (
                <tr key={u.id}>
                  <td>
                    <Link to={pathTo(lang, 'adminUser', String(u.id))}>{`${u.name} ${u.lastname}`.trim()}</Link>
                  </td>
                  <td>{u.email}</td>
                  <td>{u.listings}</td>
                  <td>{formatDate(u.created_at, lang, { dateStyle: 'medium' })}</td>
                  <td>
                    {u.blocked_at ? <span className={`${styles.badge} ${styles.badgeDanger}`}>{t('admin.users.blocked')}</span> : null}
                    {u.role === 'admin' ? <span className={styles.badge}>{t('admin.users.admin')}</span> : null}
                    {!u.blocked_at && u.role !== 'admin' ? t('admin.users.active') : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : !found.loading ? (
        <p className={primitives.muted}>{t('admin.users.empty')}</p>
      ) : null}
      <NextPageButton meta={meta} page={page} onNext={() => setPage((p) => p + 1)} />
    </AdminLayout>
  );
}
