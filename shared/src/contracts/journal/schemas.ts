// The journal contract's zod schemas of the requests (PRODUCT.md §7 blog calls): the list's query and a post's path
// parameter. The replies are the kernel's (schemas/blog.ts: the page data holds them). Node-safe.
import { z } from 'zod';
import { blankToUndefined, queryPage, querySlug } from '../../schemas/query';

export const blogListQuerySchema = z.object({
  page: queryPage(10000),
  category: querySlug('category'),
  tag: querySlug('tag'),
});
export const blogSlugParamSchema = z.object({
  slug: z.preprocess(
    (v) => {
      const s = blankToUndefined(v);
      return typeof s === 'string' ? s.toLowerCase() : s;
    },
    z.string({ error: 'fieldRequired' }).max(200, { error: 'fieldTooLong' }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'fieldSlug' }),
  ),
});
