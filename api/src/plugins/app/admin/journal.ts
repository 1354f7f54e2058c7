// Journal authoring (back office): posts per language, categories, tags, cover, publish/unpublish/schedule. Bodies
// are sanitised on save by the journal's one sanitiser (plugins/app/journal/blog-html.ts); the public journal shows a post when
// it is `published` and its date has come (plugins/app/journal/posts.ts PUBLISHED), so a future date is a schedule.
import { and, eq, inArray } from 'drizzle-orm';
import { pathTo, type Lang } from '@realty/shared/routes';
import type { AdminPost, AdminPostRow, JournalTaxonomy, PostBodyData, PostState } from '@realty/shared/contracts/admin';
import type { Database } from '../../../db/client';
import { slugify } from '../../../db/places/text';
import { blogCategories, blogPosts, blogPostTags, blogPostTranslations, blogTags } from '../../../db/schema';
import { sanitizePostHtml } from '../journal/blog-html';
import { isUniqueViolation } from '../../../services/users';
import type { AuditService } from './audit';

const LANGS3 = ['tr', 'en', 'ru'] as const;
const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
const stateOf = (status: string, publishedAt: Date): PostState => (status !== 'published' ? 'draft' : publishedAt.getTime() > Date.now() ? 'scheduled' : 'published');
const titleCol = (lang: Lang) => (lang === 'tr' ? 'title_tr' : lang === 'en' ? 'title_en' : 'title_ru');

export type SaveError = 'notFound' | 'slugTaken' | 'category' | 'tags';

/** The audit's view of a post: what identifies it and what changed (not the bodies, only their size). */
const auditView = (post: AdminPost) => ({
  slug: post.slug,
  status: post.status,
  published_at: post.published_at,
  category_id: post.category_id,
  tag_ids: post.tag_ids,
  cover: post.cover,
  titles: Object.fromEntries(LANGS3.flatMap((l) => (post.translations[l] ? [[l, post.translations[l].title]] : []))),
  body_lengths: Object.fromEntries(LANGS3.flatMap((l) => (post.translations[l] ? [[l, post.translations[l].body.length]] : []))),
});

export class JournalAdminService {
  constructor(private readonly deps: { database: Database; audit: AuditService; siteOrigin: string }) {}

  async list(opts: { page: number; perPage: number; lang: Lang }): Promise<{ rows: AdminPostRow[]; total: number }> {
    const { database } = this.deps;
    const [count, page] = await Promise.all([
      database.execute('SELECT count(*)::int AS n FROM blog_posts'),
      database.execute(
        `SELECT p.id, p.slug, p.status::text AS status, p.published_at, p.updated_at, c.${titleCol(opts.lang)} AS category,
                (SELECT t.title FROM blog_post_translations t WHERE t.post_id = p.id ORDER BY (t.lang::text = $3) DESC, t.lang LIMIT 1) AS title,
                (SELECT array_agg(t.lang::text ORDER BY t.lang) FROM blog_post_translations t WHERE t.post_id = p.id) AS langs
         FROM blog_posts p LEFT JOIN blog_categories c ON c.id = p.category_id
         ORDER BY p.updated_at DESC, p.id DESC LIMIT $1 OFFSET $2`,
        [opts.perPage, (opts.page - 1) * opts.perPage, opts.lang],
      ),
    ]);
    return {
      rows: page.rows.map((row) => ({
        id: Number(row.id),
        slug: String(row.slug),
        title: String(row.title ?? row.slug),
        langs: Array.isArray(row.langs) ? row.langs.map(String) : [],
        category: row.category ? String(row.category) : null,
        state: stateOf(String(row.status), new Date(iso(row.published_at))),
        published_at: iso(row.published_at),
        updated_at: iso(row.updated_at),
      })),
      total: Number(count.rows[0]?.n ?? 0),
    };
  }

  async taxonomy(lang: Lang): Promise<JournalTaxonomy> {
    const { database } = this.deps;
    const col = titleCol(lang);
    const [categories, tags] = await Promise.all([
      database.execute(`SELECT id, slug, ${col} AS title FROM blog_categories ORDER BY sort, id`),
      database.execute(`SELECT id, slug, ${col} AS title FROM blog_tags ORDER BY ${col}, id`),
    ]);
    const item = (r: Record<string, unknown>) => ({ id: Number(r.id), slug: String(r.slug), title: String(r.title) });
    return { categories: categories.rows.map(item), tags: tags.rows.map(item) };
  }

  /** A new category or tag (slug from the Turkish title); 'taken' when the slug exists. */
  async addTaxonomy(actorId: number, kind: 'category' | 'tag', titles: { tr: string; en: string; ru: string }, lang: Lang): Promise<{ id: number; slug: string; title: string } | 'taken'> {
    const slug = slugify(titles.tr).slice(0, 80).replace(/-+$/, '') || slugify(titles.en).slice(0, 80) || 'item';
    const table = kind === 'category' ? blogCategories : blogTags;
    try {
      const [row] = await this.deps.database.db
        .insert(table)
        .values({ slug, titleTr: titles.tr, titleEn: titles.en, titleRu: titles.ru })
        .returning({ id: table.id });
      const id = (row as { id: number }).id;
      await this.deps.audit.record({ actorId, action: `${kind}.create`, entityType: 'post', entityId: `${kind}:${id}`, before: null, after: { slug, titles } });
      return { id, slug, title: titles[lang] };
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }

  async get(id: number): Promise<AdminPost | null> {
    const { db } = this.deps.database;
    const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
    if (!post) return null;
    const [translations, tags] = await Promise.all([
      db.select().from(blogPostTranslations).where(eq(blogPostTranslations.postId, id)),
      db.select({ tagId: blogPostTags.tagId }).from(blogPostTags).where(eq(blogPostTags.postId, id)),
    ]);
    const out: AdminPost['translations'] = {};
    for (const t of translations) out[t.lang] = { title: t.title, excerpt: t.excerpt, body: t.body, meta_description: t.metaDescription };
    return {
      id: post.id,
      slug: post.slug,
      category_id: post.categoryId,
      tag_ids: tags.map((t) => t.tagId).sort((a, b) => a - b),
      cover: post.cover,
      status: post.status,
      state: stateOf(post.status, post.publishedAt),
      published_at: post.publishedAt.toISOString(),
      updated_at: post.updatedAt.toISOString(),
      translations: out,
      urls: Object.fromEntries(LANGS3.filter((l) => out[l]).map((l) => [l, pathTo(l, 'journalEntry', post.slug)])),
    };
  }

  /** Create (`id` null, as a draft) or update a post; bodies sanitised. */
  async save(actorId: number, id: number | null, input: PostBodyData): Promise<AdminPost | SaveError> {
    const { database, audit, siteOrigin } = this.deps;
    const before = id === null ? null : await this.get(id);
    if (id !== null && !before) return 'notFound';
    const firstTitle = input.translations.en?.title ?? input.translations.tr?.title ?? input.translations.ru?.title ?? 'post';
    const slug = input.slug ?? before?.slug ?? (slugify(firstTitle).slice(0, 100).replace(/-+$/, '') || 'post');
    try {
      const saved = await database.db.transaction(async (tx) => {
        if (input.category_id !== null) {
          const [cat] = await tx.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, input.category_id));
          if (!cat) return 'category' as const;
        }
        const tagIds = [...new Set(input.tag_ids)];
        if (tagIds.length) {
          const found = await tx.select({ id: blogTags.id }).from(blogTags).where(inArray(blogTags.id, tagIds));
          if (found.length !== tagIds.length) return 'tags' as const;
        }
        const values = { slug, categoryId: input.category_id, cover: input.cover, updatedAt: new Date() };
        let postId = id;
        if (postId === null) {
          const [created] = await tx
            .insert(blogPosts)
            .values({ ...values, authorId: actorId, status: 'draft' })
            .returning({ id: blogPosts.id });
          postId = (created as { id: number }).id;
        } else {
          await tx.update(blogPosts).set(values).where(eq(blogPosts.id, postId));
        }
        await tx.delete(blogPostTranslations).where(eq(blogPostTranslations.postId, postId));
        for (const lang of LANGS3) {
          const t = input.translations[lang];
          if (!t) continue;
          await tx.insert(blogPostTranslations).values({
            postId,
            lang,
            title: t.title,
            excerpt: t.excerpt ?? '',
            body: sanitizePostHtml(t.body, siteOrigin),
            metaDescription: t.meta_description ?? null,
          });
        }
        await tx.delete(blogPostTags).where(eq(blogPostTags.postId, postId));
        if (tagIds.length) await tx.insert(blogPostTags).values(tagIds.map((tagId) => ({ postId: postId as number, tagId })));
        return postId;
      });
      if (typeof saved === 'string') return saved;
      const after = (await this.get(saved)) as AdminPost;
      await audit.record({
        actorId,
        action: id === null ? 'post.create' : 'post.update',
        entityType: 'post',
        entityId: saved,
        before: before ? auditView(before) : null,
        after: auditView(after),
      });
      return after;
    } catch (error) {
      if (isUniqueViolation(error)) return 'slugTaken';
      throw error;
    }
  }

  /** Publish now, schedule (a future `at`) or unpublish. */
  async publish(actorId: number, id: number, publish: boolean, at: Date | null): Promise<AdminPost | null> {
    const before = await this.get(id);
    if (!before) return null;
    const set = publish
      ? { status: 'published' as const, publishedAt: at ?? new Date(), updatedAt: new Date() }
      : { status: 'draft' as const, updatedAt: new Date() };
    await this.deps.database.db.update(blogPosts).set(set).where(and(eq(blogPosts.id, id)));
    const after = (await this.get(id)) as AdminPost;
    await this.deps.audit.record({
      actorId,
      action: !publish ? 'post.unpublish' : after.state === 'scheduled' ? 'post.schedule' : 'post.publish',
      entityType: 'post',
      entityId: id,
      before: { status: before.status, state: before.state, published_at: before.published_at },
      after: { status: after.status, state: after.state, published_at: after.published_at },
    });
    return after;
  }
}
