import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  Button,
  formatDate,
  formatMoney,
  getApiClient,
  isApiError,
  primitives,
  useRootStore,
  type PageProps,
} from '@realty/shared';
import { ConfirmDialog, InvoicePager, useLoad } from '@realty/shared/sections';
import { AdminLayout } from '../admin/AdminLayout';
import { AdminTable, type AdminColumn } from '../admin/AdminTable';
import { FilterSelect } from '../admin/FilterSelect';
import styles from '../admin/Admin.module.css';
import { type AdminInvoice, INVOICE_STATUSES, type InvoiceStatus, cancelInvoice, fetchAdminPayments, markInvoicePaid } from '@realty/shared/contracts/billing';

type Action = { kind: 'paid' | 'cancel'; invoice: AdminInvoice };

/** admin/payments: invoices by status (unpaid first); mark a bank transfer paid (the promotion starts) or cancel. */
export default function AdminPaymentsPage({ lang, route }: PageProps) {
  const { t } = useTranslation('admin');
  const { ui } = useRootStore();
  const [status, setStatus] = useState<InvoiceStatus>('unpaid');
  const [page, setPage] = useState(1);
  const list = useLoad(() => fetchAdminPayments(getApiClient(), { status, page }, lang), `${lang}:${status}:${page}`);
  const [action, setAction] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const statusLabel = { unpaid: t('invoice.unpaid'), paid: t('invoice.paid'), cancelled: t('invoice.cancelled') };
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;

  const run = async ({ kind, invoice }: Action) => {
    setBusy(true);
    try {
      const reply = kind === 'paid' ? await markInvoicePaid(getApiClient(), invoice.id, lang) : await cancelInvoice(getApiClient(), invoice.id, lang);
      ui.notify(reply.message, 'success');
      list.reload();
    } catch (error) {
      ui.notify(isApiError(error) ? error.message : t('admin.payments.failed'));
      list.reload();
    } finally {
      setBusy(false);
      setAction(null);
    }
  };

  const columns: AdminColumn<AdminInvoice>[] = [
    {
      label: t('admin.payments.number'),
      rowHeader: true,
      cell: (invoice) => (
        <a href={invoice.pdf_url} download={`${invoice.number}.pdf`}>
          {invoice.number}
        </a>
      ),
    },
    { label: t('invoice.created'), cell: (invoice) => formatDate(invoice.created_at, lang, { dateStyle: 'medium' }) },
    {
      label: t('admin.payments.buyer'),
      cell: (invoice) => (
        <>
          {invoice.user.name}
          <br />
          <span className={primitives.muted}>{invoice.user.email}</span>
        </>
      ),
    },
    {
      label: t('admin.payments.services'),
      cell: (invoice) =>
        invoice.items.map((item, i) => (
          <div key={i}>
            {item.title}
            {item.listings.map((listing) => (
              <div key={listing.id}>
                <Link to={listing.url}>{listing.title || `#${listing.id}`}</Link>
              </div>
            ))}
          </div>
        )),
    },
    { label: t('invoice.total'), cell: (invoice) => formatMoney(invoice.total, 'TRY', lang) },
    {
      label: t('admin.payments.actions'),
      cell: (invoice) =>
        invoice.status === 'unpaid' ? (
          <div className={styles.actions}>
            <Button variant="primary" size="small" onClick={() => setAction({ kind: 'paid', invoice })} data-testid="payment-mark-paid">
              {t('admin.payments.markPaid')}
              <span className={primitives.visuallyHidden}> {invoice.number}</span>
            </Button>
            <Button variant="secondary" size="small" onClick={() => setAction({ kind: 'cancel', invoice })} data-testid="payment-cancel">
              {t('admin.payments.cancel')}
              <span className={primitives.visuallyHidden}> {invoice.number}</span>
            </Button>
          </div>
        ) : (
          <span className={primitives.muted}>
            {statusLabel[invoice.status]}
            {invoice.paid_at ? ` · ${formatDate(invoice.paid_at, lang, { dateStyle: 'medium' })}` : ''}
            {invoice.cancelled_at ? ` · ${formatDate(invoice.cancelled_at, lang, { dateStyle: 'medium' })}` : ''}
          </span>
        ),
    },
  ];

  return (
    <AdminLayout lang={lang} route={route} intro={t('admin.intro.adminPayments')}>
      <FilterSelect
        label={t('admin.payments.status')}
        value={status}
        options={INVOICE_STATUSES}
        optionLabel={(s) => statusLabel[s]}
        onChange={(s) => {
          setStatus(s);
          setPage(1);
        }}
        testId="payments-status"
      />
      <AdminTable
        caption={t('admin.payments.caption', { status: statusLabel[status] })}
        columns={columns}
        rows={rows}
        rowKey={(invoice) => invoice.id}
        rowProps={(invoice) => ({ 'data-testid': 'payment-row', 'data-number': invoice.number })}
        state={list}
        empty={t('admin.payments.empty')}
        testId="payments-table"
        pager={<InvoicePager meta={meta} page={page} onPage={setPage} />}
      />
      {action ? (
        <ConfirmDialog
          title={action.kind === 'paid' ? t('admin.payments.paidTitle', { number: action.invoice.number }) : t('admin.payments.cancelTitle', { number: action.invoice.number })}
          text={
            action.kind === 'paid'
              ? t('admin.payments.paidText', { amount: formatMoney(action.invoice.total, 'TRY', lang), reference: action.invoice.payment.reference })
              : t('admin.payments.cancelText')
          }
          confirm={action.kind === 'paid' ? t('admin.payments.markPaid') : t('admin.payments.cancel')}
          busy={busy}
          onConfirm={() => void run(action)}
          onClose={() => setAction(null)}
        />
      ) : null}
    </AdminLayout>
  );
}
