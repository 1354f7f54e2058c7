import { observer } from 'mobx-react-lite';
import type { DealType } from '../catalog/constants';
import { formatPrice, useCommonT, useCurrencyStore } from '@realty/shared';
import type { Lang } from '../routes';
import type { PriceBlock } from '../schemas/catalog';
import styles from './ListingCard.module.css';

export interface PriceTagProps {
  lang: Lang;
  price: PriceBlock;
  dealType: DealType;
  /** m²; with it the price per m² is shown. */
  area?: number | null;
}

/**
 * The one price display (DESIGN.md): the price in the visitor's currency, the listing's own price beside it when that
 * currency differs (honest prices: the converted figure is not the asking price), and the price per m².
 */
export const PriceTag = observer(function PriceTag({ lang, price, dealType, area }: PriceTagProps) {
  const t = useCommonT();
  const { currency } = useCurrencyStore();
  const shown = price.prices[currency] ?? price.amount;
  const main = formatPrice(shown, price.prices[currency] === undefined ? price.currency : currency, lang);
  const perSqm = area && area > 0 ? formatPrice(shown / area, currency, lang) : null;
  return (
    <p className={styles.price} data-testid="card-price" data-currency={currency} data-amount={shown}>
      <strong className={styles.priceMain}>{dealType === 'rent' ? t('card.perMonth', { price: main }) : main}</strong>
      {price.currency !== currency ? (
        <span className={styles.priceOwn}>{t('card.ownPrice', { price: formatPrice(price.amount, price.currency, lang) })}</span>
      ) : null}
      {perSqm && dealType !== 'rent' ? <span className={styles.perSqm}>{t('card.perSqm', { price: perSqm })}</span> : null}
    </p>
  );
});
