import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice, primitives, useCurrencyStore, type CurrencyCode, type Lang, type ListingDetail } from '@realty/shared';
import { DECIDE_NS } from './register';
import { tryRate } from './tryRate';
import styles from './Decide.module.css';

export interface MarketFactsProps {
  lang: Lang;
  listing: Pick<ListingDetail, 'price_per_m2' | 'district_median_per_m2' | 'comparables' | 'days_on_market' | 'listed_since' | 'deal_type'> & {
    price: { prices: Record<CurrencyCode, number> };
  };
}

/** How the price per m² sits against the neighbourhood, and how long the home has been on the market. */
export const MarketFacts = observer(function MarketFacts({ lang, listing }: MarketFactsProps) {
  const { t } = useTranslation(DECIDE_NS);
  const { currency } = useCurrencyStore();
  const perM2 = listing.price_per_m2 ?? null;
  const median = listing.district_median_per_m2 ?? null;
  const market = perM2 !== null && median !== null && median > 0 ? { perM2, median, count: listing.comparables ?? 0 } : null;
  // TRY per m² into the visitor's currency at the price block's rates.
  const perTry = tryRate(listing.price.prices, currency);
  const money = (amountTry: number) => formatPrice(Math.round(amountTry * perTry), currency, lang);
  const rent = listing.deal_type === 'rent';
  const diff = market ? Math.round(((market.perM2 - market.median) / market.median) * 100) : 0;
  return (
    <section className={styles.block} aria-labelledby="decide-market" data-testid="decide-market">
      <h3 id="decide-market">{t('market.title')}</h3>
      {market && perTry > 0 ? (
        <>
          <p className={styles.figure} data-testid="market-per-m2">
            {rent ? t('market.perM2Month', { price: money(market.perM2) }) : t('market.perM2', { price: money(market.perM2) })}
          </p>
          <p data-testid="market-median">
            {diff > 0 ? t('market.above', { percent: diff }) : diff < 0 ? t('market.below', { percent: -diff }) : t('market.equal')}{' '}
            {t('market.median', { price: money(market.median), count: market.count })}
          </p>
        </>
      ) : null}
      {listing.days_on_market !== undefined && listing.listed_since ? (
        <p data-testid="days-on-market">{t('market.days', { count: listing.days_on_market, date: formatDate(listing.listed_since, lang) })}</p>
      ) : null}
      <p className={primitives.note}>{t('market.rule')}</p>
    </section>
  );
});
