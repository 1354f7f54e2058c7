import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { NotFound, PageFrame, primitives, usePageData, type PageProps } from '@realty/shared';
import { AgencyCardView } from '../agents/Cards';
import { ListFilters } from '../agents/ListFilters';
import { PageLinks } from '../agents/PageLinks';
import { PageState } from '../agents/PageState';
import { agentsListUrl } from '../agents/urls';
import styles from '../agents/Agents.module.css';

/** Agencies (`real-estate-agency`): logo, name, city, licence, agents and listings counts. */
export default function AgenciesPage({ lang, route }: PageProps) {
  const { t } = useTranslation('catalog');
  const { pathname, search } = useLocation();
  const page = usePageData('agencies', pathname + search);
  if (page.state === 'notFound') return <NotFound lang={lang} />;
  return (
    <PageFrame lang={lang} route={route} intro={t('intro.agencies')}>
      {page.state === 'ready' ? (
        <div className={styles.page}>
          <ListFilters key={search} lang={lang} route="agencies" filter={page.data.filter} cities={page.data.cities} />
          <p className={styles.count} role="status">
            {t('agencies.found', { count: page.data.meta.total })}
          </p>
          <ul className={`${primitives.bare} ${styles.cards}`} data-testid="agencies-list">
            {page.data.agencies.map((agency) => (
              <li key={agency.id}>
                <AgencyCardView agency={agency} />
              </li>
            ))}
          </ul>
          <PageLinks
            current={page.data.meta.current_page}
            last={page.data.meta.last_page}
            href={(n) => agentsListUrl(lang, 'agencies', { ...page.data.filter, page: n })}
          />
        </div>
      ) : (
        <PageState state={page.state} />
      )}
    </PageFrame>
  );
}
