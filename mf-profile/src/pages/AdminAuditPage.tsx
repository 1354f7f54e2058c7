import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ENTITY_TYPES, Button, fetchAuditLog, formatDate, getApiClient, SelectField, type AuditEntityType, type AuditRowData, type PageProps } from '@realty/shared';
import { AdminLayout } from '../admin/AdminLayout';
import { useLoad } from '../components/useLoad';
import styles from '../admin/Admin.module.css';

const ENTITY_LABEL_KEYS: Record<AuditEntityType, string> = {
  listing: 'admin.audit.entity.listing',
  user: 'admin.audit.entity.user',
  post: 'admin.audit.entity.post',
  invoice: 'admin.audit.entity.invoice',
  report: 'admin.audit.entity.report',
};

const state = (value: AuditRowData['before']): string => (value ? JSON.stringify(value, null, 1) : '—');

/** admin/audit: every back-office action, newest first: who, when, what, and the entity before and after. */
export default function AdminAuditPage({ lang, route }: PageProps) {
  const { t } = useTranslation('profile');
  const [entity, setEntity] = useState<AuditEntityType | ''>('');
  const [more, setMore] = useState<AuditRowData[]>([]);
  const [next, setNext] = useState<number | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const first = useLoad(() => fetchAuditLog(getApiClient(), entity ? { entityType: entity } : {}, lang), `${lang}:${entity}`);
  const rows = [...(first.data?.data ?? []), ...more];
  const nextBefore = next === undefined ? first.data?.next_before : next;

  const loadMore = async () => {
    if (!nextBefore) return;
    setBusy(true);
    try {
      const page = await fetchAuditLog(getApiClient(), { ...(entity ? { entityType: entity } : {}), before: nextBefore }, lang);
      setMore((m) => [...m, ...page.data]);
      setNext(page.next_before);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminLayout lang={lang} route={route} intro={t('admin.intro.adminAudit')}>
      <div className={styles.filters}>
        <SelectField
          label={t('admin.audit.entityFilter')}
          value={entity}
          onChange={(e) => {
            setEntity(e.target.value as AuditEntityType | '');
            setMore([]);
            setNext(undefined);
          }}
        >
          <option value="">{t('admin.audit.all')}</option>
          {AUDIT_ENTITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(ENTITY_LABEL_KEYS[type])}
            </option>
          ))}
        </SelectField>
      </div>
      {first.error ? <p role="alert">{t('common.loadFailed')}</p> : null}
      {!first.loading && rows.length === 0 ? <p className={styles.muted}>{t('admin.audit.empty')}</p> : null}
      {rows.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="audit-table">
            <caption className={styles.visuallyHidden}>{t('admin.audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.audit.at')}</th>
                <th scope="col">{t('admin.audit.actor')}</th>
                <th scope="col">{t('admin.audit.action')}</th>
                <th scope="col">{t('admin.audit.entityCol')}</th>
                <th scope="col">{t('admin.audit.before')}</th>
                <th scope="col">{t('admin.audit.after')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{formatDate(row.at, lang, { dateStyle: 'short', timeStyle: 'short' })}</td>
                  <td>{row.actor ? `${row.actor.name} (${row.actor.email})` : t('admin.audit.commandLine')}</td>
                  <td>
                    <code>{row.action}</code>
                  </td>
                  <td>{`${row.entity_type} #${row.entity_id}`}</td>
                  <td>
                    <pre className={styles.code}>{state(row.before)}</pre>
                  </td>
                  <td>
                    <pre className={styles.code}>{state(row.after)}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {nextBefore ? (
        <p>
          <Button variant="secondary" busy={busy} onClick={() => void loadMore()}>
            {t('common.more')}
          </Button>
        </p>
      ) : null}
    </AdminLayout>
  );
}
