import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, formatDate, getApiClient, pathTo, primitives, type PageProps } from '@realty/shared';
import { Field } from '@realty/shared/field';
import { useLoad } from '@realty/shared/sections';
import { fetchAdminUsers, type AdminUserRow } from '@realty/shared/contracts/admin';
import { AdminLayout } from '../admin/AdminLayout';
import { AdminTable, type AdminColumn } from '../admin/AdminTable';
import { NextPageButton } from '../admin/NextPageButton';
import styles from '../admin/Admin.module.css';

/** admin/users: find a user by e-mail or name; each opens their page (listings, invoices, block). */
export default function AdminUsersPage({ lang, route }: PageProps) {
  const { t } = useTranslation('admin');
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const found = useLoad(() => fetchAdminUsers(getApiClient(), { q: query, page }, lang), `${lang}:${query}:${page}`);
  const rows = found.data?.data ?? [];
  const meta = found.data?.meta;
  const columns: AdminColumn<AdminUserRow>[] = [
    { label: t('admin.users.name'), cell: (u) => <Link to={pathTo(lang, 'adminUser', String(u.id))}>{`${u.name} ${u.lastname}`.trim()}</Link> },
    { label: t('admin.users.email'), cell: (u) => u.email },
    { label: t('admin.users.listings'), cell: (u) => u.listings },
    { label: t('admin.users.since'), cell: (u) => formatDate(u.created_at, lang, { dateStyle: 'medium' }) },
    {
      label: t('admin.users.state'),
      cell: (u) => (
        <>
          {u.blocked_at ? <span className={`${styles.badge} ${styles.badgeDanger}`}>{t('admin.users.blocked')}</span> : null}
          {u.role === 'admin' ? <span className={styles.badge}>{t('admin.users.admin')}</span> : null}
          {!u.blocked_at && u.role !== 'admin' ? t('admin.users.active') : null}
        </>
      ),
    },
  ];
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
      {meta ? <p className={primitives.muted}>{t('admin.users.total', { count: meta.total })}</p> : null}
      <AdminTable
        caption={t('admin.users.caption')}
        columns={columns}
        rows={rows}
        rowKey={(u) => u.id}
        state={found}
        empty={t('admin.users.empty')}
        testId="users-table"
        pager={<NextPageButton meta={meta} page={page} onNext={() => setPage((p) => p + 1)} />}
      />
    </AdminLayout>
  );
}
