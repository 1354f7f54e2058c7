import { useTranslation } from 'react-i18next';
import { catalogUrl, Pagination as PageLinks, type CatalogState, type Lang } from '@realty/shared';

/** Real links to each result page (crawlable, shareable): `?page=N` on the same catalogue URL. */
export function Pagination({ lang, filter, current, last }: { lang: Lang; filter: CatalogState; current: number; last: number }) {
  const { t } = useTranslation('catalog');
  return (
    <PageLinks
      current={current}
      last={last}
      href={(page) => catalogUrl(lang, { ...filter, page })}
      labels={{
        label: t('pagination.label'),
        prev: t('pagination.prev'),
        next: t('pagination.next'),
        page: (page) => t('pagination.page', { page }),
        current: (page) => t('pagination.current', { page }),
      }}
    />
  );
}
