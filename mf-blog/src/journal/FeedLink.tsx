import { useTranslation } from 'react-i18next';
import styles from './Journal.module.css';

/** The language's RSS feed (a file, not a page of the app: a plain link). */
export function FeedLink({ href }: { href: string }) {
  const { t } = useTranslation('blog');
  return (
    <p className={styles.feed}>
      <a href={href} type="application/rss+xml">
        {t('feed')}
      </a>
    </p>
  );
}
