import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, formatDate, formatPrice, primitives, useCurrencyStore, type Lang, type ListingDetail } from '@realty/shared';
import { roundConverted } from './prices';
import styles from './Listing.module.css';

export interface PriceBlockProps {
  lang: Lang;
  listing: Pick<ListingDetail, 'price' | 'deal_type' | 'characteristics'>;
  /** Date of the rates used for the converted prices. */
  ratesDate: string | null;
}

/**
 * The listing's own price and currency (the asking price), the same price in all four currencies with the rates'
 * date (rounded per currency: they are estimates), the price per m², and for rent the period.
 */
export const PriceBlock = observer(function PriceBlock({ lang, listing, ratesDate }: PriceBlockProps) {
  const { t } = useTranslation('listing');
  const { currency: shown } = useCurrencyStore();
  const { amount, currency, prices } = listing.price;
  const rent = listing.deal_type === 'rent';
  const own = formatPrice(amount, currency, lang);
  const area = listing.characteristics.area;
  const perSqm = area && area > 0 ? formatPrice(roundConverted(amount / area, currency), currency, lang) : null;
  return (
    <section className={`${primitives.panel} ${styles.priceBlock}`} aria-labelledby="listing-price" data-testid="price-block">
      <h2 id="listing-price" className={primitives.visuallyHidden}>
        {t('price.title')}
      </h2>
      <p className={styles.priceMain} data-testid="price-own">
        {rent ? t('price.perMonth', { price: own }) : own}
      </p>
      {perSqm ? (
        <p className={primitives.note} data-testid="price-sqm">
          {rent ? t('price.perSqmMonth', { price: perSqm }) : t('price.perSqm', { price: perSqm })}
        </p>
      ) : null}
      <ul className={`${primitives.bare} ${styles.priceList}`} aria-label={t('price.inCurrencies')} data-testid="price-list">
        {CURRENCIES.map((code) => {
          const value = code === currency ? amount : roundConverted(prices[code], code);
          const text = formatPrice(value, code, lang);
          return (
            <li key={code} className={code === shown ? styles.priceCurrent : undefined} data-currency={code}>
              <span className={styles.priceCode}>{code}</span>
              <span>{code === currency ? text : t('price.approx', { price: text })}</span>
            </li>
          );
        })}
      </ul>
      {ratesDate ? <p className={primitives.note}>{t('price.ratesOf', { date: formatDate(ratesDate, lang) })}</p> : null}
    </section>
  );
});
