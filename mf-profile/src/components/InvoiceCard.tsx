import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, formatMoney, primitives, type Lang } from '@realty/shared';
import styles from './Billing.module.css';
import { type Invoice, invoiceRateInfo } from '@realty/shared/contracts/billing';

const date = (iso: string, lang: Lang) => formatDate(iso, lang, { dateStyle: 'medium' });

/** One invoice: number, status, dates, services and listings, amounts, how to pay (unpaid) and the PDF. */
export function InvoiceCard({ invoice, lang }: { invoice: Invoice; lang: Lang }) {
  const { t } = useTranslation('profile');
  const status = { unpaid: t('invoice.unpaid'), paid: t('invoice.paid'), cancelled: t('invoice.cancelled') }[invoice.status];
  const payLabel = { bank: t('invoice.bank'), holder: t('invoice.holder'), iban: t('invoice.iban'), reference: t('invoice.reference') };
  const money = (n: number) => formatMoney(n, 'TRY', lang);
  const headingId = `invoice-${invoice.id}`;
  // The total in the buyer's currency, with the date of the rate it was converted at; left out when that rate was stale.
  const rate = invoiceRateInfo(invoice);
  return (
    <article className={primitives.panel} aria-labelledby={headingId} data-testid="invoice" data-number={invoice.number} data-status={invoice.status}>
      <div className={styles.invoiceHead}>
        <h2 id={headingId}>{t('invoice.number', { number: invoice.number })}</h2>
        <span className={`${styles.status} ${styles[invoice.status]}`} data-testid="invoice-status">
          {status}
        </span>
      </div>
      <ul className={styles.items}>
        {invoice.items.map((item, i) => (
          <li key={i}>
            {item.title}
            {item.listings.length ? ': ' : null}
            {item.listings.map((listing, j) => (
              <span key={listing.id}>
                {j ? ', ' : null}
                <Link to={listing.url}>{listing.title || `#${listing.id}`}</Link>
              </span>
            ))}
          </li>
        ))}
      </ul>
      <dl className={styles.facts}>
        <div>
          <dt>{t('invoice.created')}</dt>
          <dd>{date(invoice.created_at, lang)}</dd>
        </div>
        {invoice.paid_at ? (
          <div>
            <dt>{t('invoice.paidAt')}</dt>
            <dd>{date(invoice.paid_at, lang)}</dd>
          </div>
        ) : null}
        {invoice.cancelled_at ? (
          <div>
            <dt>{t('invoice.cancelledAt')}</dt>
            <dd>{date(invoice.cancelled_at, lang)}</dd>
          </div>
        ) : null}
        {invoice.promotions[0]?.ends_at ? (
          <div>
            <dt>{t('invoice.promotedUntil')}</dt>
            <dd>{date(invoice.promotions[0].ends_at, lang)}</dd>
          </div>
        ) : null}
        {invoice.buyer.name ? (
          <div>
            <dt>{t('invoice.billedTo')}</dt>
            <dd>
              {invoice.buyer.name}
              {invoice.buyer.tax_number ? <span className={`${styles.muted} ${styles.block}`}>{t('invoice.taxNumberShort', { number: invoice.buyer.tax_number })}</span> : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('invoice.subtotal')}</dt>
          <dd>{money(invoice.subtotal)}</dd>
        </div>
        <div>
          <dt>{t('invoice.vat', { percent: invoice.vat_percent })}</dt>
          <dd>{money(invoice.vat_amount)}</dd>
        </div>
        <div>
          <dt>{t('invoice.total')}</dt>
          <dd data-testid="invoice-total">
            {money(invoice.total)}
            {rate ? (
              <span className={styles.muted} data-testid="invoice-approx">
                {' '}
                {t('invoice.approx', { amount: formatMoney(rate.amount, rate.currency, lang), date: rate.date })}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
      {invoice.status === 'unpaid' ? (
        <section className={styles.bank} aria-labelledby={`${headingId}-pay`}>
          <h3 id={`${headingId}-pay`}>{t('invoice.howToPay')}</h3>
          <dl>
            {invoice.payment.instructions.map((row) => (
              <div key={row.key} className={styles.pair}>
                <dt>{payLabel[row.key]}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <p>
        <a href={invoice.pdf_url} download={`${invoice.number}.pdf`} data-testid="invoice-pdf">
          {t('invoice.pdf')}
          <span className={primitives.visuallyHidden}> {invoice.number}</span>
        </a>
      </p>
    </article>
  );
}
