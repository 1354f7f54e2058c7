// Journal: posts that have a translation in the reply language, by category or tag (PRODUCT.md §7, §8).
import type { Lang } from '@realty/shared/routes';
import type { BlogListReply, BlogPostCard, BlogPostReply } from '@realty/shared/schemas';
import type { Database, Row } from '../db/client';

export const BLOG_PER_PAGE = 9;
const tcol = (lang: Lang) => `title_${lang}`;
const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

export type BlogListResult =
  | { kind: 'ok'; reply: BlogListReply }
  | { kind: 'unknown'; what: 'category' | 'tag' }
  | { kind: 'empty' };

async function categories(database: Database, lang: Lang) {
  const res = await database.execute(
    `SELECT c.slug, c.${tcol(lang)} AS title, count(p.id)::int AS n FROM blog_categories c
     LEFT JOIN blog_posts p ON p.category_id = c.id AND p.status = 'published' AND p.published_at <= now()
       AND EXISTS (SELECT 1 FROM blog_post_translations t WHERE t.post_id = p.id AND t.lang = $1)
     GROUP BY c.id ORDER BY c.sort, c.id`,
    [lang],
  );
  return res.rows.map((r) => ({ slug: String(r.slug), title: String(r.title), count: Number(r.n) }));
}

const CARD_SELECT = (lang: Lang) => `
  SELECT p.id, p.slug, p.cover, p.published_at, t.title, t.excerpt, c.slug AS c_slug, c.${tcol(lang)} AS c_title,
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
  tags: (Array.isArray(r.tags) ? r.tags : []) as BlogPostCard['tags'],
  url: `/${lang}/journal/${String(r.slug)}`,
});

export async function listPosts(
  database: Database,
  lang: Lang,
  opts: { page: number; category?: string; tag?: string },
): Promise<BlogListResult> {
  const params: unknown[] = [lang];
  const where = ["p.status = 'published'", 'p.published_at <= now()'];
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
  const base = `${CARD_SELECT(lang)} WHERE ${where.join(' AND ')}`;
  const count = await database.execute(`SELECT count(*)::int AS n FROM (${base}) s`, params);
  const total = Number(count.rows[0]?.n ?? 0);
  // PRODUCT.md §8: an empty category answers 204 (the journal then shows its 404 page).
  if (opts.category && total === 0) return { kind: 'empty' };
  const offset = (opts.page - 1) * BLOG_PER_PAGE;
  const rows = await database.execute(`${base} ORDER BY p.published_at DESC, p.id DESC LIMIT ${BLOG_PER_PAGE} OFFSET ${offset}`, params);
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

/** A published post in the reply language with the categories and up to 3 related posts; null when none. */
export async function getPost(database: Database, lang: Lang, slug: string): Promise<BlogPostReply | null> {
  const res = await database.execute(
    `${CARD_SELECT(lang).replace('t.excerpt,', 't.excerpt, t.body, p.category_id,')}
     WHERE p.slug = $2 AND p.status = 'published' AND p.published_at <= now()`,
    [lang, slug],
  );
  const row = res.rows[0];
  if (!row) return null;
  const related = await database.execute(
    `${CARD_SELECT(lang)} WHERE p.status = 'published' AND p.published_at <= now() AND p.id <> $2
     ORDER BY (p.category_id IS NOT DISTINCT FROM $3::int) DESC, p.published_at DESC, p.id DESC LIMIT 3`,
    [lang, Number(row.id), row.category_id === null || row.category_id === undefined ? null : Number(row.category_id)],
  );
  return {
    post: { ...toCard(row, lang), body: String(row.body ?? '') },
    categories: await categories(database, lang),
    related: related.rows.map((r) => toCard(r, lang)),
  };
}
