import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, getApiClient, useRootStore, type PageProps } from '@realty/shared';
import { InvoicePager, ListState, useLoad } from '@realty/shared/sections';
import { InvoiceCard } from '../components/InvoiceCard';
import { OrderDialog } from '../components/OrderDialog';
import { ProfileLayout } from '../components/ProfileLayout';
import styles from '../components/Billing.module.css';
import { fetchInvoices } from '@realty/shared/contracts/billing';
import { usePageTexts } from './texts';

/** profile/invoice: the user's invoices (unpaid, paid, cancelled) with their PDFs; order a promotion from here too. */
export default observer(function InvoicePage({ lang, route }: PageProps) {
  const { t } = usePageTexts(lang, 'billing');
  const { ui } = useRootStore();
  const [page, setPage] = useState(1);
  const list = useLoad(() => fetchInvoices(getApiClient(), page, lang), `${lang}:${page}`);
  const [ordering, setOrdering] = useState(false);
  const invoices = list.data?.data ?? [];
  const meta = list.data?.meta;
  return (
    <ProfileLayout lang={lang} route={route} intro={t('intro.profileInvoice')}>
      <div className={styles.toolbar}>
        <p className={styles.empty}>{t('invoice.hint')}</p>
        <Button variant="primary" onClick={() => setOrdering(true)} data-testid="invoice-order">
          {t('invoice.order')}
        </Button>
      </div>
      <ListState state={list} failed={t('common.loadFailed')} count={invoices.length} empty={t('invoice.empty')} emptyClassName={styles.empty} />
      {!list.data && !list.error ? <p role="status">{t('common.loading')}</p> : null}
      {invoices.length ? (
        <ul className={styles.list} data-testid="invoice-list">
          {invoices.map((invoice) => (
            <li key={invoice.id}>
              <InvoiceCard invoice={invoice} lang={lang} />
            </li>
          ))}
        </ul>
      ) : null}
      <InvoicePager meta={meta} page={page} onPage={setPage} />
      {ordering ? (
        <OrderDialog
          lang={lang}
          onClose={() => setOrdering(false)}
          onOrdered={(_invoice, message) => {
            setOrdering(false);
            ui.notify(message, 'success');
            setPage(1);
            list.reload();
          }}
        />
      ) : null}
    </ProfileLayout>
  );
});
