import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formatDate, getApiClient, type PageProps } from '@realty/shared';
import { useLoad } from '@realty/shared/sections';
import { AUDIT_ENTITY_TYPES, fetchAuditLog, type AuditEntityType, type AuditRowData } from '@realty/shared/contracts/admin';
import { AdminLayout } from '../admin/AdminLayout';
import { AdminTable, type AdminColumn } from '../admin/AdminTable';
import { FilterSelect } from '../admin/FilterSelect';
import styles from '../admin/Admin.module.css';

const ENTITY_LABEL_KEYS: Record<AuditEntityType, string> = {
  listing: 'admin.audit.entity.listing',
  user: 'admin.audit.entity.user',
  post: 'admin.audit.entity.post',
  invoice: 'admin.audit.entity.invoice',
  report: 'admin.audit.entity.report',
};

/** The filter's choices: every entity (the empty value), then one type. */
const ENTITY_OPTIONS = ['', ...AUDIT_ENTITY_TYPES] as const;

/** The back office's actions as people read them (an unknown one shows its code). */
const ACTION_KEYS: Record<string, string> = {
  'listing.approve': 'admin.audit.actions.listingApprove',
  'listing.reject': 'admin.audit.actions.listingReject',
  'listing.hide': 'admin.audit.actions.listingHide',
  'eids.verify': 'admin.audit.actions.eidsVerify',
  'eids.reject': 'admin.audit.actions.eidsReject',
  'user.block': 'admin.audit.actions.userBlock',
  'user.unblock': 'admin.audit.actions.userUnblock',
  'user.grant_admin': 'admin.audit.actions.userGrantAdmin',
  'user.revoke_admin': 'admin.audit.actions.userRevokeAdmin',
  'post.create': 'admin.audit.actions.postCreate',
  'post.update': 'admin.audit.actions.postUpdate',
  'post.publish': 'admin.audit.actions.postPublish',
  'post.schedule': 'admin.audit.actions.postSchedule',
  'post.unpublish': 'admin.audit.actions.postUnpublish',
  'category.create': 'admin.audit.actions.categoryCreate',
  'tag.create': 'admin.audit.actions.tagCreate',
  'invoice.paid': 'admin.audit.actions.invoicePaid',
  'invoice.cancel': 'admin.audit.actions.invoiceCancel',
};

/** One record of a type, as the "Record" column names it. */
const ENTITY_ONE_KEYS: Record<AuditEntityType, string> = {
  listing: 'admin.audit.entityOne.listing',
  user: 'admin.audit.entityOne.user',
  post: 'admin.audit.entityOne.post',
  invoice: 'admin.audit.entityOne.invoice',
  report: 'admin.audit.entityOne.report',
};

const state = (value: AuditRowData['before']): string => (value ? JSON.stringify(value, null, 1) : '—');

/** admin/audit: every back-office action, newest first: who, when, what, and the entity before and after. */
export default function AdminAuditPage({ lang, route }: PageProps) {
  const { t } = useTranslation('admin');
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

  const columns: AdminColumn<AuditRowData>[] = [
    { label: t('admin.audit.at'), cell: (row) => formatDate(row.at, lang, { dateStyle: 'short', timeStyle: 'short' }) },
    { label: t('admin.audit.actor'), cell: (row) => (row.actor ? `${row.actor.name} (${row.actor.email})` : t('admin.audit.commandLine')) },
    {
      label: t('admin.audit.action'),
      cell: (row) => {
        const actionKey = ACTION_KEYS[row.action];
        return actionKey ? t(actionKey) : <code>{row.action}</code>;
      },
      cellProps: (row) => ({ title: row.action, 'data-testid': 'audit-action' }),
    },
    {
      label: t('admin.audit.entityCol'),
      cell: (row) => {
        const entityKey = ENTITY_ONE_KEYS[row.entity_type as AuditEntityType] as string | undefined;
        return `${entityKey ? t(entityKey) : row.entity_type} #${row.entity_id}`;
      },
    },
    { label: t('admin.audit.before'), cell: (row) => <pre className={styles.code}>{state(row.before)}</pre> },
    { label: t('admin.audit.after'), cell: (row) => <pre className={styles.code}>{state(row.after)}</pre> },
  ];

  return (
    <AdminLayout lang={lang} route={route} intro={t('admin.intro.adminAudit')}>
      <FilterSelect
        label={t('admin.audit.entityFilter')}
        value={entity}
        options={ENTITY_OPTIONS}
        optionLabel={(type) => (type === '' ? t('admin.audit.all') : t(ENTITY_LABEL_KEYS[type]))}
        onChange={(type) => {
          setEntity(type);
          setMore([]);
          setNext(undefined);
        }}
      />
      <AdminTable
        caption={t('admin.audit.caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        state={first}
        empty={t('admin.audit.empty')}
        stacked
        testId="audit-table"
        pager={
          nextBefore ? (
            <p>
              <Button variant="secondary" busy={busy} onClick={() => void loadMore()}>
                {t('common.more')}
              </Button>
            </p>
          ) : null
        }
      />
    </AdminLayout>
  );
}
