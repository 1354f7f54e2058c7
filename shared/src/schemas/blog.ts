// Journal (PRODUCT.md §7 blog calls, §8 empty category). Node-safe.
import { z } from 'zod';
import { blankToLowerCase, queryPage, querySlug, slugText } from './query';

export const blogListQuerySchema = z.object({
  page: queryPage(10000),
  category: querySlug('category'),
  tag: querySlug('tag'),
});
export const blogSlugParamSchema = z.object({
  slug: z.preprocess(blankToLowerCase, slugText('fieldRequired', 200)),
});

export const blogCategorySchema = z.object({ slug: z.string(), title: z.string(), count: z.number().int() });
export const blogTagSchema = z.object({ slug: z.string(), title: z.string() });
export type BlogTag = z.infer<typeof blogTagSchema>;
export type BlogCategory = z.infer<typeof blogCategorySchema>;
/** A tag with the number of its posts in the reply language. */
export const blogTagCountSchema = blogTagSchema.extend({ count: z.number().int() });
export type BlogTagCount = z.infer<typeof blogTagCountSchema>;
export const blogPostCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cover: z.string().nullable(),
  date: z.string(),
  category: blogTagSchema.nullable(),
  tags: z.array(blogTagSchema),
  url: z.string(),
  /** Minutes to read the body (200 words a minute, at least 1). */
  readingMinutes: z.number().int(),
});
export type BlogPostCard = z.infer<typeof blogPostCardSchema>;
export const blogPostSchema = blogPostCardSchema.extend({
  /** Sanitised HTML (api/src/plugins/app/journal/blog-html.ts): allowed tags and attributes only, external links with rel. */
  body: z.string(),
  /** The author's display name; null: the editorial team. */
  author: z.string().nullable(),
  description: z.string(),
  updatedAt: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogListReplySchema = z.object({
  posts: z.array(blogPostCardSchema),
  categories: z.array(blogCategorySchema),
  lastPage: z.number().int(),
  currentPage: z.number().int(),
  total: z.number().int(),
  category: blogCategorySchema.optional(),
  tag: blogTagSchema.optional(),
});
export type BlogListReply = z.infer<typeof blogListReplySchema>;

export const blogPostReplySchema = z.object({
  post: blogPostSchema,
  categories: z.array(blogCategorySchema),
  related: z.array(blogPostCardSchema),
});
export type BlogPostReply = z.infer<typeof blogPostReplySchema>;
