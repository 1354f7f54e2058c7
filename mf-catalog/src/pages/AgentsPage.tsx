import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { NotFound, PageFrame, usePageData, type PageProps } from '@realty/shared';
import { AgentCardView } from '../agents/Cards';
import { DirectoryList } from '../agents/DirectoryList';
import { PageState } from '../agents/PageState';

/** Agents (`real-estate-agent`): search by name, city and language; most listings first. */
export default function AgentsPage({ lang, route }: PageProps) {
  const { t } = useTranslation('catalog');
  const { pathname, search } = useLocation();
  const page = usePageData('agents', pathname + search);
  if (page.state === 'notFound') return <NotFound lang={lang} />;
  return (
    <PageFrame lang={lang} route={route} intro={t('intro.agents')}>
      {page.state === 'ready' ? (
        <DirectoryList lang={lang} route="agents" data={page.data} items={page.data.agents} card={(agent) => <AgentCardView agent={agent} />} />
      ) : (
        <PageState state={page.state} />
      )}
    </PageFrame>
  );
}
