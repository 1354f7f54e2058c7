// Sitemap sources of the catalogue: its landing pages (deal × property type × province/district that have listings)
// and every active listing. Both are computed at most every SITEMAP_TTL_MS per database and split into files of
// `sitemapLimits.urlsPerFile` entries (web/sitemap.ts).
import { catalogPath } from '@realty/shared/catalog';
import type { DealType } from '@realty/shared/schemas';
import type { Database } from '../db/client';
import { sitemapLimits, type SitemapEntry, type SitemapSource } from '../web/sitemap';
import { catalogRefs } from '../plugins/app/catalog/catalog-cache';
import { memo } from '../plugins/app/catalog/index-blocks';

export const SITEMAP_TTL_MS = 10 * 60_000;

/** '/tr/real-estate/sale-villa/antalya' -> 'real-estate/sale-villa/antalya' (the language is the sitemap's). */
const rest = (path: string): string => path.split('/').slice(2).join('/');

/** Every catalogue landing page that lists at least one active listing, broadest first. */
export async function landingEntries(database: Database): Promise<SitemapEntry[]> {
  return memo(database, 'sitemap:landing', SITEMAP_TTL_MS, async () => {
    const [refs, groups] = await Promise.all([
      catalogRefs(database),
      database.execute(
        `SELECT deal_type::text AS deal, property_type_id AS type, region_id AS region, city_id AS city
         FROM listings WHERE status = 'active' GROUP BY 1, 2, 3, 4`,
      ),
    ]);
    const paths = new Set<string>();
    for (const row of groups.rows) {
      const dealType = String(row.deal) as DealType;
      const type = refs.propertyTypeById.get(Number(row.type))?.slug;
      const region = refs.regionById.get(Number(row.region))?.slug;
      const city = refs.cityById.get(Number(row.city))?.slug;
      for (const propertyType of [undefined, type]) {
        paths.add(catalogPath('tr', { dealType, propertyType }));
        if (region) paths.add(catalogPath('tr', { dealType, propertyType, region }));
        if (region && city) paths.add(catalogPath('tr', { dealType, propertyType, region, city }));
      }
    }
    return [...paths].sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b)).map((path) => ({ path: rest(path) }));
  });
}

export function landingSource(database: Database): SitemapSource {
  return {
    name: 'catalog',
    files: async () => Math.max(1, Math.ceil((await landingEntries(database)).length / sitemapLimits.urlsPerFile)),
    entries: async (file) => (await landingEntries(database)).slice(file * sitemapLimits.urlsPerFile, (file + 1) * sitemapLimits.urlsPerFile),
  };
}

/** The first id of each file of active listings (keyset boundaries, so a file is one index range scan). */
function listingBoundaries(database: Database): Promise<number[]> {
  return memo(database, `sitemap:listings:${sitemapLimits.urlsPerFile}`, SITEMAP_TTL_MS, async () => {
    const res = await database.execute(
      `SELECT id FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM listings WHERE status = 'active') s
       WHERE (n - 1) % $1 = 0 ORDER BY id`,
      [sitemapLimits.urlsPerFile],
    );
    return res.rows.map((row) => Number(row.id));
  });
}

export function listingSource(database: Database): SitemapSource {
  return {
    name: 'listings',
    files: async () => Math.max(1, (await listingBoundaries(database)).length),
    async entries(file) {
      const bounds = await listingBoundaries(database);
      const from = bounds[file];
      if (from === undefined) return [];
      const res = await database.execute(
        `SELECT id, updated_at FROM listings WHERE status = 'active' AND id >= $1 ORDER BY id LIMIT $2`,
        [from, sitemapLimits.urlsPerFile],
      );
      return res.rows.map((row) => ({
        path: `real-estate/ad/${Number(row.id)}`,
        lastmod: (row.updated_at instanceof Date ? row.updated_at : new Date(String(row.updated_at))).toISOString(),
      }));
    },
  };
}
