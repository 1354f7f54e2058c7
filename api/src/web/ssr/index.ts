// Server rendering of the content pages (docs/ARCHITECTURE.md "Server rendering"): the shell's server bundle renders
// the route's page from its remote's server bundle, per request, with the page data the HTML inlines. Anything
// missing or failing (a bundle not built, a bundle that throws, a render error or timeout) gives null: the page is
// then sent with an empty root element and renders in the browser, as before.
import type { FastifyBaseLogger } from 'fastify';
import { REMOTES, ROUTES, type Lang, type RemoteName, type RouteDef, type RouteId } from '@realty/shared/routes';
import type { RemotesConfig } from '../remotes';
import { BundleCache, bundleCss, provideShared, remoteBundleLocations, SSR_BUNDLE, type InlineCss, type LoadedBundle } from './bundles';
import path from 'node:path';

interface PageModule {
  default: unknown;
}
interface RemoteBundle {
  pages: Record<string, PageModule | undefined>;
}
interface ShellBundle {
  shared: unknown;
  render(input: {
    url: string;
    lang: Lang;
    data: Record<string, unknown>;
    currency?: string;
    page?: { remote: string; page: string; module: PageModule; namespace: string; loader?: unknown };
    timeoutMs?: number;
  }): Promise<{ html: string; hints: string }>;
}

const isShellBundle = (value: unknown): value is ShellBundle =>
  typeof value === 'object' && value !== null && typeof (value as ShellBundle).render === 'function' && 'shared' in value;
const isRemoteBundle = (value: unknown): value is RemoteBundle =>
  typeof value === 'object' && value !== null && typeof (value as RemoteBundle).pages === 'object';

/** The shell's chunk groups whose CSS every page loads: the shared singletons first (loaded before bootstrap runs). */
const SHELL_CSS_GROUPS = ['shared-singletons', 'bootstrap'];
/** The chunk group of the shell's own pages (`webpackChunkName` in shell/src/pages/ShellPage.tsx). */
const SHELL_PAGES_GROUP = 'shell-pages';
/** The chunk group of a remote's exposed page: './CatalogPage' -> '__federation_expose_CatalogPage'. */
const exposeGroup = (page: string): string => `__federation_expose_${page.replace(/^\.\//, '')}`;

export interface SsrOptions {
  shellDist: string;
  remotesDistRoot: string;
  /** SSR_REMOTES_ORIGIN: where remotes named by a path in remotes.json are fetched from when not on this disk. */
  remotesOrigin?: string;
  remotes: () => RemotesConfig;
  /** Whether a route's page is rendered on the server (its page declaration, ../pages). */
  serverRendered: (route: RouteId) => boolean;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}

export interface SsrInput {
  /** Null: a path the route table does not know (the 404 page). */
  route: RouteDef | null;
  lang: Lang;
  /** Path + query as requested. */
  url: string;
  /** The inlined __INITIAL_DATA__ (page reply, rates, site config). */
  data: Record<string, unknown>;
  /** The request's `currency` cookie. */
  currency: string | undefined;
  /** The remotes configuration of this request (a session's overrides merged in); default: the live one. */
  remotes?: RemotesConfig;
}

export interface SsrResult {
  /** The root element's content. */
  html: string;
  /** Resource hints React hoisted out of the content (image preloads), put at the end of the head. */
  hints: string;
  /** The CSS of the shell and the page's remote (inlined at the end of the head), per browser .css file. */
  css: InlineCss[];
}

export interface ServerRenderer {
  /** Whether the route's page is rendered on the server; null (an unknown path: the 404 page) is. */
  handles(route: RouteDef | null): boolean;
  render(input: SsrInput): Promise<SsrResult | null>;
  /** Load the shell's server bundle and those of the remotes owning server-rendered pages (start-up work, so the
   * first visitors' pages do not wait for them). A missing bundle is logged as on a request; this never throws. */
  warmUp(): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 3000;

/** The promise's value, or null once the deadline (epoch ms) has passed. */
async function withinDeadline<T>(promise: Promise<T>, deadline: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([promise, expired]);
  } finally {
    clearTimeout(timer);
  }
}

export function createServerRenderer(options: SsrOptions): ServerRenderer {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const bundles = new BundleCache(
    (source, error) =>
      options.log.warn({ err: error, bundle: source.bundle, locations: source.locations }, 'server bundle unavailable: its pages render in the browser'),
    { fetchTimeoutMs: timeoutMs },
  );
  const isRemote = (owner: string): owner is RemoteName => (REMOTES as readonly string[]).includes(owner);

  const shellLocation = path.join(options.shellDist, SSR_BUNDLE);
  let currentShell: ShellBundle | null = null;

  async function shell(): Promise<{ exports: ShellBundle; loaded: LoadedBundle } | null> {
    const loaded = await bundles.load({ bundle: 'shell', locations: [shellLocation] });
    const exports = loaded?.exports;
    if (!loaded || !isShellBundle(exports)) return null;
    if (exports !== currentShell) {
      // A new shell bundle brings a new @realty/shared: the remotes' bundles are evaluated again against it.
      if (currentShell) bundles.forgetAllBut([shellLocation]);
      currentShell = exports;
      provideShared(exports.shared);
    }
    return { exports, loaded };
  }

  /** The remotes whose pages are rendered on the server (asked once the domains have declared their pages). */
  const ssrRemotes = (): RemoteName[] =>
    [...new Set(ROUTES.filter((route) => options.serverRendered(route.id)).map((route) => route.owner))].filter(isRemote);

  return {
    async warmUp() {
      if (!(await shell())) return;
      const remotesNow = options.remotes();
      await Promise.all(
        ssrRemotes().map(async (remote) => {
          const locations = remoteBundleLocations(remote, remotesNow[remote], options.remotesDistRoot, options.remotesOrigin);
          if (locations.length > 0) await bundles.load({ bundle: `mf-${remote}`, locations });
        }),
      );
    },

    handles: (route) => route === null || (options.serverRendered(route.id) && (route.owner === 'shell' || isRemote(route.owner))),

    async render({ route, lang, url, data, currency, remotes }) {
      // One budget for the whole render: a bundle still loading when it runs out keeps loading for later requests,
      // and this page renders in the browser.
      const deadline = Date.now() + timeoutMs;
      const shellBundle = await withinDeadline(shell(), deadline);
      if (!shellBundle) return null;
      let page: { remote: RemoteName; bundle: LoadedBundle; module: PageModule; loader: unknown } | undefined;
      if (route && route.owner !== 'shell') {
        if (!isRemote(route.owner)) return null;
        const remote = route.owner;
        const locations = remoteBundleLocations(remote, (remotes ?? options.remotes())[remote], options.remotesDistRoot, options.remotesOrigin);
        if (locations.length === 0) return null;
        const remoteBundle = await withinDeadline(bundles.load({ bundle: `mf-${remote}`, locations }), deadline);
        const remoteExports = remoteBundle?.exports;
        const module = remoteBundle && isRemoteBundle(remoteExports) ? remoteExports.pages[route.page] : undefined;
        if (!remoteBundle || !module) return null;
        // This version's own translations: a remote rolled back to a version still held must not read the other's.
        page = { remote, bundle: remoteBundle, module, loader: remoteBundle.namespaces.get(remote) };
      }
      try {
        const { html, hints } = await shellBundle.exports.render({
          url,
          lang,
          data,
          currency,
          ...(page && route
            ? { page: { remote: page.remote, page: route.page, module: page.module, namespace: page.remote, ...(page.loader ? { loader: page.loader } : {}) } }
            : {}),
          timeoutMs: Math.max(1, deadline - Date.now()),
        });
        const css =
          page && route
            ? [...bundleCss(shellBundle.loaded, SHELL_CSS_GROUPS), ...bundleCss(page.bundle, [exposeGroup(route.page)])]
            : bundleCss(shellBundle.loaded, route ? [...SHELL_CSS_GROUPS, SHELL_PAGES_GROUP] : SHELL_CSS_GROUPS);
        return { html, hints, css };
      } catch (error) {
        options.log.warn({ err: error, url }, 'server render failed: the page renders in the browser');
        return null;
      }
    },
  };
}

const escapeStyle = (css: string): string => css.replace(/<\/style/gi, '<\\/style');
const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Put the server-rendered content into the template's root element and its styles and hoisted hints at the end of the
 * head (a `<style>` is not allowed in `<body>`; the head is where the browser runtime and the shell's runtime plugin
 * look for them with `document.querySelectorAll`, and they sit outside the root, so hydration never sees them). A block
 * that is a browser .css file carries its name in `data-href`: mini-css-extract-plugin's runtime does not load a
 * chunk's CSS file when a `<style data-href>` names it, so hydration neither fetches nor re-applies CSS the page
 * already has.
 */
export function injectRoot(html: string, result: SsrResult): string {
  const styles = result.css
    .filter((block) => block.css.trim())
    .map((block) => `<style data-ssr${block.href ? ` data-href="${escapeAttribute(block.href)}"` : ''}>${escapeStyle(block.css)}</style>\n  `)
    .join('');
  const head = `${styles}${result.hints}`;
  const withRoot = html.replace(/<div id="root"><\/div>/, () => `<div id="root" data-ssr>${result.html}</div>`);
  if (!head) return withRoot;
  // The template always has a </head> (index.html, FALLBACK_TEMPLATE); without one the blocks go before the root.
  if (!/<\/head>/i.test(withRoot)) return withRoot.replace('<div id="root" data-ssr>', () => `${head}<div id="root" data-ssr>`);
  return withRoot.replace(/<\/head>/i, () => `${head}</head>`);
}
