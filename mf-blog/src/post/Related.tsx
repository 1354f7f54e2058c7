import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type BlogPostCard, type Lang } from '@realty/shared';
import { PostGrid } from '../journal/PostCard';
import styles from './Post.module.css';

/** Related posts. PRODUCT.md §4: narrow screens show the first 3 until more is asked (wide screens show all). */
export function Related({ posts, lang }: { posts: readonly BlogPostCard[]; lang: Lang }) {
  const { t } = useTranslation('blog');
  const [all, setAll] = useState(false);
  if (posts.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-heading" data-testid="related">
      <h2 id="related-heading">{t('related')}</h2>
      <PostGrid posts={posts} lang={lang} label={t('related')} headingLevel={3} className={all ? undefined : styles.firstThree} />
      {!all && posts.length > 3 ? (
        <p className={styles.more}>
          <Button variant="secondary" onClick={() => setAll(true)} data-testid="related-more">
            {t('more')}
          </Button>
        </p>
      ) : null}
    </section>
  );
}
