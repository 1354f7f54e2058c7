// What the scale bench measures. Service shapes call the API's own services (the same calls the routes make, the
// reply cache aside); raw shapes are plain SQL for work the API avoids today (exact counts of wide filters, facet
// counts, OFFSET past the result window, relevance-ranked text) — the figures that decide when search moves out of
// PostgreSQL (docs/SCALING.md).
import type { Lang } from '@realty/shared/routes';
import { catalogQuerySchema } from '@realty/shared/schemas';
import type { Database } from '../../api/src/db/client';
import { cardsOfQuery, listingDetail } from '../../api/src/plugins/app/catalog/listings';
import { nearby, similarAds } from '../../api/src/plugins/app/catalog/listings-related';
import { searchPlaces } from '../../api/src/plugins/app/catalog/locations';
import { searchPage } from '../../api/src/plugins/app/catalog/search';

export interface Shape {
  name: string;
  /** Runs the shape once; returns a short note about the result (total, items) and throws when it found nothing. */
  run: (database: Database) => Promise<string>;
}

/** A catalogue page exactly as GET /{lang}/api/realty?{qs} computes it (ids + cards, count, promoted strip). */
function catalog(name: string, qs: string, lang: Lang = 'en'): Shape {
  const query = catalogQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));
  return {
    name,
    async run(database) {
      const page = await searchPage(
        database,
        query,
        lang,
        {},
        async (sql, params) => (await cardsOfQuery(database, sql, params, lang)).cards,
        { promoted: true },
      );
      if (!page.total) throw new Error(`${name}: no listings for ${qs}`);
      return `${page.total.toLocaleString("en")}${page.totalIsEstimate ? "~" : ""} (${page.items.length} on the page)`;
    },
  };
}

function places(name: string, q: string, lang: Lang): Shape {
  return {
    name,
    async run(database) {
      const found = await searchPlaces(database, lang, q, 10);
      if (!found.length) throw new Error(`${name}: no place for ${q}`);
      return `${found.length} places, first ${found[0]?.type} ${found[0]?.code}`;
    },
  };
}

export interface Anchor {
  /** An active listing with coordinates in Alanya (detail, similar, nearby). */
  id: number;
  lat: number;
  lng: number;
  /** Its (published_at, id), for the keyset page. */
  publishedAt: string;
}

export async function findAnchor(database: Database): Promise<Anchor> {
  const { rows } = await database.execute(
    `SELECT l.id, l.lat, l.lng, l.published_at::text AS published_at FROM listings l JOIN cities c ON c.id = l.city_id
     WHERE l.status = 'active' AND c.slug = 'alanya' AND l.lat IS NOT NULL ORDER BY l.id DESC LIMIT 1`,
  );
  const row = rows[0];
  if (!row) throw new Error('no active listing in Alanya: is the database seeded?');
  return { id: Number(row.id), lat: Number(row.lat), lng: Number(row.lng), publishedAt: String(row.published_at) };
}

export function serviceShapes(anchor: Anchor): Shape[] {
  const enc = encodeURIComponent;
  return [
    catalog('default page, newest', ''),
    catalog('sale, newest', 'dealType=sale'),
    catalog('rent, region Istanbul', 'dealType=rent&region=istanbul'),
    catalog('sale, city Alanya', 'dealType=sale&region=antalya&city=alanya'),
    catalog('sale, city Mezitli (Mersin)', 'dealType=sale&region=mersin&city=mezitli'),
    catalog('sale, price 3–8M TRY + rooms', 'dealType=sale&price_from=3000000&price_to=8000000&rooms=2%2B1,3%2B1'),
    catalog('sale, Alanya, price + rooms, price asc', 'dealType=sale&region=antalya&city=alanya&price_from=100000&price_to=250000&currency=EUR&rooms=2%2B1&sort=price_asc'),
    catalog('villa, Antalya, 4+1/5+1, EUR, price desc', 'dealType=sale&propertyType=villa&region=antalya&price_from=200000&price_to=1000000&currency=EUR&rooms=4%2B1,5%2B1&sort=price_desc'),
    catalog('rent, area desc', 'dealType=rent&sort=area_desc'),
    catalog('deep page 500, sale', 'dealType=sale&page=500'),
    catalog('deep page 500, Antalya, price asc', 'dealType=sale&region=antalya&sort=price_asc&page=500'),
    catalog('keywords en "swimming pool"', `dealType=sale&keywords=${enc('swimming pool')}`),
    catalog('keywords ru "бассейн"', `keywords=${enc('бассейн')}`, 'ru'),
    catalog('keywords tr "deniz manzarası"', `dealType=sale&keywords=${enc('deniz manzarası')}`, 'tr'),
    catalog('keywords: place "Alanya" (en)', `keywords=${enc('Alanya')}`),
    catalog('keywords: place "Алания" (ru)', `keywords=${enc('Алания')}`, 'ru'),
    catalog('keywords: place "Kaş" (tr), rent', `dealType=rent&keywords=${enc('Kaş')}`, 'tr'),
    places('place search "alanya" (en)', 'alanya', 'en'),
    places('place search "Алания" (ru)', 'Алания', 'ru'),
    places('place search "kadıköy" (tr)', 'kadıköy', 'tr'),
    places('place search "Махмутлар" (ru, district)', 'Махмутлар', 'ru'),
    {
      name: 'listing by id (detail)',
      async run(database) {
        const detail = await listingDetail(database, anchor.id, 'en');
        if (!detail) throw new Error(`listing ${anchor.id} not found`);
        return `id ${anchor.id}`;
      },
    },
    {
      name: 'similar ads',
      async run(database) {
        return `${(await similarAds(database, anchor.id, 'en'))?.length ?? 0} items`;
      },
    },
    {
      name: 'nearby (map KNN)',
      async run(database) {
        return `${(await nearby(database, anchor.id, 'en'))?.length ?? 0} items`;
      },
    },
  ];
}

export interface RawShape {
  name: string;
  sql: string;
  params: unknown[];
}

/** Plain SQL the API does not run today, to show where the time would go (counted rows in the note). */
export function rawShapes(anchor: Anchor): RawShape[] {
  const active = "l.status = 'active'";
  const keysetFrom = `SELECT l.id FROM listings l WHERE ${active} AND l.deal_type = 'sale'`;
  const newest = 'ORDER BY l.published_at DESC NULLS LAST, l.id DESC NULLS LAST';
  return [
    { name: 'exact count, all active', sql: `SELECT count(*)::int AS n FROM listings l WHERE ${active}`, params: [] },
    { name: 'exact count, sale', sql: `SELECT count(*)::int AS n FROM listings l WHERE ${active} AND l.deal_type = 'sale'`, params: [] },
    {
      name: 'exact count, sale, Istanbul',
      sql: `SELECT count(*)::int AS n FROM listings l JOIN regions r ON r.id = l.region_id WHERE ${active} AND l.deal_type = 'sale' AND r.slug = 'istanbul'`,
      params: [],
    },
    {
      name: 'facets: sale by city, Antalya',
      sql: `SELECT count(*)::int AS n FROM (SELECT l.city_id, count(*) FROM listings l JOIN regions r ON r.id = l.region_id
            WHERE ${active} AND l.deal_type = 'sale' AND r.slug = 'antalya' GROUP BY l.city_id) f`,
      params: [],
    },
    {
      name: 'facets: sale by type × rooms, all',
      sql: `SELECT count(*)::int AS n FROM (SELECT l.property_type_id, l.rooms, count(*) FROM listings l
            WHERE ${active} AND l.deal_type = 'sale' GROUP BY 1, 2) f`,
      params: [],
    },
    { name: 'OFFSET 9,980 (page 500), sale', sql: `SELECT count(*)::int AS n FROM (${keysetFrom} ${newest} LIMIT 20 OFFSET 9980) p`, params: [] },
    { name: 'OFFSET 200,000 (page 10,001), sale', sql: `SELECT count(*)::int AS n FROM (${keysetFrom} ${newest} LIMIT 20 OFFSET 200000) p`, params: [] },
    {
      name: 'keyset page (after a cursor), sale',
      sql: `SELECT count(*)::int AS n FROM (${keysetFrom} AND (l.published_at, l.id) < ($1::timestamptz, $2::int) ${newest} LIMIT 20) p`,
      params: [anchor.publishedAt, anchor.id],
    },
    {
      name: 'exact count, keyword en "swimming pool"',
      sql: `SELECT count(*)::int AS n FROM listing_translations t WHERE t.lang = 'en' AND t.search @@ websearch_to_tsquery('english', 'swimming pool')`,
      params: [],
    },
    {
      name: 'relevance-ranked page, en "swimming pool"',
      sql: `SELECT count(*)::int AS n FROM (SELECT t.listing_id FROM listing_translations t WHERE t.lang = 'en'
            AND t.search @@ websearch_to_tsquery('english', 'swimming pool')
            ORDER BY ts_rank(t.search, websearch_to_tsquery('english', 'swimming pool')) DESC LIMIT 20) p`,
      params: [],
    },
    {
      name: 'map viewport 10 km around Alanya, 500 pins',
      sql: `SELECT count(*)::int AS n FROM (SELECT l.id, l.lat, l.lng, l.price_try FROM listings l
            WHERE ${active} AND l.lat IS NOT NULL AND l.lng IS NOT NULL
            AND earth_box(ll_to_earth($1, $2), 10000) @> ll_to_earth(l.lat, l.lng) LIMIT 500) p`,
      params: [anchor.lat, anchor.lng],
    },
    {
      name: 'map viewport count, 10 km around Alanya',
      sql: `SELECT count(*)::int AS n FROM listings l WHERE ${active} AND l.lat IS NOT NULL AND l.lng IS NOT NULL
            AND earth_box(ll_to_earth($1, $2), 10000) @> ll_to_earth(l.lat, l.lng)`,
      params: [anchor.lat, anchor.lng],
    },
  ];
}
