import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { primitives, type CatalogState, type Lang } from '@realty/shared';
import { catalogUrl, changeFilter } from '@realty/shared/catalog';

/** List or map: links to the same search with or without `view=map` (work without JavaScript; the server renders both). */
export function ViewToggle({ lang, filter }: { lang: Lang; filter: CatalogState }) {
  const { t } = useTranslation('catalog');
  const map = filter.view === 'map';
  const link = (mode: 'list' | 'map', label: string) => (
    <li>
      <Link
        to={catalogUrl(lang, changeFilter(filter, { view: mode === 'map' ? 'map' : undefined }))}
        className={map === (mode === 'map') ? `${primitives.pill} ${primitives.current}` : primitives.pill}
        aria-current={map === (mode === 'map') ? 'page' : undefined}
        data-testid={`view-${mode}`}
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label={t('view.label')}>
      <ul className={primitives.pills}>
        {link('list', t('view.list'))}
        {link('map', t('view.map'))}
      </ul>
    </nav>
  );
}
