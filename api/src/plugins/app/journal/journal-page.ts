// The journal's page replies: the index, a category and a tag (a page of cards, `?page=N`), the tag index and a post.
// Unknown or empty categories and tags, pages past the last one and unknown posts are null (HTTP 404).
import type { Lang } from '@realty/shared/routes';
import type { JournalListPageData, JournalPostPageData, JournalTagsPageData } from '@realty/shared/schemas';
import type { Database } from '../../../db/client';
import { getPost, listPosts, tagCounts } from './posts';

/** The RSS 2.0 feed of a language (README "Journal feeds"). */
export const journalFeedPath = (lang: Lang): string => `/${lang}/journal/rss.xml`;

/** `?page=N`: absent is 1; anything but a whole number from 1 to 10000 is not a page (404). */
export function journalPageNumber(query: URLSearchParams): number | null {
  const raw = query.get('page');
  if (raw === null || raw === '') return 1;
  if (!/^\d{1,5}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 && page <= 10_000 ? page : null;
}

export async function journalListPage(
  database: Database,
  lang: Lang,
  path: string,
  query: URLSearchParams,
  filter: { category?: string; tag?: string } = {},
): Promise<JournalListPageData | null> {
  const page = journalPageNumber(query);
  if (page === null) return null;
  const result = await listPosts(database, lang, { page, ...filter });
  if (result.kind !== 'ok') return null;
  const { reply } = result;
  // A tag without posts in this language, or a page past the last one, is not a page.
  if ((filter.tag && reply.total === 0) || (page > 1 && page > reply.lastPage)) return null;
  return { list: reply, canonical: page > 1 ? `${path}?page=${page}` : path, feed: journalFeedPath(lang) };
}

export async function journalTagsPage(database: Database, lang: Lang): Promise<JournalTagsPageData> {
  const [tags, list] = await Promise.all([tagCounts(database, lang), listPosts(database, lang, { page: 1 })]);
  return { tags, categories: list.kind === 'ok' ? list.reply.categories : [], feed: journalFeedPath(lang) };
}

export async function journalPostPage(database: Database, lang: Lang, slug: string, siteOrigin: string): Promise<JournalPostPageData | null> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 200) return null;
  const data = await getPost(database, lang, slug, siteOrigin);
  return data ? { ...data, feed: journalFeedPath(lang) } : null;
}
