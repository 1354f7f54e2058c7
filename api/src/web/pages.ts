// Pages (DESIGN.md "Page data and rendering"), one declaration per route id in the module of its domain: whether the
// server renders it, and its loader, which gives the page everything it needs for its first paint. The same loader answers `GET /{lang}/api/pages/{page path}` and, when the web server sends the page's
// HTML, fills its head (title, description, canonical, JSON-LD) and inlines its reply (`__INITIAL_DATA__.page`), so the
// page paints without a second round trip.
import type { FastifyRequest } from 'fastify';
import type { Lang, RouteDef, RouteId } from '@realty/shared/routes';
import type { PageDataMap, PageRoute } from '@realty/shared/schemas';
import type { HeadExtras } from './head';

export interface PageContext {
  request: FastifyRequest;
  lang: Lang;
  route: RouteDef<RouteId>;
  /** Segments matched by the route's trailing '*'. */
  rest: string;
  /** The page path, e.g. '/en/real-estate/sale'. */
  path: string;
  /** The page's query as requested. */
  query: URLSearchParams;
}

export type PageResult<R extends PageRoute> =
  | { status: 404 }
  /** A signed-in page asked for without a session: the HTML is the page's gate (sign in), the page reply a 401. */
  | { status: 401 }
  | {
      status?: 200;
      data: PageDataMap[R];
      /** Head of the page's HTML (title, description, canonical, JSON-LD, preload hints). */
      head?: HeadExtras;
      /** Seconds shared caches may keep the reply (0: private, e.g. it depends on the visitor). */
      maxAge?: number;
    };

export type PageLoader<R extends PageRoute> = (context: PageContext) => Promise<PageResult<R>>;

/** What the server knows of a page; a route without a declaration is rendered in the browser and has no page reply. */
export interface PageDef<R extends RouteId> {
  /** Rendered to HTML on the server, for visitors and signed-in users alike (content and account pages; not sign-in or the back office). */
  ssr: boolean;
  /** The page reply, for a route of PageDataMap. */
  load?: R extends PageRoute ? PageLoader<R> : never;
  /**
   * Where a request for this page must go instead (a 303), or null: a plain GET form's submission (the catalogue
   * filter before hydration or without JavaScript) becomes the page's canonical URL.
   */
  redirect?: (context: PageContext) => Promise<string | null>;
}

export interface PageRegistry {
  register<R extends RouteId>(route: R, page: PageDef<R>): void;
  /** The loader's result for a matched route, or null when the route has no page reply. */
  load(context: PageContext): Promise<PageResult<PageRoute> | null>;
  /** Whether the route's page is rendered on the server. */
  serverRendered(route: RouteId): boolean;
  /** The page's redirect for this request (PageDef.redirect), or null. */
  redirect(context: PageContext): Promise<string | null>;
}

export function createPageRegistry(): PageRegistry {
  const pages = new Map<RouteId, PageDef<RouteId>>();
  return {
    register(route, page) {
      if (pages.has(route)) throw new Error(`page "${route}" declared twice`);
      pages.set(route, page as PageDef<RouteId>);
    },
    async load(context) {
      const load = pages.get(context.route.id)?.load as PageLoader<PageRoute> | undefined;
      return load ? load(context) : null;
    },
    serverRendered: (route) => pages.get(route)?.ssr === true,
    async redirect(context) {
      const redirect = pages.get(context.route.id)?.redirect;
      return redirect ? redirect(context) : null;
    },
  };
}
