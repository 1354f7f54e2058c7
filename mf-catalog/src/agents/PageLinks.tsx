import { useTranslation } from 'react-i18next';
import { Pagination } from '@realty/shared/pagination';

/** Crawlable links to each page of a list (`href(page)` gives the address), on the shared pagination. */
export function PageLinks({ current, last, href }: { current: number; last: number; href(page: number): string }) {
  const { t } = useTranslation('catalog');
  return (
    <Pagination
      current={current}
      last={last}
      href={href}
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
