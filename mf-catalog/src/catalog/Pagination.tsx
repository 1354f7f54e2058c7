import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { catalogUrl, type CatalogState, type Lang } from '@realty/shared';
import styles from './Catalog.module.css';

/** Pages to link: the first, the last, and two on each side of the current one (null = a gap). */
export function pageWindow(current: number, last: number, around = 2): (number | null)[] {
  const pages = new Set<number>([1, last]);
  for (let p = current - around; p <= current + around; p += 1) if (p >= 1 && p <= last) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const [i, p] of sorted.entries()) {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) out.push(null);
    out.push(p);
  }
  return out;
}

/** Real links to each result page (crawlable, shareable): `?page=N` on the same catalogue URL. */
export function Pagination({ lang, filter, current, last }: { lang: Lang; filter: CatalogState; current: number; last: number }) {
  const { t } = useTranslation('catalog');
  if (last <= 1) return null;
  const href = (page: number) => catalogUrl(lang, { ...filter, page });
  return (
    <nav aria-label={t('pagination.label')} className={styles.pagination}>
      <ul>
        {current > 1 ? (
          <li>
            <Link to={href(current - 1)} rel="prev" className={styles.pageLink} aria-label={t('pagination.prev')}>
              ‹
            </Link>
          </li>
        ) : null}
        {pageWindow(current, last).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={href(page)}
                className={page === current ? `${styles.pageLink} ${styles.pageCurrent}` : styles.pageLink}
                aria-current={page === current ? 'page' : undefined}
                aria-label={page === current ? t('pagination.current', { page }) : t('pagination.page', { page })}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < last ? (
          <li>
            <Link to={href(current + 1)} rel="next" className={styles.pageLink} aria-label={t('pagination.next')}>
              ›
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
