import { index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeFk, fk, identityId, slugAndTitles, sortOrder, timestamps, timestamptzNow } from './columns';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { langEnum, postStatusEnum } from './enums';

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: identityId(),
    ...slugAndTitles(),
    sort: sortOrder(),
  },
  (t) => [uniqueIndex('blog_categories_slug_uq').on(t.slug)],
);

export const blogTags = pgTable(
  'blog_tags',
  {
    id: identityId(),
    ...slugAndTitles(),
  },
  (t) => [uniqueIndex('blog_tags_slug_uq').on(t.slug)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: identityId(),
    slug: text('slug').notNull(),
    categoryId: fk('category_id', () => blogCategories.id, 'set null'),
    authorId: fk('author_id', () => users.id, 'set null'),
    cover: text('cover'),
    status: postStatusEnum('status').notNull().default('published'),
    publishedAt: timestamptzNow('published_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_uq').on(t.slug),
    index('blog_posts_pub_idx').on(t.publishedAt.desc()).where(sql`status = 'published'`),
    index('blog_posts_category_pub_idx').on(t.categoryId, t.publishedAt.desc()).where(sql`status = 'published'`),
  ],
);

/** A post exists per language: the journal lists posts having a translation in the page's language. */
export const blogPostTranslations = pgTable(
  'blog_post_translations',
  {
    postId: cascadeFk('post_id', () => blogPosts.id),
    lang: langEnum('lang').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    metaDescription: text('meta_description'),
  },
  (t) => [primaryKey({ columns: [t.postId, t.lang] })],
);

export const blogPostTags = pgTable(
  'blog_post_tags',
  {
    postId: cascadeFk('post_id', () => blogPosts.id),
    tagId: cascadeFk('tag_id', () => blogTags.id),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index('blog_post_tags_tag_idx').on(t.tagId)],
);
