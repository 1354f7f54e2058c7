import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo, primitives, type BlogCategory, type Lang } from '@realty/shared';
import styles from './Journal.module.css';

/** Category tabs: "All", each category that has posts in this language, and the tag index. */
export function CategoryNav({ lang, categories, current }: { lang: Lang; categories: readonly BlogCategory[]; current: string | null }) {
  const { t } = useTranslation('blog');
  const tab = (active: boolean) => (active ? `${primitives.pill} ${styles.tab} ${primitives.current}` : `${primitives.pill} ${styles.tab}`);
  return (
    <nav aria-label={t('categories')} className={styles.tabs}>
      <ul className={primitives.pills}>
        <li>
          <Link className={tab(current === null)} to={pathTo(lang, 'journal')} aria-current={current === null ? 'page' : undefined}>
            {t('all')}
          </Link>
        </li>
        {categories
          .filter((category) => category.count > 0)
          .map((category) => (
            <li key={category.slug}>
              <Link
                className={tab(current === category.slug)}
                to={pathTo(lang, 'journalCategory', category.slug)}
                aria-current={current === category.slug ? 'page' : undefined}
              >
                {category.title} <span className={styles.count}>{category.count}</span>
              </Link>
            </li>
          ))}
        <li>
          <Link className={tab(current === '#tags')} to={pathTo(lang, 'journalTags')} aria-current={current === '#tags' ? 'page' : undefined}>
            {t('allTags')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
