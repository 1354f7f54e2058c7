import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass, clearedFilter, type CatalogPageData, type Lang } from '@realty/shared';
import { catalogUrl } from '@realty/shared/catalog';
import styles from './Catalog.module.css';

/** No results: say so, and offer ways to widen the search (drop the filters; the whole district or province). */
export function EmptyState({ lang, data }: { lang: Lang; data: CatalogPageData }) {
  const { t } = useTranslation('catalog');
  const { filter } = data;
  const place = { dealType: filter.dealType, propertyType: filter.propertyType, region: filter.region, city: filter.city };
  const wider = filter.city && data.region ? { url: catalogUrl(lang, { dealType: filter.dealType, region: filter.region }), place: data.region.title } : null;
  return (
    <section className={styles.empty} data-testid="catalog-empty">
      <h2>{t('empty.title')}</h2>
      <p>{t('empty.hint')}</p>
      <p className={styles.emptyActions}>
        <Link className={buttonClass()} to={catalogUrl(lang, { ...clearedFilter(filter.dealType), ...place })}>
          {t('empty.clear')}
        </Link>
        {wider ? (
          <Link className={buttonClass({ variant: 'secondary' })} to={wider.url}>
            {t('empty.widen', { place: wider.place })}
          </Link>
        ) : null}
      </p>
    </section>
  );
}
