import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  boundsCurrency,
  Button,
  priceChange,
  useRootStore,
  type CatalogPageData,
  type CatalogState,
  type Lang,
} from '@realty/shared';
import {
  CityField,
  EidsField,
  PriceRangeField,
  PropertyTypeField,
  RegionField,
  RoomsField,
} from '@realty/shared/filter';
import styles from './Catalog.module.css';

export interface QuickFiltersProps {
  lang: Lang;
  data: CatalogPageData;
  /** Go to the catalogue URL of a changed filter (one request: the page reply). */
  onChange(patch: Partial<CatalogState>): void;
}

/**
 * The filter bar above the results: property type, province, district, rooms and price (in the filter's own currency) on
 * wide screens; on phones the "All filters" popup holds them. Every change is a new URL.
 */
export const QuickFilters = observer(function QuickFilters({ lang, data, onChange }: QuickFiltersProps) {
  const { t } = useTranslation('catalog');
  const { ui, filter: filterStore, currency } = useRootStore();
  const { filter, options } = data;
  // The bounds and their currency are one pair: the URL's while it has bounds (a switch of the header's currency does
  // not relabel them), else the display currency for new ones.
  const priceCurrency = boundsCurrency(filter, currency.currency);
  const [price, setPrice] = useState({ from: filter.price_from, to: filter.price_to });
  const [shown, setShown] = useState(filter);
  if (shown !== filter) {
    // A new page reply: the price inputs follow the URL.
    setShown(filter);
    setPrice({ from: filter.price_from, to: filter.price_to });
  }
  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    onChange(priceChange(price.from, price.to, priceCurrency));
  };
  const count = filterStore.activeCount;

  return (
    <section className={styles.quick} aria-label={t('allFilters')}>
      <div className={styles.quickFields}>
        <PropertyTypeField lang={lang} dealType={filter.dealType} value={filter.propertyType} onChange={(propertyType) => onChange({ propertyType })} seed={options.propertyType} />
        <RegionField lang={lang} value={filter.region} onChange={(region) => onChange({ region })} seed={options.regions} />
        <CityField lang={lang} region={filter.region} value={filter.city} onChange={(city) => onChange({ city })} seed={options.cities} />
        <form className={styles.priceForm} onSubmit={applyPrice} noValidate>
          <PriceRangeField currency={priceCurrency} from={price.from} to={price.to} onChange={({ from, to }) => setPrice({ from, to })} />
          <Button type="submit" variant="secondary" size="small">
            {t('apply')}
          </Button>
        </form>
        <div className={styles.quickRooms}>
          <RoomsField value={filter.rooms} onChange={(rooms) => onChange({ rooms })} />
        </div>
        <EidsField value={filter.eids} onChange={(eids) => onChange({ eids })} />
      </div>
      <Button variant="secondary" onClick={() => ui.openPopup('filter')} aria-haspopup="dialog" data-testid="open-all-filters">
        {count ? t('allFiltersCount', { count }) : t('allFilters')}
      </Button>
    </section>
  );
});
