import { Link } from 'react-router-dom';
import { primitives } from '@realty/shared';
import styles from './Pagination.module.css';

/** Pages to link: the first, the last, and `around` on each side of the current one (null = a gap). */
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

export interface PaginationLabels {
  /** Name of the navigation landmark. */
  label: string;
  prev: string;
  next: string;
  page: (page: number) => string;
  current: (page: number) => string;
}

/** The class of a page link: the primitive frame, filled on the page shown. */
const linkClass = (current = false): string =>
  current ? `${primitives.frame} ${styles.pageLink} ${primitives.current} ${styles.pageCurrent}` : `${primitives.frame} ${styles.pageLink}`;

/**
 * Real links to each page of a list (crawlable, shareable: `href(page)` gives e.g. `?page=N` on the same URL), with
 * previous/next (rel prev/next). Nothing for a single page. PRODUCT.md §9: the buttons are 45 px wide.
 */
export function Pagination({ current, last, href, labels }: { current: number; last: number; href: (page: number) => string; labels: PaginationLabels }) {
  if (last <= 1) return null;
  return (
    <nav aria-label={labels.label} className={styles.pagination}>
      <ul>
        {current > 1 ? (
          <li>
            <Link to={href(current - 1)} rel="prev" className={linkClass()} aria-label={labels.prev}>
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
                className={linkClass(page === current)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={page === current ? labels.current(page) : labels.page(page)}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < last ? (
          <li>
            <Link to={href(current + 1)} rel="next" className={linkClass()} aria-label={labels.next}>
              ›
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
