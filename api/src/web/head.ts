// The <head> of every page the server sends: title, description, canonical, hreflang x3 + x-default,
// Open Graph basics, and the extras that head providers add (JSON-LD, preload hints, inlined first data).
import { LANGS, switchLangPath, type Lang, type RouteDef } from '@realty/shared/routes';
import type { FastifyRequest } from 'fastify';
import { HYDRATION_DATA_ID, HYDRATION_LOADER, type HydrationPlan } from './hydration';
import type { PreloadHint } from './preload-hint';

export type { PreloadHint } from './preload-hint';

/** What a head provider may add or override for a page. */
export interface HeadExtras {
  /** Full <title> text (replaces '<route title> — <site name>'). */
  title?: string;
  description?: string;
  /** Path (or absolute URL) of the canonical page, e.g. with a `page` query kept. */
  canonical?: string;
  /** Absolute URL or path of the page's preview image (og:image). */
  image?: string;
  /** JSON-LD objects, each rendered in its own <script type="application/ld+json">. */
  jsonLd?: unknown[];
  preload?: PreloadHint[];
  /** First API replies inlined as JSON (keyed by API path) so the page paints without a second round trip. */
  data?: Record<string, unknown>;
  /** e.g. 404 when the listing of a known route pattern does not exist. */
  status?: 200 | 404 | 410;
  noindex?: boolean;
  /** `<meta name="robots">` content when it is not plain `noindex` (a filtered catalogue page: 'noindex,follow'). */
  robots?: string;
  /** Paths of the page in the languages it exists in (hreflang); default: the same path in all three. */
  alternates?: Partial<Record<Lang, string>>;
  /** og:type (default 'website'). */
  ogType?: 'website' | 'article';
  /** Feeds of the page (`<link rel="alternate" type="application/rss+xml">`). */
  feeds?: Array<{ href: string; title: string }>;
}

export interface HeadContext {
  request: FastifyRequest;
  lang: Lang;
  /** Null on the 404 page. */
  route: RouteDef | null;
  /** Segments matched by the route's trailing '*'. */
  rest: string;
  /** Request path without the query. */
  path: string;
  query: URLSearchParams;
  /** mf-manifest.json URL of the remote that renders the route (undefined for shell pages and 404). */
  remoteManifest: string | undefined;
}

export type HeadProvider = (context: HeadContext) => HeadExtras | undefined | Promise<HeadExtras | undefined>;

/** Merge in order: later scalars win, lists are concatenated, data objects are merged. */
export function mergeExtras(parts: readonly (HeadExtras | undefined)[]): HeadExtras {
  const merged: HeadExtras = {};
  for (const part of parts) {
    if (!part) continue;
    const { jsonLd, preload, data, feeds, ...scalars } = part;
    Object.assign(merged, scalars);
    if (feeds) merged.feeds = [...(merged.feeds ?? []), ...feeds];
    if (jsonLd) merged.jsonLd = [...(merged.jsonLd ?? []), ...jsonLd];
    if (preload) merged.preload = [...(merged.preload ?? []), ...preload];
    if (data) merged.data = { ...merged.data, ...data };
  }
  return merged;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** JSON safe inside a <script> element (no '</script>', no HTML comment openers, no U+2028/9). */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const OG_LOCALE: Record<Lang, string> = { tr: 'tr_TR', en: 'en_US', ru: 'ru_RU' };

export interface HeadInput {
  lang: Lang;
  title: string;
  description: string | undefined;
  siteName: string;
  /** Origin for absolute links, without trailing slash. */
  publicUrl: string;
  /** Page path (language-prefixed) for canonical and hreflang; undefined on the 404 page. */
  path: string | undefined;
  extras: HeadExtras;
  /** A server-rendered page: its scripts are requested after the first paint by the inline loader (./hydration). */
  hydration?: HydrationPlan;
}

const absolute = (publicUrl: string, pathOrUrl: string): string =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl}`;

export function renderHead(input: HeadInput): string {
  const { lang, extras, publicUrl } = input;
  const title = extras.title ?? input.title;
  const description = extras.description ?? input.description;
  const lines = [`<title>${escapeHtml(title)}</title>`];
  if (description) lines.push(`<meta name="description" content="${escapeHtml(description)}">`);
  if (extras.robots && input.path !== undefined) lines.push(`<meta name="robots" content="${escapeHtml(extras.robots)}">`);
  else if (extras.noindex || input.path === undefined) lines.push('<meta name="robots" content="noindex">');
  if (input.path !== undefined) {
    const canonical = absolute(publicUrl, extras.canonical ?? input.path);
    lines.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
    const paths: Partial<Record<Lang, string>> =
      extras.alternates ?? Object.fromEntries(LANGS.map((other) => [other, switchLangPath(input.path as string, other)]));
    for (const other of LANGS) {
      const path = paths[other];
      if (path !== undefined) lines.push(`<link rel="alternate" hreflang="${other}" href="${escapeHtml(absolute(publicUrl, path))}">`);
    }
    const fallback = paths.tr ?? LANGS.map((other) => paths[other]).find((path) => path !== undefined);
    if (fallback !== undefined) lines.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(publicUrl, fallback))}">`);
    lines.push(`<meta property="og:url" content="${escapeHtml(canonical)}">`);
  }
  lines.push(
    `<meta property="og:type" content="${extras.ogType ?? 'website'}">`,
    `<meta property="og:site_name" content="${escapeHtml(input.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[lang]}">`,
  );
  if (description) lines.push(`<meta property="og:description" content="${escapeHtml(description)}">`);
  if (extras.image) lines.push(`<meta property="og:image" content="${escapeHtml(absolute(publicUrl, extras.image))}">`);
  for (const feed of extras.feeds ?? []) {
    lines.push(`<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(absolute(publicUrl, feed.href))}">`);
  }
  for (const hint of extras.preload ?? []) {
    const attrs = [`rel="preload"`, `href="${escapeHtml(hint.href)}"`, `as="${hint.as}"`];
    if (hint.type) attrs.push(`type="${escapeHtml(hint.type)}"`);
    if (hint.crossorigin) attrs.push('crossorigin');
    if (hint.imagesrcset) attrs.push(`imagesrcset="${escapeHtml(hint.imagesrcset)}"`);
    if (hint.imagesizes) attrs.push(`imagesizes="${escapeHtml(hint.imagesizes)}"`);
    if (hint.fetchpriority) attrs.push(`fetchpriority="${hint.fetchpriority}"`);
    lines.push(`<link ${attrs.join(' ')}>`);
  }
  if (input.hydration) {
    lines.push(`<script type="application/json" id="${HYDRATION_DATA_ID}">${scriptJson(input.hydration)}</script>`, `<script>${HYDRATION_LOADER}</script>`);
  }
  for (const item of extras.jsonLd ?? []) lines.push(`<script type="application/ld+json">${scriptJson(item)}</script>`);
  if (extras.data && Object.keys(extras.data).length > 0) {
    lines.push(`<script type="application/json" id="__INITIAL_DATA__">${scriptJson(extras.data)}</script>`);
  }
  return lines.join('\n    ');
}
