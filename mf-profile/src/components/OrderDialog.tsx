import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney, getApiClient, isApiError, useCurrencyStore, type Lang } from '@realty/shared';
import { Dialog } from '@realty/shared/dialog';
import { SubmitCancel, useLoad } from '@realty/shared/sections';
import { fetchOwnListings } from '@realty/shared/contracts/account';
import { BillingFields, type BillingValues } from './BillingFields';
import styles from './Billing.module.css';
import { type Invoice, checkBillingDetails, fetchBillingDetails, fetchServices, orderService } from '@realty/shared/contracts/billing';

export interface OrderDialogProps {
  lang: Lang;
  /** Service code to start with (from the fees page's "Order" link). */
  service?: string | undefined;
  /** Listing to start with (the "Promote" button of a card). */
  listingId?: number | undefined;
  onClose(): void;
  onOrdered(invoice: Invoice, message: string): void;
}

/**
 * Order a paid service: pick the service and the listings (one, or up to a package's quota) and give the invoice
 * details (checked here with the api's schema, then saved for next time); creates an invoice.
 */
export const OrderDialog = observer(function OrderDialog({ lang, service, listingId, onClose, onOrdered }: OrderDialogProps) {
  const { t } = useTranslation('profile');
  const currency = useCurrencyStore();
  const services = useLoad(() => fetchServices(getApiClient(), lang), lang);
  // The biggest package covers ORDER_LISTINGS_MAX (50) listings: one page of that many active listings to pick from.
  const listings = useLoad(() => fetchOwnListings(getApiClient(), { status: 'active', perPage: 50 }, lang), lang);
  const [code, setCode] = useState<string | undefined>(service);
  const [picked, setPicked] = useState<number[]>(listingId ? [listingId] : []);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  // The buyer's invoice details: the saved ones (or the profile's) until the user edits them; sent with every order,
  // which saves them for the next one.
  const details = useLoad(() => fetchBillingDetails(getApiClient(), lang), lang);
  const [edited, setEdited] = useState<BillingValues | null>(null);
  const saved = details.data?.data;
  const billing: BillingValues = edited ?? { name: saved?.name ?? '', address: saved?.address ?? '', tax_office: saved?.tax_office ?? '', tax_number: saved?.tax_number ?? '' };
  const billingErrors = {
    name: errors['billing.name'],
    address: errors['billing.address'],
    tax_office: errors['billing.tax_office'],
    tax_number: errors['billing.tax_number'],
  };
  const editBilling = (field: keyof BillingValues, value: string) => {
    setEdited({ ...billing, [field]: value });
    // a message stays only while its problem does
    setErrors(({ [`billing.${field}`]: _fixed, ...rest }) => rest);
  };

  const all = useMemo(() => services.data?.data ?? [], [services.data]);
  const chosen = all.find((s) => s.code === code) ?? all[0];
  const max = chosen?.listings_quota ?? 1;
  const cards = listings.data?.data ?? [];

  const toggle = (id: number) => {
    if (max === 1) return setPicked([id]);
    setPicked((now) => (now.includes(id) ? now.filter((x) => x !== id) : now.length < max ? [...now, id] : now));
  };
  const choose = (next: string, quota: number) => {
    setCode(next);
    setPicked((now) => now.slice(0, quota));
  };
  const submit = async () => {
    if (!chosen) return;
    const invalid = checkBillingDetails(billing, lang);
    if (Object.keys(invalid).length) {
      setErrors(Object.fromEntries(Object.entries(invalid).map(([field, messages]) => [`billing.${field}`, messages])));
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const reply = await orderService(getApiClient(), { service: chosen.code, listing_ids: picked, currency: currency.currency, billing }, lang);
      onOrdered(reply.data, reply.message);
    } catch (error) {
      setErrors(isApiError(error) && error.errors ? error.errors : { _: [isApiError(error) ? error.message : t('order.failed')] });
    } finally {
      setBusy(false);
    }
  };
  const info = (price: number) => {
    if (currency.currency === 'TRY') return null;
    const converted = currency.convert(price, 'TRY');
    return converted === null ? null : formatMoney(converted, currency.currency, lang);
  };

  return (
    <Dialog title={t('order.title')} onClose={onClose} size="wide" testId="order-dialog">
      {services.error || listings.error || details.error ? <p role="alert">{t('common.loadFailed')}</p> : null}
      {!services.data || !listings.data || !details.data ? <p role="status">{t('common.loading')}</p> : null}
      {services.data && listings.data && details.data ? (
        <form
          className={styles.order}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <fieldset className={styles.fieldset}>
            <legend>{t('order.service')}</legend>
            {all.map((s) => (
              <label key={s.code} className={styles.option}>
                <input type="radio" name="service" value={s.code} checked={chosen?.code === s.code} onChange={() => choose(s.code, s.listings_quota ?? 1)} data-testid={`order-service-${s.code}`} />
                <span className={styles.optionText}>
                  <strong>{s.title}</strong>
                  <span className={styles.muted}>{s.description}</span>
                </span>
                <span className={styles.optionPrice}>
                  {formatMoney(s.price, 'TRY', lang)}
                  {info(s.price) ? <span className={styles.muted}>≈ {info(s.price)}</span> : null}
                </span>
              </label>
            ))}
            {errors.service ? <p className={styles.error}>{errors.service[0]}</p> : null}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend>{max === 1 ? t('order.listing') : t('order.listings', { count: max })}</legend>
            {cards.length === 0 ? <p>{t('order.noListings')}</p> : null}
            <div className={styles.listingChoices}>
              {cards.map((card) => (
                <label key={card.id} className={styles.option}>
                  <input
                    type={max === 1 ? 'radio' : 'checkbox'}
                    name="listing"
                    value={card.id}
                    checked={picked.includes(card.id)}
                    disabled={max > 1 && !picked.includes(card.id) && picked.length >= max}
                    onChange={() => toggle(card.id)}
                    data-testid={`order-listing-${card.id}`}
                  />
                  <span className={`${styles.optionText} ${styles.strong}`}>
                    {card.title}
                    <span className={styles.muted}>
                      #{card.id} · {card.place.label}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {errors.listing_ids ? <p className={styles.error}>{errors.listing_ids[0]}</p> : null}
          </fieldset>
          <BillingFields values={billing} errors={billingErrors} onChange={editBilling} />
          <p className={styles.muted}>{t('order.vatNote')}</p>
          {errors._ ? (
            <p role="alert" className={styles.error}>
              {errors._[0]}
            </p>
          ) : null}
          <SubmitCancel submit={t('order.submit')} variant="primary" busy={busy} disabled={!chosen || picked.length === 0} testId="order-submit" onCancel={onClose} className={styles.actions} />
        </form>
      ) : null}
    </Dialog>
  );
});
