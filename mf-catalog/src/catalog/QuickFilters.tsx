import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, useRootStore, type CatalogPageData, type CatalogState, type Lang } from '@realty/shared';
import { boundsCurrency, catalogPath, priceChange } from '@realty/shared/catalog';
import {
  CityField,
  EidsField,
  PriceRangeField,
  PropertyTypeField,
  RegionField,
  RoomsField,
} from '@realty/shared/filter';
import styles from './Catalog.module.css';

/** Id of the quick filter's form: the sort (in the result bar) belongs to it by the `form` attribute. */
export const FILTER_FORM_ID = 'catalog-filter';

/** The filter's fields the bar does not show (the all-filters popup's), kept in its plain submission. */
function KeptFields({ filter }: { filter: CatalogState }) {
  const kept: Array<[string, string | number | undefined]> = [
    ['districts', filter.districts?.join(',')],
    ['area_from', filter.area_from],
    ['area_to', filter.area_to],
    ['keywords', filter.keywords],
    ['energy', filter.energy?.join(',')],
    ['code_from', filter.code_from],
    ['view', filter.view],
    ['bbox', filter.bbox],
    ['polygon', filter.polygon],
    ['near', filter.near],
    ['radius_km', filter.radius_km],
  ];
  return kept.map(([name, value]) => (value === undefined || value === '' ? null : <input key={name} type="hidden" name={name} value={value} />));
}

export interface QuickFiltersProps {
  lang: Lang;
  data: CatalogPageData;
  /** Go to the catalogue URL of a changed filter (one request: the page reply). */
  onChange(patch: Partial<CatalogState>): void;
  /** A box is being pressed: the change it would make, whose reply can be asked for before the click. */
  onIntent?(patch: Partial<CatalogState>): void;
}

/**
 * The filter bar above the results: property type, province, district, rooms and price (in the filter's own currency) on
 * wide screens; on phones the "All filters" popup holds them. Every change is a new URL. It is a real GET form (issue
 * 27): before hydration (the inline loader submits it when a select or box of a `data-autosubmit` form changes) and
 * without JavaScript its submission goes to the current path and the server redirects it to the codec's URL
 * (shared/src/catalog/form.ts).
 */
export const QuickFilters = observer(function QuickFilters({ lang, data, onChange, onIntent }: QuickFiltersProps) {
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
      <form
        id={FILTER_FORM_ID}
        className={styles.quickFields}
        method="get"
        action={catalogPath(lang, filter)}
        onSubmit={applyPrice}
        noValidate
        data-autosubmit=""
        data-testid="catalog-filter"
      >
        <PropertyTypeField lang={lang} dealType={filter.dealType} value={filter.propertyType} onChange={(propertyType) => onChange({ propertyType })} seed={options.propertyType} />
        <RegionField lang={lang} value={filter.region} onChange={(region) => onChange({ region })} seed={options.regions} />
        <CityField lang={lang} region={filter.region} value={filter.city} onChange={(city) => onChange({ city })} seed={options.cities} />
        <div className={styles.priceForm}>
          <PriceRangeField currency={priceCurrency} from={price.from} to={price.to} onChange={({ from, to }) => setPrice({ from, to })} />
          <input type="hidden" name="currency" value={priceCurrency} />
          <Button type="submit" variant="secondary" size="small">
            {t('apply')}
          </Button>
        </div>
        <div className={styles.quickRooms}>
          <RoomsField value={filter.rooms} onChange={(rooms) => onChange({ rooms })} onIntent={onIntent && ((rooms) => onIntent({ rooms }))} />
        </div>
        <EidsField value={filter.eids} onChange={(eids) => onChange({ eids })} onIntent={onIntent && ((eids) => onIntent({ eids }))} />
        <KeptFields filter={filter} />
      </form>
      {/* data-replay: a tap before hydration opens the popup once the page has hydrated (shell/src/app/early-input.ts). */}
      <Button variant="secondary" onClick={() => ui.openPopup('filter')} data-popup="filter" aria-haspopup="dialog" data-testid="open-all-filters" data-replay="">
        {count ? t('allFiltersCount', { count }) : t('allFilters')}
      </Button>
    </section>
  );
});
