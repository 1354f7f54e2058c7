import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass, fetchAdminPosts, formatDate, getApiClient, pathTo, primitives, type PageProps, type PostState } from '@realty/shared';
import { AdminLayout } from '../admin/AdminLayout';
import { NextPageButton } from '../admin/NextPageButton';
import { useLoad } from '../components/useLoad';
import styles from '../admin/Admin.module.css';

export const POST_STATE_KEYS: Record<PostState, string> = {
  draft: 'admin.journal.draft',
  scheduled: 'admin.journal.scheduled',
  published: 'admin.journal.published',
};

/** admin/journal: every post (drafts, scheduled, published), last changed first; each opens the editor. */
export default function AdminJournalPage({ lang, route }: PageProps) {
  const { t } = useTranslation('profile');
  const [page, setPage] = useState(1);
  const posts = useLoad(() => fetchAdminPosts(getApiClient(), page, lang), `${lang}:${page}`);
  const rows = posts.data?.data ?? [];
  const meta = posts.data?.meta;
  return (
    <AdminLayout lang={lang} route={route} intro={t('admin.intro.adminJournal')}>
      <p>
        <Link className={buttonClass()} to={pathTo(lang, 'adminPost', 'new')} data-testid="new-post">
          {t('admin.journal.new')}
        </Link>
      </p>
      {posts.error ? <p role="alert">{t('common.loadFailed')}</p> : null}
      {rows.length ? (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="posts-table">
            <caption className={primitives.visuallyHidden}>{t('admin.journal.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.journal.title')}</th>
                <th scope="col">{t('admin.journal.languages')}</th>
                <th scope="col">{t('admin.journal.category')}</th>
                <th scope="col">{t('admin.journal.state')}</th>
                <th scope="col">{t('admin.journal.date')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={p.id}>
                  <td>
                    <Link to={pathTo(lang, 'adminPost', String(p.id))}>{p.title}</Link>
                  </td>
                  <td>{p.langs.map((l) => l.toUpperCase()).join(', ')}</td>
                  <td>{p.category ?? '—'}</td>
                  <td>
                    <span className={`${styles.badge} ${p.state === 'draft' ? '' : p.state === 'scheduled' ? styles.badgeWarn : ''}`}>{t(POST_STATE_KEYS[p.state])}</span>
                  </td>
                  <td>{formatDate(p.published_at, lang, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : !posts.loading ? (
        <p className={primitives.muted}>{t('admin.journal.empty')}</p>
      ) : null}
      <NextPageButton meta={meta} page={page} onNext={() => setPage((p) => p + 1)} />
    </AdminLayout>
  );
}
