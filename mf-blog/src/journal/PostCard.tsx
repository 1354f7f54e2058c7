import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, pathTo, primitives, type BlogPostCard, type Lang } from '@realty/shared';
import styles from './Journal.module.css';

/** A post card: cover, date, reading time, title (the link), excerpt and tags. */
export function PostCard({ post, lang, priority = false, headingLevel = 2 }: { post: BlogPostCard; lang: Lang; priority?: boolean; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('blog');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} data-testid="post-card">
      {post.cover ? (
        <img
          className={styles.cover}
          src={post.cover}
          alt=""
          width={640}
          height={480}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <div className={styles.cover} aria-hidden="true" />
      )}
      <div className={styles.cardBody}>
        <p className={primitives.note}>
          <time dateTime={post.date}>{formatDate(post.date, lang)}</time>
          <span aria-hidden="true"> · </span>
          <span>{t('readingTime', { count: post.readingMinutes })}</span>
        </p>
        <Heading className={styles.cardTitle}>
          <Link to={post.url} className={styles.cardLink}>
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? <p className={styles.excerpt}>{post.excerpt}</p> : null}
        {post.tags.length ? <TagList lang={lang} tags={post.tags} label={t('tagsOf', { title: post.title })} /> : null}
      </div>
    </article>
  );
}

export function TagList({ lang, tags, label }: { lang: Lang; tags: ReadonlyArray<{ slug: string; title: string }>; label: string }) {
  return (
    <ul className={primitives.pills} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link className={styles.tag} to={pathTo(lang, 'journalTag', tag.slug)}>
            #{tag.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function PostGrid({ posts, lang, label, headingLevel = 2, className }: { posts: readonly BlogPostCard[]; lang: Lang; label: string; headingLevel?: 2 | 3; className?: string }) {
  return (
    <ul className={`${primitives.bare} ${styles.grid} ${className ?? ''}`} aria-label={label} data-testid="post-grid">
      {posts.map((post, i) => (
        <li key={post.id}>
          <PostCard post={post} lang={lang} priority={i < 3 && headingLevel === 2} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
