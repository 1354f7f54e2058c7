import { type CatalogState, type Lang } from '@realty/shared';
import { catalogUrl } from '@realty/shared/catalog';
import { PageLinks } from '../agents/PageLinks';

/** Real links to each result page (crawlable, shareable): `?page=N` on the same catalogue URL. */
export function Pagination({ lang, filter, current, last }: { lang: Lang; filter: CatalogState; current: number; last: number }) {
  return <PageLinks current={current} last={last} href={(page) => catalogUrl(lang, { ...filter, page })} />;
}
