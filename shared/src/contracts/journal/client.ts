// Typed calls of the journal API. An empty category answers 204 (PRODUCT.md §8): `fetchBlog` returns null then.
import type { Lang } from '../../routes';
import type { BlogListReply, BlogPostReply } from '../../schemas/blog';
import { toQueryParams } from '../../api/catalog';
import type { ApiClient } from '../../api/client';

export async function fetchBlog(
  api: ApiClient,
  opts: { page?: number; category?: string; tag?: string } = {},
  lang?: Lang,
): Promise<BlogListReply | null> {
  const response = await api.http.get<BlogListReply | ''>(api.langPath('/api/blog', lang), { params: toQueryParams(opts) });
  return response.status === 204 || !response.data ? null : response.data;
}

export const fetchBlogPost = (api: ApiClient, slug: string, lang?: Lang): Promise<BlogPostReply> =>
  api.get(api.langPath(`/api/blog/${encodeURIComponent(slug)}`, lang));
