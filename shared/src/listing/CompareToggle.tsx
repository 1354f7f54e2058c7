import { Link } from 'react-router-dom';
import type { Lang } from '../routes';
import { compareHref, COMPARE_MAX, toggleCompare, useCommonT, useCompareList } from '@realty/shared';
import styles from './CompareToggle.module.css';

/** "Compare" on a card or a listing: adds it to the list (at most COMPARE_MAX), and links to the comparison from 2. */
export function CompareToggle({ id, lang, className }: { id: number; lang: Lang; className?: string }) {
  const t = useCommonT();
  const ids = useCompareList();
  const picked = ids.includes(id);
  const full = !picked && ids.length >= COMPARE_MAX;
  return (
    <span className={`${styles.compare} ${className ?? ''}`}>
      <label className={styles.toggle} title={full ? t('compare.full', { max: COMPARE_MAX }) : undefined}>
        <input type="checkbox" checked={picked} disabled={full} onChange={() => toggleCompare(id)} data-testid="compare-toggle" />
        {t('compare.add')}
      </label>
      {picked && ids.length >= 2 ? (
        <Link to={compareHref(lang, ids)} className={styles.open} data-testid="compare-open">
          {t('compare.open', { count: ids.length })}
        </Link>
      ) : null}
    </span>
  );
}
