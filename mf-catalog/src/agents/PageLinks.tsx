import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pageWindow } from '../catalog/Pagination';
import styles from '../catalog/Catalog.module.css';

/** Crawlable links to each page of a list (`href(page)` gives the address). */
export function PageLinks({ current, last, href }: { current: number; last: number; href(page: number): string }) {
  const { t } = useTranslation('catalog');
  if (last <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className={styles.pagination}>
      <ul>
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
      </ul>
    </nav>
  );
}
