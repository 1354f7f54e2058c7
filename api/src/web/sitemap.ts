// /robots.txt and the sitemaps (sitemaps.org 0.9): `/sitemap.xml` is an index of per-language sitemaps, one set per
// source (catalogue landing pages, listings; the journal and agents add theirs), each split at 50,000 URLs. Every URL
// carries its hreflang alternates (xhtml:link) so the three languages of a page are known as one page.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LANGS, type Lang } from '@realty/shared/routes';

/** sitemaps.org limits: 50,000 URLs (and 50 MB) per file. Mutable so tests can split small sets. */
export const sitemapLimits = { urlsPerFile: 50_000 };

export interface SitemapEntry {
  /** The page path after the language prefix, without a leading slash ('real-estate/sale/antalya'). */
  path: string;
  /** ISO date or date-time of the last change. */
  lastmod?: string;
  /** Languages the page exists in (default: all three). */
  langs?: readonly Lang[];
}

export interface SitemapSource {
  /** File name part: `/sitemaps/{name}-{lang}-{n}.xml`. Lower-case letters and hyphens. */
  name: string;
  /** How many files of `sitemapLimits.urlsPerFile` entries the source needs. */
  files(): Promise<number>;
  /** The entries of one file (0-based). */
  entries(file: number): Promise<SitemapEntry[]>;
}

export interface SitemapRegistry {
  register(source: SitemapSource): void;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (value: string): string => value.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);

const pageUrl = (publicUrl: string, lang: Lang, path: string): string => `${publicUrl}/${lang}${path ? `/${path}` : ''}`;

/** One per-language sitemap: each entry's URL in `lang`, with its alternates (and x-default = Turkish). */
export function renderUrlset(publicUrl: string, lang: Lang, entries: readonly SitemapEntry[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of entries) {
    const langs = entry.langs ?? LANGS;
    if (!langs.includes(lang)) continue;
    lines.push('<url>', `<loc>${xml(pageUrl(publicUrl, lang, entry.path))}</loc>`);
    if (entry.lastmod) lines.push(`<lastmod>${xml(entry.lastmod)}</lastmod>`);
    for (const other of langs) lines.push(`<xhtml:link rel="alternate" hreflang="${other}" href="${xml(pageUrl(publicUrl, other, entry.path))}"/>`);
    const fallback: Lang = langs.includes('tr') ? 'tr' : (langs[0] ?? 'tr');
    lines.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${xml(pageUrl(publicUrl, fallback, entry.path))}"/>`, '</url>');
  }
  lines.push('</urlset>');
  return `${lines.join('\n')}\n`;
}

export function renderIndex(locs: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locs.map((loc) => `<sitemap><loc>${xml(loc)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Personal pages and the JSON API are not for search engines.
    ...LANGS.flatMap((lang) => [`Disallow: /${lang}/profile`, `Disallow: /${lang}/api/`]),
    'Disallow: /api/',
    'Disallow: /sanctum/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const FILE = /^([a-z]+(?:-[a-z]+)*)-(tr|en|ru)-(\d{1,5})\.xml$/;
const CACHE = 'public, max-age=3600';

/** Routes `/robots.txt`, `/sitemap.xml` and `/sitemaps/*.xml` on the web server; sources are registered later. */
export function registerSitemaps(fastify: FastifyInstance, publicUrl: string): SitemapRegistry {
  const sources = new Map<string, SitemapSource>();
  const send = (reply: FastifyReply, type: string, body: string) => reply.header('Cache-Control', CACHE).type(type).send(body);

  fastify.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => send(reply, 'text/plain; charset=utf-8', robotsTxt(publicUrl)));

  fastify.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const locs: string[] = [];
    for (const source of sources.values()) {
      const files = await source.files();
      for (const lang of LANGS) for (let n = 0; n < files; n += 1) locs.push(`${publicUrl}/sitemaps/${source.name}-${lang}-${n}.xml`);
    }
    return send(reply, 'application/xml; charset=utf-8', renderIndex(locs));
  });

  fastify.get<{ Params: { file: string } }>('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
    const match = FILE.exec(request.params.file);
    const source = match ? sources.get(match[1]!) : undefined;
    const file = Number(match?.[3]);
    if (!match || !source || file >= (await source.files())) return reply.callNotFound();
    return send(reply, 'application/xml; charset=utf-8', renderUrlset(publicUrl, match[2] as Lang, await source.entries(file)));
  });

  return {
    register(source) {
      if (!/^[a-z]+(?:-[a-z]+)*$/.test(source.name) || sources.has(source.name)) throw new Error(`bad or duplicate sitemap source "${source.name}"`);
      sources.set(source.name, source);
    },
  };
}
