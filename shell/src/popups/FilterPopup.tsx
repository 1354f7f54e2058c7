import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, clearedFilter, useRootStore, type CatalogState } from '@realty/shared';
import { Field } from '@realty/shared/field';
import { Dialog } from '@realty/shared/dialog';
import { boundsCurrency, catalogUrl, changeFilter, priceChange } from '@realty/shared/catalog';
import {
  CityField,
  DealTypeField,
  DistrictsField,
  CodeFromField,
  EnergyField,
  PriceRangeField,
  PropertyTypeField,
  RangeField,
  RegionField,
  RoomsField,
} from '@realty/shared/filter';
import styles from './Popups.module.css';

/** The popup keeps what was typed between openings until the filter is reset (logo, menu) or applied. */
let kept: { draft: CatalogState; base: CatalogState } | null = null;
export const _resetKeptDraft = (): void => {
  kept = null;
};

/** Navigates with a full page load, as PRODUCT.md §2 says (the catalogue reads its state from the URL). */
export const navigateTo = { assign: (url: string) => window.location.assign(url) };

/**
 * All filters (PRODUCT.md §2): deal type, property type, province → district → neighbourhoods, rooms, price range in
 * the filter's own currency, area range and keywords; applying goes to the catalogue URL built by the shared codec.
 */
export const FilterPopup = observer(function FilterPopup() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const { ui, filter, locale, currency } = useRootStore();
  const base = filter.current;
  // A reset replaces the filter's state object, which drops the kept draft.
  const [draft, setDraft] = useState<CatalogState>(() => (kept && kept.base === base ? kept.draft : base));
  useEffect(() => {
    kept = { draft, base };
  }, [draft, base]);
  const change = (patch: Partial<CatalogState>) => setDraft((d) => changeFilter(d, patch));
  const seed = filter.options;
  const sameType = draft.dealType === base.dealType;
  const sameRegion = draft.region === base.region;
  const sameCity = sameRegion && draft.city === base.city;
  // The bounds come from the URL with their own currency (the header's currency does not relabel them).
  const priceCurrency = boundsCurrency(base, currency.currency);

  const apply = () => {
    ui.closePopup('filter');
    kept = null;
    navigateTo.assign(
      catalogUrl(locale.lang, { ...draft, dealType: draft.dealType ?? 'sale', ...priceChange(draft.price_from, draft.price_to, priceCurrency), page: 1 }),
    );
  };

  return (
    <Dialog title={t('filter.title')} onClose={() => ui.closePopup('filter')} size="wide" testId="filter-popup">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <div className={styles.filterGrid}>
          <DealTypeField value={draft.dealType} onChange={(dealType) => change({ dealType, propertyType: undefined })} />
          <PropertyTypeField
            lang={locale.lang}
            dealType={draft.dealType}
            value={draft.propertyType}
            onChange={(propertyType) => change({ propertyType })}
            seed={sameType ? seed.propertyType : undefined}
          />
          <RegionField lang={locale.lang} value={draft.region} onChange={(region) => change({ region })} seed={seed.regions} />
          <CityField
            lang={locale.lang}
            region={draft.region}
            value={draft.city}
            onChange={(city) => change({ city })}
            seed={sameRegion ? seed.cities : undefined}
          />
          <div className={styles.wideField}>
            <DistrictsField
              lang={locale.lang}
              region={draft.region}
              city={draft.city}
              value={draft.districts}
              onChange={(districts) => change({ districts })}
              seed={sameCity ? seed.districts : undefined}
            />
          </div>
          <div className={styles.wideField}>
            <RoomsField value={draft.rooms} onChange={(rooms) => change({ rooms })} />
          </div>
          <PriceRangeField
            currency={priceCurrency}
            from={draft.price_from}
            to={draft.price_to}
            onChange={({ from, to }) => change({ price_from: from, price_to: to })}
          />
          <RangeField
            legend={tc('filter.area')}
            fromLabel={tc('filter.areaFrom')}
            toLabel={tc('filter.areaTo')}
            from={draft.area_from}
            to={draft.area_to}
            onChange={({ from, to }) => change({ area_from: from, area_to: to })}
          />
          <EnergyField value={draft.energy} onChange={(energy) => change({ energy })} />
          <CodeFromField value={draft.code_from} onChange={(code_from) => change({ code_from })} />
          <Field
            label={tc('filter.keywords')}
            type="search"
            placeholder={tc('filter.keywordsHint')}
            value={draft.keywords ?? ''}
            onChange={(event) => change({ keywords: event.target.value })}
          />
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setDraft(clearedFilter(draft.dealType))}>
            {t('filter.clear')}
          </Button>
          <Button type="submit">{t('filter.apply')}</Button>
        </div>
      </form>
    </Dialog>
  );
});
