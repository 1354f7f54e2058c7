import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { NotFound, PageFrame, usePageData, type PageProps } from '@realty/shared';
import { AgencyCardView } from '../agents/Cards';
import { DirectoryList } from '../agents/DirectoryList';
import { PageState } from '../agents/PageState';

/** Agencies (`real-estate-agency`): logo, name, city, licence, agents and listings counts. */
export default function AgenciesPage({ lang, route }: PageProps) {
  const { t } = useTranslation('catalog');
  const { pathname, search } = useLocation();
  const page = usePageData('agencies', pathname + search);
  if (page.state === 'notFound') return <NotFound lang={lang} />;
  return (
    <PageFrame lang={lang} route={route} intro={t('intro.agencies')}>
      {page.state === 'ready' ? (
        <DirectoryList lang={lang} route="agencies" data={page.data} items={page.data.agencies} card={(agency) => <AgencyCardView agency={agency} />} />
      ) : (
        <PageState state={page.state} />
      )}
    </PageFrame>
  );
}
