import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass, formatDate, getApiClient, pathTo, type PageProps } from '@realty/shared';
import { useLoad } from '@realty/shared/sections';
import { fetchAdminPosts, type AdminPostRow, type PostState } from '@realty/shared/contracts/admin';
import { AdminLayout } from '../admin/AdminLayout';
import { AdminTable, type AdminColumn } from '../admin/AdminTable';
import { NextPageButton } from '../admin/NextPageButton';
import styles from '../admin/Admin.module.css';

export const POST_STATE_KEYS: Record<PostState, string> = {
  draft: 'admin.journal.draft',
  scheduled: 'admin.journal.scheduled',
  published: 'admin.journal.published',
};

/** admin/journal: every post (drafts, scheduled, published), last changed first; each opens the editor. */
export default function AdminJournalPage({ lang, route }: PageProps) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const posts = useLoad(() => fetchAdminPosts(getApiClient(), page, lang), `${lang}:${page}`);
  const rows = posts.data?.data ?? [];
  const meta = posts.data?.meta;
  const columns: AdminColumn<AdminPostRow>[] = [
    { label: t('admin.journal.title'), cell: (p) => <Link to={pathTo(lang, 'adminPost', String(p.id))}>{p.title}</Link> },
    { label: t('admin.journal.languages'), cell: (p) => p.langs.map((l) => l.toUpperCase()).join(', ') },
    { label: t('admin.journal.category'), cell: (p) => p.category ?? '—' },
    {
      label: t('admin.journal.state'),
      cell: (p) => <span className={`${styles.badge} ${p.state === 'draft' ? '' : p.state === 'scheduled' ? styles.badgeWarn : ''}`}>{t(POST_STATE_KEYS[p.state])}</span>,
    },
    { label: t('admin.journal.date'), cell: (p) => formatDate(p.published_at, lang, { dateStyle: 'medium', timeStyle: 'short' }) },
  ];
  return (
    <AdminLayout lang={lang} route={route} intro={t('admin.intro.adminJournal')}>
      <p>
        <Link className={buttonClass()} to={pathTo(lang, 'adminPost', 'new')} data-testid="new-post">
          {t('admin.journal.new')}
        </Link>
      </p>
      <AdminTable
        caption={t('admin.journal.caption')}
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        state={posts}
        empty={t('admin.journal.empty')}
        testId="posts-table"
        pager={<NextPageButton meta={meta} page={page} onNext={() => setPage((p) => p + 1)} />}
      />
    </AdminLayout>
  );
}
