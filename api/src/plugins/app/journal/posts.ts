// Journal: posts that have a translation in the reply language, by category or tag (PRODUCT.md §7, §8), one post
// with its related posts, neighbours and translations, tags with counts, the latest posts (feeds) and the sitemap.
import { LANGS, type Lang } from '@realty/shared/routes';
import type { BlogListReply, BlogPostCard, BlogTagCount, JournalPostPageData, LangPaths } from '@realty/shared/schemas';
import type { Database, Row } from '../../../db/client';
import { sanitizePostHtml } from './blog-html';

export const BLOG_PER_PAGE = 9;
/** Related posts of a post page (narrow screens show 3 of them until more is asked). */
export const BLOG_RELATED = 6;
const tcol = (lang: Lang) => `title_${lang}`;
const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
const PUBLISHED = (alias = 'p') => `${alias}.status = 'published' AND ${alias}.published_at <= now()`;

export type BlogListResult =
  | { kind: 'ok'; reply: BlogListReply }
  | { kind: 'unknown'; what: 'category' | 'tag' }
  | { kind: 'empty' };

async function categories(database: Database, lang: Lang) {
  const res = await database.execute(
    `SELECT c.slug, c.${tcol(lang)} AS title, count(p.id)::int AS n FROM blog_categories c
     LEFT JOIN blog_posts p ON p.category_id = c.id AND ${PUBLISHED()}
       AND EXISTS (SELECT 1 FROM blog_post_translations t WHERE t.post_id = p.id AND t.lang = $1)
     GROUP BY c.id ORDER BY c.sort, c.id`,
    [lang],
  );
  return res.rows.map((r) => ({ slug: String(r.slug), title: String(r.title), count: Number(r.n) }));
}

// Words of the body without its tags: the reading time of a card (200 words a minute, at least 1).
const WORDS = `coalesce(array_length(regexp_split_to_array(btrim(regexp_replace(t.body, '<[^>]*>', ' ', 'g')), '\\s+'), 1), 0)`;

const CARD_SELECT = (lang: Lang, extra = '') => `
  SELECT p.id, p.slug, p.cover, p.published_at, t.title, t.excerpt, c.slug AS c_slug, c.${tcol(lang)} AS c_title,
    greatest(1, ceil(${WORDS} / 200.0))::int AS minutes${extra},
    (SELECT coalesce(json_agg(json_build_object('slug', g.slug, 'title', g.${tcol(lang)}) ORDER BY g.slug), '[]'::json)
       FROM blog_post_tags pt JOIN blog_tags g ON g.id = pt.tag_id WHERE pt.post_id = p.id) AS tags
  FROM blog_posts p
  JOIN blog_post_translations t ON t.post_id = p.id AND t.lang = $1
  LEFT JOIN blog_categories c ON c.id = p.category_id`;

const toCard = (r: Row, lang: Lang): BlogPostCard => ({
  id: Number(r.id),
  slug: String(r.slug),
  title: String(r.title),
  excerpt: String(r.excerpt ?? ''),
  cover: r.cover ? String(r.cover) : null,
  date: iso(r.published_at),
  category: r.c_slug ? { slug: String(r.c_slug), title: String(r.c_title) } : null,
  tags: (Array.isArray(r.tags) ? r.tags : typeof r.tags === 'string' ? JSON.parse(r.tags) : []) as BlogPostCard['tags'],
  url: `/${lang}/journal/${String(r.slug)}`,
  readingMinutes: Number(r.minutes ?? 1),
});

export async function listPosts(
  database: Database,
  lang: Lang,
  opts: { page: number; category?: string; tag?: string },
): Promise<BlogListResult> {
  const params: unknown[] = [lang];
  const where = [PUBLISHED()];
  let category: BlogListReply['category'];
  let tag: BlogListReply['tag'];
  const cats = await categories(database, lang);
  if (opts.category) {
    category = cats.find((c) => c.slug === opts.category);
    if (!category) return { kind: 'unknown', what: 'category' };
    params.push(opts.category);
    where.push(`c.slug = $${params.length}`);
  }
  if (opts.tag) {
    const res = await database.execute(`SELECT id, slug, ${tcol(lang)} AS title FROM blog_tags WHERE slug = $1`, [opts.tag]);
    const row = res.rows[0];
    if (!row) return { kind: 'unknown', what: 'tag' };
    tag = { slug: String(row.slug), title: String(row.title) };
    params.push(Number(row.id));
    where.push(`EXISTS (SELECT 1 FROM blog_post_tags x WHERE x.post_id = p.id AND x.tag_id = $${params.length})`);
  }
  const filtered = `FROM blog_posts p JOIN blog_post_translations t ON t.post_id = p.id AND t.lang = $1
    LEFT JOIN blog_categories c ON c.id = p.category_id WHERE ${where.join(' AND ')}`;
  const count = await database.execute(`SELECT count(*)::int AS n ${filtered}`, params);
  const total = Number(count.rows[0]?.n ?? 0);
  // PRODUCT.md §8: an empty category answers 204 (the journal then shows its 404 page).
  if (opts.category && total === 0) return { kind: 'empty' };
  const offset = (opts.page - 1) * BLOG_PER_PAGE;
  const rows = await database.execute(
    `${CARD_SELECT(lang)} WHERE ${where.join(' AND ')} ORDER BY p.published_at DESC, p.id DESC LIMIT ${BLOG_PER_PAGE} OFFSET ${offset}`,
    params,
  );
  return {
    kind: 'ok',
    reply: {
      posts: rows.rows.map((r) => toCard(r, lang)),
      categories: cats,
      lastPage: Math.max(1, Math.ceil(total / BLOG_PER_PAGE)),
      currentPage: opts.page,
      total,
      ...(category ? { category } : {}),
      ...(tag ? { tag } : {}),
    },
  };
}

/** Tags that have posts in the language, with their counts (most used first). */
export async function tagCounts(database: Database, lang: Lang): Promise<BlogTagCount[]> {
  const res = await database.execute(
    `SELECT g.slug, g.${tcol(lang)} AS title, count(*)::int AS n FROM blog_tags g
     JOIN blog_post_tags pt ON pt.tag_id = g.id
     JOIN blog_posts p ON p.id = pt.post_id AND ${PUBLISHED()}
     JOIN blog_post_translations t ON t.post_id = p.id AND t.lang = $1
     GROUP BY g.id ORDER BY n DESC, g.slug`,
    [lang],
  );
  return res.rows.map((r) => ({ slug: String(r.slug), title: String(r.title), count: Number(r.n) }));
}

/** The path of a post in each language it is published in. */
async function translations(database: Database, postId: number, slug: string): Promise<LangPaths> {
  const res = await database.execute(`SELECT lang::text AS lang FROM blog_post_translations WHERE post_id = $1`, [postId]);
  const langs = new Set(res.rows.map((r) => String(r.lang)));
  return Object.fromEntries(LANGS.filter((lang) => langs.has(lang)).map((lang) => [lang, `/${lang}/journal/${slug}`]));
}

/**
 * A published post in the reply language (its body sanitised) with the categories, up to BLOG_RELATED related posts
 * (same category first), the previous and next posts of that language and its translations; null when none.
 */
export async function getPost(database: Database, lang: Lang, slug: string, siteOrigin?: string): Promise<Omit<JournalPostPageData, 'feed'> | null> {
  const res = await database.execute(
    `${CARD_SELECT(lang, `, t.body, t.meta_description, p.category_id, p.updated_at,
       (SELECT nullif(btrim(concat_ws(' ', u.name, u.lastname)), '') FROM users u WHERE u.id = p.author_id) AS author`)}
     WHERE p.slug = $2 AND ${PUBLISHED()}`,
    [lang, slug],
  );
  const row = res.rows[0];
  if (!row) return null;
  const id = Number(row.id);
  const categoryId = row.category_id === null || row.category_id === undefined ? null : Number(row.category_id);
  const [related, previous, next, cats, alternates] = await Promise.all([
    database.execute(
      `${CARD_SELECT(lang)} WHERE ${PUBLISHED()} AND p.id <> $2
       ORDER BY (p.category_id IS NOT DISTINCT FROM $3::int) DESC, p.published_at DESC, p.id DESC LIMIT ${BLOG_RELATED}`,
      [lang, id, categoryId],
    ),
    // Neighbours in publication order (ties by id), in this language only.
    database.execute(
      `${CARD_SELECT(lang)} WHERE ${PUBLISHED()} AND (p.published_at, p.id) < ($2::timestamptz, $3::int)
       ORDER BY p.published_at DESC, p.id DESC LIMIT 1`,
      [lang, iso(row.published_at), id],
    ),
    database.execute(
      `${CARD_SELECT(lang)} WHERE ${PUBLISHED()} AND (p.published_at, p.id) > ($2::timestamptz, $3::int)
       ORDER BY p.published_at ASC, p.id ASC LIMIT 1`,
      [lang, iso(row.published_at), id],
    ),
    categories(database, lang),
    translations(database, id, String(row.slug)),
  ]);
  const card = toCard(row, lang);
  const description = String(row.meta_description ?? '').trim() || card.excerpt;
  return {
    post: {
      ...card,
      body: sanitizePostHtml(String(row.body ?? ''), siteOrigin),
      author: row.author ? String(row.author) : null,
      description,
      updatedAt: iso(row.updated_at ?? row.published_at),
    },
    categories: cats,
    related: related.rows.map((r) => toCard(r, lang)),
    previous: previous.rows[0] ? toCard(previous.rows[0], lang) : null,
    next: next.rows[0] ? toCard(next.rows[0], lang) : null,
    alternates,
  };
}

/** The latest published posts of a language (the RSS feed), newest first. */
export async function latestPosts(database: Database, lang: Lang, limit: number): Promise<BlogPostCard[]> {
  const res = await database.execute(`${CARD_SELECT(lang)} WHERE ${PUBLISHED()} ORDER BY p.published_at DESC, p.id DESC LIMIT $2`, [
    lang,
    limit,
  ]);
  return res.rows.map((r) => toCard(r, lang));
}

/** Sitemap entries of the journal: its index and tag index, categories, tags and posts, each in the languages it has posts in. */
export async function journalSitemapEntries(database: Database): Promise<Array<{ path: string; langs: Lang[]; lastmod?: string }>> {
  const [posts, cats, tags] = await Promise.all([
    database.execute(
      `SELECT p.slug, greatest(p.updated_at, p.published_at) AS lastmod, array_agg(t.lang::text ORDER BY t.lang) AS langs
       FROM blog_posts p JOIN blog_post_translations t ON t.post_id = p.id WHERE ${PUBLISHED()}
       GROUP BY p.id ORDER BY p.published_at DESC, p.id DESC`,
    ),
    database.execute(
      `SELECT c.slug, array_agg(DISTINCT t.lang::text) AS langs FROM blog_categories c
       JOIN blog_posts p ON p.category_id = c.id AND ${PUBLISHED()} JOIN blog_post_translations t ON t.post_id = p.id
       GROUP BY c.id ORDER BY c.sort, c.id`,
    ),
    database.execute(
      `SELECT g.slug, array_agg(DISTINCT t.lang::text) AS langs FROM blog_tags g JOIN blog_post_tags pt ON pt.tag_id = g.id
       JOIN blog_posts p ON p.id = pt.post_id AND ${PUBLISHED()} JOIN blog_post_translations t ON t.post_id = p.id
       GROUP BY g.id ORDER BY g.slug`,
    ),
  ]);
  const langsOf = (value: unknown): Lang[] => {
    const list = Array.isArray(value) ? value.map(String) : String(value ?? '').replace(/[{}]/g, '').split(',');
    return LANGS.filter((lang) => list.includes(lang));
  };
  const postLangs = new Set(posts.rows.flatMap((r) => langsOf(r.langs)));
  const any = LANGS.filter((lang) => postLangs.has(lang));
  if (any.length === 0) return [];
  return [
    { path: 'journal', langs: any },
    { path: 'journal/tag', langs: langsOf(tags.rows.flatMap((r) => langsOf(r.langs))) },
    ...cats.rows.map((r) => ({ path: `journal/category/${String(r.slug)}`, langs: langsOf(r.langs) })),
    ...tags.rows.map((r) => ({ path: `journal/tag/${String(r.slug)}`, langs: langsOf(r.langs) })),
    ...posts.rows.map((r) => ({ path: `journal/${String(r.slug)}`, langs: langsOf(r.langs), lastmod: iso(r.lastmod) })),
  ].filter((entry) => entry.langs.length > 0);
}
