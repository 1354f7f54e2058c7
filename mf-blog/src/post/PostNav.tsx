import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BlogPostCard } from '@realty/shared';
import styles from './Post.module.css';

/** Previous (older) and next (newer) post of this language. */
export function PostNav({ previous, next }: { previous: BlogPostCard | null; next: BlogPostCard | null }) {
  const { t } = useTranslation('blog');
  if (!previous && !next) return null;
  return (
    <nav className={styles.postNav} aria-label={t('postNav')}>
      {previous ? (
        <Link to={previous.url} rel="prev" className={styles.prev}>
          <span className={styles.navLabel}>← {t('previous')}</span>
          <span>{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.url} rel="next" className={styles.next}>
          <span className={styles.navLabel}>{t('next')} →</span>
          <span>{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
