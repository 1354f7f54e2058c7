// The catalogue (read side): `fastify.catalog` (service.ts) for the routes under /api/realty, /api/index,
// /api/location, /api/nearby, /api/similar-ads, /api/get-path and /api/data. The page loaders and the sitemap read
// the same functions (search.ts, listings.ts, catalog-cache.ts, index-blocks.ts, paths.ts). Its pages are declared
// here too (./pages.ts).
import fp from 'fastify-plugin';
import type { AppOptions } from '../../../app-options';
import { declareCatalogPages } from './pages';
import { Catalog } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: Catalog;
  }
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    fastify.decorate('catalog', new Catalog(fastify.database, fastify.readDatabase, opts.config.mortgage, opts.config.mapParallelWorkers));
    declareCatalogPages(fastify, opts);
  },
  { name: 'catalog', dependencies: ['database', 'session', 'web'] },
);
