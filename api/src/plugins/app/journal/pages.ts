// The journal's pages (mf-blog): page replies with their head (title, description, canonical, og:image, hreflang for
// the languages a post exists in, JSON-LD BlogPosting and BreadcrumbList, the feed link), the RSS 2.0 feed of each
// language at /{lang}/journal/rss.xml, and the journal's sitemap source. Unknown or empty pages are HTTP 404s.
import type { FastifyInstance } from 'fastify';
import tr from '@realty/shared/i18n/tr.json';
import en from '@realty/shared/i18n/en.json';
import ru from '@realty/shared/i18n/ru.json';
import { LANGS, pathTo, type Lang } from '@realty/shared/routes';
import type { CrumbLink } from '@realty/shared/schemas';
import type { AppOptions } from '../../../app-options';
import { journalSitemapEntries, latestPosts } from './posts';
import { memo } from '../catalog/index-blocks';
import { journalFeedPath, journalListPage, journalPostPage, journalTagsPage } from './journal-page';
import { SITEMAP_TTL_MS } from '../../../services/sitemap-sources';
import { renderRss } from '../../../web/feed';
import { blogPostingJsonLd, breadcrumbJsonLd } from '../../../web/jsonld';
import { sitemapLimits } from '../../../web/sitemap';
import type { HeadExtras, PageResult } from '../../../web';

const TEXTS = { tr, en, ru } as const;
/** Posts in a feed. */
export const FEED_SIZE = 20;

/** A text of the `common` namespace by its key (the key stays a literal, so the unused-key check sees it). */
function textAt(tree: object, key: string): string {
  let node: unknown = tree;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') throw new Error(`missing text ${key}`);
  return node;
}

const texts = (lang: Lang) => {
  const t = TEXTS[lang];
  return {
    site: t.siteName,
    home: t.home,
    journal: t.routes.journal.title,
    journalDescription: t.routes.journal.description,
    tags: t.routes.journalTags.title,
    tagsDescription: t.routes.journalTags.description,
    page: (n: number) => textAt(t, 'journal.page').replace('{{page}}', String(n)),
  };
};

/** Declares the journal's pages, its feeds and its sitemap source (called by the journal module, ./index.ts). */
export function declareJournalPages(fastify: FastifyInstance, opts: AppOptions): void {
  // Public pages: read on a replica when one may answer (plugins/external/database.ts).
  const database = fastify.readDatabase;
  const publicUrl = opts.config.publicUrl;

  const feedLink = (lang: Lang) => [{ href: journalFeedPath(lang), title: `${texts(lang).journal} — ${texts(lang).site}` }];
  const crumbsTo = (lang: Lang, ...more: CrumbLink[]): CrumbLink[] => [
    { title: texts(lang).home, url: pathTo(lang, 'home') },
    { title: texts(lang).journal, url: pathTo(lang, 'journal') },
    ...more,
  ];
  /** Head of a page of cards: '<name>[ — page N] — <site>'. */
  const listHead = (lang: Lang, name: string, description: string, canonical: string, page: number, crumbs: CrumbLink[]): HeadExtras => ({
    title: `${name}${page > 1 ? ` — ${texts(lang).page(page)}` : ''} — ${texts(lang).site}`,
    description,
    canonical,
    feeds: feedLink(lang),
    jsonLd: [breadcrumbJsonLd(publicUrl, crumbs, canonical)],
  });

  fastify.web.pages.register('journal', { ssr: true, load: async ({ lang, path, query }): Promise<PageResult<'journal'>> => {
    const data = await journalListPage(database, lang, path, query);
    if (!data) return { status: 404 };
    const t = texts(lang);
    const crumbs: CrumbLink[] = [{ title: t.home, url: pathTo(lang, 'home') }, { title: t.journal }];
    return { data, head: listHead(lang, t.journal, t.journalDescription, data.canonical, data.list.currentPage, crumbs), maxAge: 120 };
  } });

  fastify.web.pages.register('journalCategory', { ssr: true, load: async ({ lang, path, query, rest }): Promise<PageResult<'journalCategory'>> => {
    const data = rest.includes('/') ? null : await journalListPage(database, lang, path, query, { category: rest });
    const category = data?.list.category;
    if (!data || !category) return { status: 404 };
    const description = `${category.title}: ${texts(lang).journalDescription}`;
    const crumbs = crumbsTo(lang, { title: category.title });
    return { data, head: listHead(lang, `${category.title} — ${texts(lang).journal}`, description, data.canonical, data.list.currentPage, crumbs), maxAge: 120 };
  } });

  fastify.web.pages.register('journalTag', { ssr: true, load: async ({ lang, path, query, rest }): Promise<PageResult<'journalTag'>> => {
    const data = rest.includes('/') ? null : await journalListPage(database, lang, path, query, { tag: rest });
    const tag = data?.list.tag;
    if (!data || !tag) return { status: 404 };
    const t = texts(lang);
    const crumbs = crumbsTo(lang, { title: t.tags, url: pathTo(lang, 'journalTags') }, { title: tag.title });
    return { data, head: listHead(lang, `#${tag.title} — ${t.journal}`, `${tag.title}: ${t.journalDescription}`, data.canonical, data.list.currentPage, crumbs), maxAge: 120 };
  } });

  fastify.web.pages.register('journalTags', { ssr: true, load: async ({ lang, path }): Promise<PageResult<'journalTags'>> => {
    const data = await journalTagsPage(database, lang);
    const t = texts(lang);
    return { data, head: listHead(lang, `${t.tags} — ${t.journal}`, t.tagsDescription, path, 1, crumbsTo(lang, { title: t.tags })), maxAge: 120 };
  } });

  fastify.web.pages.register('journalEntry', { ssr: true, load: async ({ lang, rest }): Promise<PageResult<'journalEntry'>> => {
    const data = await journalPostPage(database, lang, rest, publicUrl);
    if (!data) return { status: 404 };
    const { post } = data;
    const t = texts(lang);
    const crumbs = crumbsTo(
      lang,
      ...(post.category ? [{ title: post.category.title, url: pathTo(lang, 'journalCategory', post.category.slug) }] : []),
      { title: post.title },
    );
    return {
      data,
      head: {
        title: `${post.title} — ${t.site}`,
        description: post.description,
        canonical: post.url,
        alternates: data.alternates,
        ogType: 'article',
        ...(post.cover ? { image: post.cover } : {}),
        feeds: feedLink(lang),
        jsonLd: [blogPostingJsonLd(publicUrl, lang, t.site, post), breadcrumbJsonLd(publicUrl, crumbs, post.url)],
      },
      maxAge: 300,
    };
  } });

  // RSS 2.0 per language: the latest posts of that language.
  for (const lang of LANGS) {
    fastify.get(journalFeedPath(lang), { schema: { hide: true } }, async (_request, reply) => {
      const t = texts(lang);
      const posts = await latestPosts(database, lang, FEED_SIZE);
      const body = renderRss({
        lang,
        publicUrl,
        title: `${t.journal} — ${t.site}`,
        description: t.journalDescription,
        home: pathTo(lang, 'journal'),
        self: journalFeedPath(lang),
        posts,
      });
      return reply.header('Cache-Control', 'public, max-age=600').type('application/rss+xml; charset=utf-8').send(body);
    });
  }

  const entries = () => memo(database, 'sitemap:journal', SITEMAP_TTL_MS, () => journalSitemapEntries(database));
  fastify.web.sitemaps.register({
    name: 'journal',
    files: async () => Math.max(1, Math.ceil((await entries()).length / sitemapLimits.urlsPerFile)),
    entries: async (file) => (await entries()).slice(file * sitemapLimits.urlsPerFile, (file + 1) * sitemapLimits.urlsPerFile),
  });
}
