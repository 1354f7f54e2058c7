import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { NotFound, PageFrame, primitives, usePageData, type PageProps } from '@realty/shared';
import { AgentCardView } from '../agents/Cards';
import { ListFilters } from '../agents/ListFilters';
import { PageLinks } from '../agents/PageLinks';
import { agentsListUrl } from '../agents/urls';
import { PageState } from '../agents/PageState';
import styles from '../agents/Agents.module.css';

/** Agents (`real-estate-agent`): search by name, city and language; most listings first. */
export default function AgentsPage({ lang, route }: PageProps) {
  const { t } = useTranslation('catalog');
  const { pathname, search } = useLocation();
  const page = usePageData('agents', pathname + search);
  if (page.state === 'notFound') return <NotFound lang={lang} />;
  return (
    <PageFrame lang={lang} route={route} intro={t('intro.agents')}>
      {page.state === 'ready' ? (
        <div className={styles.page}>
          <ListFilters key={search} lang={lang} route="agents" filter={page.data.filter} cities={page.data.cities} languages={page.data.languages} />
          <p className={styles.count} role="status">
            {t('agents.found', { count: page.data.meta.total })}
          </p>
          <ul className={`${primitives.bare} ${styles.cards}`} data-testid="agents-list">
            {page.data.agents.map((agent) => (
              <li key={agent.id}>
                <AgentCardView agent={agent} />
              </li>
            ))}
          </ul>
          <PageLinks
            current={page.data.meta.current_page}
            last={page.data.meta.last_page}
            href={(n) => agentsListUrl(lang, 'agents', { ...page.data.filter, page: n })}
          />
        </div>
      ) : (
        <PageState state={page.state} />
      )}
    </PageFrame>
  );
}
