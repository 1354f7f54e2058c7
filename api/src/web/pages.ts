// Page replies (DESIGN.md "Page data and rendering"): one loader per route id gives a page everything it needs for its
// first paint. The same loader answers `GET /{lang}/api/pages/{page path}` and, when the web server sends the page's
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
  | {
      status?: 200;
      data: PageDataMap[R];
      /** Head of the page's HTML (title, description, canonical, JSON-LD, preload hints). */
      head?: HeadExtras;
      /** Seconds shared caches may keep the reply (0: private, e.g. it depends on the visitor). */
      maxAge?: number;
    };

export type PageLoader<R extends PageRoute> = (context: PageContext) => Promise<PageResult<R>>;

export interface PageRegistry {
  register<R extends PageRoute>(route: R, loader: PageLoader<R>): void;
  /** The loader's result for a matched route, or null when the route has no page reply. */
  load(context: PageContext): Promise<PageResult<PageRoute> | null>;
}

export function createPageRegistry(): PageRegistry {
  const loaders = new Map<string, PageLoader<PageRoute>>();
  return {
    register(route, loader) {
      if (loaders.has(route)) throw new Error(`page loader for "${route}" registered twice`);
      loaders.set(route, loader as unknown as PageLoader<PageRoute>);
    },
    async load(context) {
      const loader = loaders.get(context.route.id);
      return loader ? loader(context) : null;
    },
  };
}
