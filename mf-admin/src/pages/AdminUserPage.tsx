import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  formatDate,
  formatPrice,
  getApiClient,
  primitives,
  type CurrencyCode,
  type PageProps,
} from '@realty/shared';
import { ListingCard } from '@realty/shared/listing';
import { ConfirmDialog, useLoad } from '@realty/shared/sections';
import { fetchAdminUser, setUserBlocked, type AdminUserDetail } from '@realty/shared/contracts/admin';
import { AdminLayout } from '../admin/AdminLayout';
import { AdminTable, type AdminColumn } from '../admin/AdminTable';
import { replyError } from '../admin/replyError';
import styles from '../admin/Admin.module.css';

const STATUS_KEYS: Record<string, string> = { active: 'admin.status.active', hidden: 'admin.status.hidden' };
const MODERATION_KEYS: Record<string, string> = {
  pending: 'admin.status.pending',
  approved: 'admin.status.approved',
  rejected: 'admin.status.rejected',
  hidden: 'admin.status.hiddenByModerator',
};
const INVOICE_KEYS: Record<string, string> = {
  pending: 'admin.status.unpaid',
  unpaid: 'admin.status.unpaid',
  paid: 'admin.status.paid',
  cancelled: 'admin.status.cancelled',
};

/** admin/users/{id}: a user's account, listings and invoices; block or unblock. */
export default function AdminUserPage({ lang, route, rest }: PageProps) {
  const { t } = useTranslation('admin');
  const id = Number(rest);
  const valid = Number.isSafeInteger(id) && id > 0;
  const detail = useLoad(() => (valid ? fetchAdminUser(getApiClient(), id, lang) : Promise.reject(new Error('id'))), `${lang}:${rest}`);
  const [confirm, setConfirm] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const data = detail.data?.data;
  /** A status code's label (a code this page does not know yet is shown as it is). */
  const label = (keys: Record<string, string>, code: string): string => (keys[code] ? t(keys[code]) : code);
  const user = data?.user;

  const toggle = async () => {
    if (!user) return;
    setConfirm(false);
    try {
      const res = await setUserBlocked(getApiClient(), user.id, !user.blocked_at, lang);
      setMessage(res.message);
      detail.reload();
    } catch (error) {
      setMessage(replyError(error, t('common.saveFailed')).message);
    }
  };

  const invoiceColumns: AdminColumn<AdminUserDetail['invoices'][number]>[] = [
    { label: t('admin.users.invoiceNumber'), cell: (inv) => inv.number },
    { label: t('admin.users.invoiceStatus'), cell: (inv) => label(INVOICE_KEYS, inv.status) },
    { label: t('admin.users.invoiceTotal'), cell: (inv) => formatPrice(inv.total, inv.currency as CurrencyCode, lang) },
    { label: t('admin.users.invoiceDate'), cell: (inv) => formatDate(inv.created_at, lang, { dateStyle: 'medium' }) },
  ];

  return (
    <AdminLayout lang={lang} route={route} intro={user ? `${user.name} ${user.lastname}`.trim() : t('admin.intro.adminUser')}>
      <p role="status" className={message ? styles.message : primitives.visuallyHidden}>
        {message}
      </p>
      {detail.error ? <p role="alert">{t('admin.users.notFound')}</p> : null}
      {user ? (
        <section className={`${primitives.panel} ${styles.card}`} aria-labelledby="admin-user-facts">
          <div className={styles.cardHead}>
            <h2 id="admin-user-facts" className={styles.cardTitle}>
              {t('admin.users.account')}
            </h2>
            {user.blocked_at ? <span className={`${styles.badge} ${styles.badgeDanger}`}>{t('admin.users.blocked')}</span> : null}
          </div>
          <dl className={styles.facts}>
            <dt>{t('admin.users.email')}</dt>
            <dd data-testid="admin-user-email">{user.email}</dd>
            <dt>{t('admin.users.phone')}</dt>
            <dd>{user.phone ?? '—'}</dd>
            <dt>{t('admin.users.type')}</dt>
            <dd>{user.org_type === 'corporate' ? t('admin.users.corporate') : t('admin.users.private')}</dd>
            <dt>{t('admin.users.since')}</dt>
            <dd>{formatDate(user.created_at, lang, { dateStyle: 'long' })}</dd>
            {user.blocked_at ? (
              <>
                <dt>{t('admin.users.blockedAt')}</dt>
                <dd>{formatDate(user.blocked_at, lang, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
              </>
            ) : null}
          </dl>
          <div className={styles.actions}>
            <Button variant={user.blocked_at ? 'primary' : 'secondary'} onClick={() => setConfirm(true)} data-testid="toggle-block">
              {user.blocked_at ? t('admin.users.unblock') : t('admin.users.block')}
            </Button>
          </div>
        </section>
      ) : null}
      {data ? (
        <>
          <h2 className={styles.cardTitle}>{t('admin.users.listingsTitle', { count: data.listings.length })}</h2>
          {data.listings.length ? (
            <div className={styles.cards}>
              {data.listings.map((l) => (
                <ListingCard key={l.card.id} card={l.card} lang={lang} prefetch={false} footer={<span className={styles.badge}>{`${label(STATUS_KEYS, l.status)} · ${label(MODERATION_KEYS, l.moderation_status)}`}</span>} />
              ))}
            </div>
          ) : (
            <p className={primitives.muted}>{t('admin.users.noListings')}</p>
          )}
          <h2 className={styles.cardTitle}>{t('admin.users.invoicesTitle')}</h2>
          <AdminTable
            caption={t('admin.users.invoicesTitle')}
            columns={invoiceColumns}
            rows={data.invoices}
            rowKey={(inv) => inv.id}
            empty={t('admin.users.noInvoices')}
          />
        </>
      ) : null}
      {confirm && user ? (
        <ConfirmDialog
          title={user.blocked_at ? t('admin.users.unblockTitle') : t('admin.users.blockTitle')}
          text={user.blocked_at ? t('admin.users.unblockMessage', { email: user.email }) : t('admin.users.blockMessage', { email: user.email })}
          confirm={user.blocked_at ? t('admin.users.unblock') : t('admin.users.block')}
          onConfirm={() => void toggle()}
          onClose={() => setConfirm(false)}
        />
      ) : null}
    </AdminLayout>
  );
}
