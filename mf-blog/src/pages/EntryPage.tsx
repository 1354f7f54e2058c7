import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, NotFound, PageFrame, pathTo, primitives, useHydrated, usePageHead, type PageProps } from '@realty/shared';
import { TagList } from '../journal/PostCard';
import { FeedLink } from '../journal/FeedLink';
import { useJournalPage } from '../journal/useJournalPage';
import { PostBody } from '../post/PostBody';
import { PostNav } from '../post/PostNav';
import { Related } from '../post/Related';
import { ShareLinks } from '../post/ShareLinks';
import { PageStatus } from '../journal/PageStatus';
import styles from '../post/Post.module.css';

/** A journal post: title, date, author, category, tags, cover, body, share links, previous/next, related posts. */
export default observer(function EntryPage({ lang, route }: PageProps) {
  const { t } = useTranslation('blog');
  const { t: tc } = useTranslation('common');
  const { data, status, retry } = useJournalPage('journalEntry');
  const hydrated = useHydrated();
  const post = data?.post;
  usePageHead(
    post && data
      ? { title: `${post.title} — ${tc('siteName')}`, description: post.description, canonical: post.url, alternates: data.alternates, otherwise: 'journal' }
      : null,
  );
  if (status === 'notFound') return <NotFound lang={lang} />;
  const crumbs = post
    ? [
        { label: tc('home'), href: pathTo(lang, 'home') },
        { label: tc('routes.journal.title'), href: pathTo(lang, 'journal') },
        ...(post.category ? [{ label: post.category.title, href: pathTo(lang, 'journalCategory', post.category.slug) }] : []),
        { label: post.title },
      ]
    : undefined;
  return (
    <PageFrame lang={lang} route={route} title={post?.title} crumbs={crumbs}>
      {post && data ? (
        <div className={primitives.stack}>
          <article className={styles.post} data-testid="post">
            <p className={`${primitives.note} ${styles.meta}`}>
              <time dateTime={post.date}>{formatDate(post.date, lang)}</time>
              <span aria-hidden="true"> · </span>
              <span>{t('by', { author: post.author ?? t('editorial') })}</span>
              {post.category ? (
                <>
                  <span aria-hidden="true"> · </span>
                  <Link to={pathTo(lang, 'journalCategory', post.category.slug)}>{post.category.title}</Link>
                </>
              ) : null}
              <span aria-hidden="true"> · </span>
              <span>{t('readingTime', { count: post.readingMinutes })}</span>
            </p>
            {post.tags.length ? <TagList lang={lang} tags={post.tags} label={t('tags')} /> : null}
            {post.cover ? <img className={styles.cover} src={post.cover} alt="" width={640} height={480} fetchPriority="high" /> : null}
            <PostBody html={post.body} lang={lang} />
            <ShareLinks url={hydrated ? window.location.origin + post.url : post.url} title={post.title} />
            <PostNav previous={data.previous} next={data.next} />
          </article>
          <Related posts={data.related} lang={lang} />
          <FeedLink href={data.feed} />
        </div>
      ) : (
        <PageStatus failed={status === 'error'} retry={retry} />
      )}
    </PageFrame>
  );
});
