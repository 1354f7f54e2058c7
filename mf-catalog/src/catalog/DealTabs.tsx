import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DEAL_TYPES, primitives, type CatalogState, type Lang } from '@realty/shared';
import { catalogUrl } from '@realty/shared/catalog';
import { DEAL_LABEL_KEYS } from '@realty/shared/filter';

/** Rent / sale / new projects as links: a deal tab keeps the property type, the place and the map mode, and clears the rest. */
export function DealTabs({ lang, filter }: { lang: Lang; filter: CatalogState }) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation('common');
  return (
    <nav aria-label={t('tabs')}>
      <ul className={primitives.pills}>
        {DEAL_TYPES.map((deal) => {
          const current = filter.dealType === deal;
          return (
            <li key={deal}>
              <Link
                to={catalogUrl(lang, { dealType: deal, propertyType: filter.propertyType, region: filter.region, city: filter.city, view: filter.view })}
                className={current ? `${primitives.pill} ${primitives.current}` : primitives.pill}
                aria-current={current ? 'page' : undefined}
              >
                {tc(DEAL_LABEL_KEYS[deal])}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
