import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { primitives, type AgenciesPageData, type Lang } from '@realty/shared';
import { ListFilters } from './ListFilters';
import { PageLinks } from './PageLinks';
import { agentsListUrl } from './urls';
import styles from './Agents.module.css';

/** What the agents and agencies pages share: the filter, the page's cities and meta (`languages` for agents only). */
type DirectoryData = Omit<AgenciesPageData, 'agencies'> & { languages?: string[] };

/** The body of the agents or agencies list: filters, the count, the cards (`card` draws one) and links to the pages. */
export function DirectoryList<Item extends { id: number }>({ lang, route, data, items, card }: {
  lang: Lang;
  route: 'agents' | 'agencies';
  data: DirectoryData;
  items: readonly Item[];
  card(item: Item): ReactNode;
}) {
  const { t } = useTranslation('catalog');
  const { search } = useLocation();
  const count = { count: data.meta.total };
  return (
    <div className={styles.page}>
      <ListFilters key={search} lang={lang} route={route} filter={data.filter} cities={data.cities} languages={data.languages} />
      <p className={styles.count} role="status">
        {route === 'agents' ? t('agents.found', count) : t('agencies.found', count)}
      </p>
      <ul className={`${primitives.bare} ${styles.cards}`} data-testid={`${route}-list`}>
        {items.map((item) => (
          <li key={item.id}>{card(item)}</li>
        ))}
      </ul>
      <PageLinks current={data.meta.current_page} last={data.meta.last_page} href={(n) => agentsListUrl(lang, route, { ...data.filter, page: n })} />
    </div>
  );
}
