import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, formatNumber, useRootStore, type HomePageData, type Lang } from '@realty/shared';
import { catalogPath, catalogUrl } from '@realty/shared/catalog';
import {
  CityField,
  DEAL_LABEL_KEYS,
  DistrictsField,
  PriceRangeField,
  PropertyTypeField,
  RegionField,
  RoomsField,
} from '@realty/shared/filter';
import type { HomeDeal, HomeStore } from '../stores/home.store';
import styles from './Home.module.css';

const DEALS: HomeDeal[] = ['sale', 'rent'];

/**
 * Sale and rent tabs with the quick search (each tab keeps its own choices); searching opens the catalogue URL. A real
 * GET form: before hydration or without JavaScript it goes to the catalogue, which redirects it to the codec's URL.
 */
export const HomeSearch = observer(function HomeSearch({ lang, data, store }: { lang: Lang; data: HomePageData; store: HomeStore }) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation('common');
  const { currency } = useRootStore();
  const navigate = useNavigate();
  const selection = store.selection;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const priced = selection.price_from !== undefined || selection.price_to !== undefined;
    void navigate(catalogUrl(lang, { ...selection, dealType: store.dealType, ...(priced ? { currency: currency.currency } : {}) }));
  };
  return (
    <form className={styles.search} method="get" action={catalogPath(lang, {})} onSubmit={onSubmit} noValidate data-testid="home-search">
      <div className={styles.dealTabs} role="radiogroup" aria-label={t('home.tabs')}>
        {DEALS.map((deal) => (
          <label key={deal} className={store.dealType === deal ? `${styles.dealTab} ${styles.dealTabOn}` : styles.dealTab}>
            <input type="radio" name="dealType" value={deal} checked={store.dealType === deal} onChange={() => store.setDealType(deal)} />
            {tc(DEAL_LABEL_KEYS[deal])}
            <span className={styles.dealCount}>{formatNumber(data.counts[deal], lang)}</span>
          </label>
        ))}
      </div>
      <div className={styles.searchFields}>
        <PropertyTypeField
          lang={lang}
          dealType={store.dealType}
          value={selection.propertyType}
          onChange={(propertyType) => store.change({ propertyType })}
          seed={data.options[store.dealType].propertyType}
        />
        <RegionField lang={lang} value={selection.region} onChange={(region) => store.change({ region })} seed={data.options.regions} />
        <CityField lang={lang} region={selection.region} value={selection.city} onChange={(city) => store.change({ city })} />
        <PriceRangeField
          currency={currency.currency}
          from={selection.price_from}
          to={selection.price_to}
          onChange={({ from, to }) => store.change({ price_from: from, price_to: to })}
        />
        <div className={styles.wide}>
          <RoomsField value={selection.rooms} onChange={(rooms) => store.change({ rooms })} />
        </div>
        {selection.city ? (
          <div className={styles.wide}>
            <DistrictsField
              lang={lang}
              region={selection.region}
              city={selection.city}
              value={selection.districts}
              onChange={(districts) => store.change({ districts })}
            />
          </div>
        ) : null}
      </div>
      <input type="hidden" name="currency" value={currency.currency} />
      <Button type="submit" className={styles.searchButton}>
        {t('home.search')}
      </Button>
    </form>
  );
});
