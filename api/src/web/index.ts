// The composed site: the api server knows the route table (DECISIONS.md "Rendering") and sends the
// shell's HTML with each page's <html lang>, title, description, canonical and hreflang links;
// unknown paths get a real 404 (the same shell renders its 404 page), redirects are real 301s.
// Later issues add JSON-LD, preload hints and inlined first data through `fastify.web.registerHeadProvider`.
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { canonicalRedirect, isLang, matchRoute, type Lang, type RouteDef } from '@realty/shared/routes';
import tr from '@realty/shared/i18n/tr.json';
import en from '@realty/shared/i18n/en.json';
import ru from '@realty/shared/i18n/ru.json';
import type { AppOptions } from '../app-options';
import type { Config } from '../config';
import { isApiPath } from '../plugins/app/errors';
import { mergeExtras, renderHead, type HeadContext, type HeadExtras, type HeadProvider } from './head';
import { createPageRegistry, type PageContext, type PageRegistry } from './pages';
import { registerSitemaps, type SitemapRegistry } from './sitemap';
import { declareShellPages, staticPagesSitemapSource } from './static-pages';
import { chooseLang, LANG_COOKIE } from './lang';
import type { RemotesConfig } from './remotes';
import { createFederationHints, REMOTES_DATA_KEY } from './federation';
import { overrideRendersOnServer } from './remote-overrides';
import { registerStatic } from './static';
import { sendCached, type CachedReply } from '../plugins/app/reply-cache';
import { answerNotModified, isPersonal, PRIVATE_REVALIDATE, shareable, sharedCacheControl, weakEtag } from './edge-cache';
import { SESSION_COOKIE } from '../services/sessions';
import { SESSION_HINT_COOKIE } from '../plugins/app/session-hint';
import { injectHead, ShellTemplate } from './template';
import { hydrationPlan, takeEntryScripts } from './hydration';
import { createServerRenderer, injectRoot } from './ssr';
import { CURRENCY_COOKIE, currencyOfCookie } from './ssr/cookies';

export type { HeadContext, HeadExtras, HeadProvider, PreloadHint } from './head';
export type { PageContext, PageDef, PageLoader, PageResult } from './pages';
export type { SitemapEntry, SitemapSource } from './sitemap';

interface SiteTexts {
  siteName: string;
  notFound: { title: string; message: string };
  routes: Record<string, { title: string; description?: string } | undefined>;
}

const TEXTS: Record<Lang, SiteTexts> = { tr, en, ru };

/** Route id accepted by registerHeadProvider: a route of the table, or '*' for every page (404 included). */
export type HeadProviderKey = string;

export interface WebRegistry {
  /** Add a head provider for one route id (or '*'); providers run in registration order, '*' first. */
  registerHeadProvider(routeId: HeadProviderKey, provider: HeadProvider): void;
  /** Page replies by route id (served at /{lang}/api/pages/… and inlined into the page's HTML). */
  pages: PageRegistry;
  /** Sources of /sitemap.xml (catalogue landing pages, listings, journal, agents). */
  sitemaps: SitemapRegistry;
  /** The current remotes.json content. */
  remotes(): RemotesConfig;
  /** Load the server-rendering bundles ahead of the first page (start-up work; nothing when SSR is off). */
  warmUp(): Promise<void>;
  /** Render the page for a path as the server would (used by tests and later by prerendering). */
  renderPage(request: FastifyRequest, path: string): Promise<{ status: number; html: string; cacheable?: boolean }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    web: WebRegistry;
  }
}

export const REMOTES_JSON_CACHE = 'public, max-age=60, must-revalidate';
/** Replies that carry a session's remote overrides (REMOTE_OVERRIDES). */
export const PRIVATE_NO_STORE = 'private, no-store';

const HTML_TYPE = 'text/html; charset=utf-8';

/**
 * Page HTML kept in the reply cache (serialised and compressed, REPLY_CACHE_TTL, dropped on listing writes): only for
 * visitors without a session (a signed-in visitor's listing page may be their own hidden one) and only for paths
 * that carry their language (else the page depends on the language cookie and Accept-Language).
 */
const hasSession = (request: FastifyRequest): boolean => Boolean(request.cookies[SESSION_COOKIE] || request.cookies[SESSION_HINT_COOKIE]);

function pageCacheKey(request: FastifyRequest, remotes: RemotesConfig, overridden: boolean): string | null {
  if (hasSession(request) || overridden) return null;
  if (!matchRoute(pathOf(request.url))) return null;
  // The server-rendered body shows prices in the visitor's currency (its cookie), and is rendered with the remote
  // versions remotes.json names: a deploy or a rollback never gets the other version's page from the cache.
  return `page:${remotesDigest(remotes)}:${currencyOfCookie(request.cookies[CURRENCY_COOKIE]) ?? ''}:${request.url}`;
}

/** A short fingerprint of a remotes configuration (the same URLs give the same digest). */
const remotesDigest = (remotes: RemotesConfig): string =>
  createHash('sha256')
    .update(JSON.stringify(Object.entries(remotes).sort(([a], [b]) => a.localeCompare(b))))
    .digest('base64url')
    .slice(0, 12);

/** `/path?query` -> path part. */
const pathOf = (url: string): string => url.split('?', 1)[0] ?? '/';
const queryOf = (url: string): string => {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
};

function pageTitle(texts: SiteTexts, route: RouteDef | null): { title: string; description: string | undefined } {
  if (!route) return { title: `${texts.notFound.title} — ${texts.siteName}`, description: texts.notFound.message };
  const entry = texts.routes[route.id];
  return { title: `${entry?.title ?? texts.siteName} — ${texts.siteName}`, description: entry?.description };
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    const config: Config = opts.config;
    const providers = new Map<string, HeadProvider[]>();
    const pages = createPageRegistry();
    const template = new ShellTemplate(config.shellDist, (file) =>
      fastify.log.warn(`${file} not found: pages use a minimal HTML template (build the shell: npm run build -w shell)`),
    );

    // remotes.json is re-read at most every few seconds (plugins/external/remotes.ts): bumping one remote's URL needs no
    // restart, and a bad edit is logged while the last good configuration keeps serving.
    const remotes = (): RemotesConfig => fastify.remotesSource.current();
    const ssr = config.ssr
      ? createServerRenderer({ shellDist: config.shellDist, remotesDistRoot: config.remotesDistRoot, remotesOrigin: config.ssrRemotesOrigin, remotes, serverRendered: pages.serverRendered, log: fastify.log, timeoutMs: config.ssrTimeoutMs })
      : null;
    const federation = createFederationHints(config);

    async function renderPage(request: FastifyRequest, url: string): Promise<{ status: number; html: string; cacheable: boolean }> {
      const path = pathOf(url);
      const match = matchRoute(path);
      const first = path.split('/')[1];
      const lang: Lang =
        match?.lang ?? (isLang(first) ? first : chooseLang(request.cookies[LANG_COOKIE], request.headers['accept-language']));
      const route = match?.route ?? null;
      // This request's remotes: the live remotes.json, with the session's overrides (REMOTE_OVERRIDES) on top.
      const { remotes: remotesNow, overrides } = fastify.remotesFor(request);
      const owner = route && route.owner !== 'shell' ? route.owner : undefined;
      const context: HeadContext = {
        request,
        lang,
        route,
        rest: match?.rest ?? '',
        path,
        query: new URLSearchParams(queryOf(url)),
        remoteManifest: owner ? remotesNow[owner] : undefined,
      };
      const chain = [...(providers.get('*') ?? []), ...(route ? (providers.get(route.id) ?? []) : [])];
      const pageContext: PageContext | null = route ? { request, lang, route, rest: context.rest, path, query: context.query } : null;
      const [page, ...parts] = await Promise.all([pageContext ? pages.load(pageContext) : null, ...chain.map((provider) => provider(context))]);
      if (page?.status === 404) parts.push({ status: 404 });
      else if (page && page.status !== 401) parts.push(page.head, { data: { page: { route: route?.id, url, data: page.data } } });
      parts.push({ data: { [REMOTES_DATA_KEY]: remotesNow } });
      const extras: HeadExtras = mergeExtras(parts);
      const status = extras.status ?? (route ? 200 : 404);
      // A page whose reply is private (maxAge 0: the owner's view of a listing) is never kept.
      const cacheable = !(page && 'data' in page && page.maxAge === 0) && page?.status !== 401;
      // A signed-in visitor's page is rendered for them: their user and favourites are in the data (the account
      // module's head provider), so the server's header and hearts are the ones the browser hydrates. An unknown path
      // (no route) gets the shell's 404 page rendered on the server too.
      const rendered = (status === 200 && route !== null) || (status === 404 && route === null);
      // An overridden remote renders on the server only from a location the environment trusts (web/remote-overrides.ts).
      const overridden = owner ? overrides?.[owner] : undefined;
      const serverMayRender =
        !owner || overridden === undefined || overrideRendersOnServer(owner, overridden, { live: remotes(), cspExtraOrigins: config.cspExtraOrigins, ssrRemotesOrigin: config.ssrRemotesOrigin });
      const body =
        rendered && serverMayRender && ssr?.handles(route)
          ? await ssr.render({ route, lang, url, data: extras.data ?? {}, currency: currencyOfCookie(request.cookies[CURRENCY_COOKIE]), remotes: remotesNow })
          : null;
      const scriptHints = federation.preload(route, remotesNow);
      const templateHtml = await template.html();
      // A server-rendered page requests its scripts after the first paint (./hydration); any other page needs them to
      // paint at all, so they stay preloaded in the head with the template's deferred entry script.
      const entry = body && config.hydrateAfterPaint ? takeEntryScripts(templateHtml) : null;
      const deferred = entry && entry.scripts.length > 0 ? entry : null;
      const texts = TEXTS[lang];
      const base = pageTitle(texts, status === 200 ? route : null);
      const head = renderHead({
        lang,
        ...base,
        siteName: texts.siteName,
        publicUrl: config.publicUrl,
        path: status === 200 ? path : undefined,
        extras: deferred ? extras : { ...extras, preload: [...(extras.preload ?? []), ...scriptHints] },
        ...(deferred ? { hydration: hydrationPlan(scriptHints, deferred.scripts) } : {}),
      });
      const html = injectHead(deferred ? deferred.html : templateHtml, lang, head);
      return { status, html: body ? injectRoot(html, body) : html, cacheable };
    }

    const sitemaps = registerSitemaps(fastify, config.publicUrl);
    declareShellPages(pages);
    sitemaps.register(staticPagesSitemapSource());
    fastify.decorate('web', {
      registerHeadProvider(routeId, provider) {
        const list = providers.get(routeId) ?? [];
        list.push(provider);
        providers.set(routeId, list);
      },
      pages,
      sitemaps,
      remotes,
      renderPage,
      warmUp: async () => {
        await ssr?.warmUp();
      },
    } satisfies WebRegistry);

    await registerStatic(fastify, config);

    fastify.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
      const { remotes: forRequest, overrides } = fastify.remotesFor(request);
      // With overrides on, the reply depends on the session's cookie: never one copy for everybody.
      if (config.remoteOverrides) reply.header('Vary', 'Cookie');
      return reply.header('Cache-Control', overrides ? PRIVATE_NO_STORE : REMOTES_JSON_CACHE).send(forRequest);
    });

    // `/` -> `/{lang}`: cookie, then Accept-Language, then tr. Not cacheable: it depends on the visitor.
    fastify.get('/', { schema: { hide: true } }, async (request, reply) => {
      const lang = chooseLang(request.cookies[LANG_COOKIE], request.headers['accept-language']);
      return reply
        .header('Cache-Control', 'no-store')
        .header('Vary', 'Cookie, Accept-Language')
        .redirect(`/${lang}${queryOf(request.url)}`, 301);
    });

    /** A declared page's own redirect (web/pages.ts `redirect`): only for a matched route with a query. */
    const pageRedirect = async (request: FastifyRequest): Promise<string | null> => {
      const query = queryOf(request.url);
      const match = query ? matchRoute(pathOf(request.url)) : null;
      if (!match) return null;
      const path = pathOf(request.url);
      return pages.redirect({ request, lang: match.lang, route: match.route, rest: match.rest, path, query: new URLSearchParams(query) });
    };

    const page = async (request: FastifyRequest, reply: FastifyReply) => {
      if (isApiPath(request.url)) return reply.callNotFound();
      const target = canonicalRedirect(request.url);
      if (target !== null) return reply.redirect(target, 301);
      const formTarget = await pageRedirect(request);
      // See Other: the answer to a form's submission, kept by nobody (the same fields may land elsewhere tomorrow).
      if (formTarget !== null) return reply.header('Cache-Control', 'no-store').redirect(formTarget, 303);
      // A page of a session with remote overrides is that session's alone: no shared cache, no reply cache.
      const overridden = fastify.remotesFor(request).overrides !== null;
      if (config.remoteOverrides) reply.header('Vary', 'Cookie');
      const key = fastify.replyCache.ttl > 0 ? pageCacheKey(request, remotes(), overridden) : null;
      if (!key) {
        const rendered = await renderPage(request, request.url);
        reply.header('Cache-Control', overridden ? PRIVATE_NO_STORE : pageCacheControl(request, rendered));
        if (rendered.status === 200 && answerNotModified(request, reply, weakEtag(rendered.html))) return reply;
        return reply.code(rendered.status).type(HTML_TYPE).send(rendered.html);
      }
      // One rendering (and one compression) per expired page; visitors asking meanwhile get the copy that expired or,
      // when there is none, wait for that rendering.
      const found = await fastify.replyCache.lookup(key, async () => {
        const rendered = await renderPage(request, request.url);
        return { result: rendered, body: rendered.cacheable && rendered.status === 200 ? rendered.html : null };
      });
      // Only a cacheable 200 is kept: a kept copy is one every anonymous visitor may share.
      const sendShared = (cached: CachedReply) =>
        sendCached(request, shareable(config, request, reply.header('X-Reply-Cache', found.state), 'no-cache'), cached, HTML_TYPE);
      if (found.kept) return sendShared(found.cached);
      if (found.cached) return sendShared(found.cached);
      reply.header('Cache-Control', pageCacheControl(request, found.result));
      return reply.code(found.result.status).type(HTML_TYPE).send(found.result.html);
    };
    /**
     * A page's policy for shared caches: an anonymous visitor's 200 that may be kept (not the owner's view of their
     * listing) goes to the edge (web/edge-cache.ts); 404s and personal pages are revalidated on every load.
     */
    const pageCacheControl = (request: FastifyRequest, rendered: { status: number; cacheable: boolean }): string =>
      rendered.status === 200 && rendered.cacheable ? sharedCacheControl(config, request, 'no-cache') : isPersonal(request) ? PRIVATE_REVALIDATE : 'no-cache';
    fastify.get('/*', { schema: { hide: true } }, page);
  },
  { name: 'web', dependencies: ['cookie', 'remotes'] },
);
