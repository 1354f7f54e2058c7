// A grid of listings for the map search tests: 21 × 21 listings 0.01° apart over Antalya (30.60–30.80 E,
// 36.80–37.00 N), owned by one agent so every query can be scoped to them with `agent=`, plus 5,000 listings of another
// owner far away (west of Turkey's centre) so the planner has a table worth an index.
import type { Database } from '../../src/db/client';
import type { LngLatPoint } from '@realty/shared/schemas';
import { resetCatalogRefs } from '../../src/plugins/app/catalog/catalog-cache';

export const GRID = 21;
export const STEP = 0.01;
export const ORIGIN: LngLatPoint = [30.6, 36.8];

export interface GridListing {
  id: number;
  lng: number;
  lat: number;
  price: number;
  currency: string;
  priceTry: number;
}

/** Insert the grid for `ownerId` (and the far-away filler for `fillerId`); returns the grid's listings. */
export async function seedGrid(database: Database, ownerId: number, fillerId: number): Promise<GridListing[]> {
  const place = await database.execute(`SELECT c.id, c.region_id FROM cities c ORDER BY c.id LIMIT 1`);
  const cityId = Number(place.rows[0]?.id);
  const regionId = Number(place.rows[0]?.region_id);
  const type = Number((await database.execute(`SELECT id FROM property_types WHERE slug = 'apartment'`)).rows[0]?.id);
  // Every third listing is priced in euros (its own amount kept exactly), the others in lira.
  const res = await database.execute(
    `INSERT INTO listings (deal_type, property_type_id, status, user_id, region_id, city_id, price, currency, price_try, area, rooms, lng, lat)
     SELECT 'sale', $1, 'active', $2, $3, $4,
            CASE WHEN g % 3 = 0 THEN 50000 + g * 100 ELSE 2000000 + g * 10000 END,
            (CASE WHEN g % 3 = 0 THEN 'EUR' ELSE 'TRY' END)::currency_code,
            CASE WHEN g % 3 = 0 THEN (50000 + g * 100) * 48 ELSE 2000000 + g * 10000 END,
            60 + g % 90, CASE WHEN g % 2 = 0 THEN '2+1' ELSE '3+1' END,
            round((${ORIGIN[0]} + (g / ${GRID}) * ${STEP})::numeric, 6)::float8, round((${ORIGIN[1]} + (g % ${GRID}) * ${STEP})::numeric, 6)::float8
     FROM generate_series(0, ${GRID * GRID - 1}) g
     RETURNING id, lng, lat, price, currency::text AS currency, price_try`,
    [type, ownerId, regionId, cityId],
  );
  const grid = res.rows.map((r) => ({
    id: Number(r.id),
    lng: Number(r.lng),
    lat: Number(r.lat),
    price: Number(r.price),
    currency: String(r.currency),
    priceTry: Number(r.price_try),
  }));
  const ids = grid.map((l) => l.id);
  await database.execute(
    `INSERT INTO listing_translations (listing_id, lang, title, description)
     SELECT id, lang::lang, lang || ' flat ' || id, 'A flat on the map.' FROM unnest($1::int[]) id, unnest(ARRAY['tr', 'en', 'ru']) lang`,
    [ids],
  );
  await database.execute(
    `INSERT INTO listing_photos (listing_id, position, path, variants)
     SELECT id, 0, 'grid/' || id, jsonb_build_object('thumb', jsonb_build_object('url', '/uploads/grid/' || id || '-thumb.webp', 'w', 240, 'h', 180),
       'card', jsonb_build_object('url', '/uploads/grid/' || id || '-card.webp', 'w', 480, 'h', 360),
       'full', jsonb_build_object('url', '/uploads/grid/' || id || '-full.webp', 'w', 1280, 'h', 960))
     FROM unnest($1::int[]) id`,
    [ids],
  );
  await database.execute(
    `INSERT INTO listings (deal_type, property_type_id, status, user_id, region_id, city_id, price, currency, price_try, area, rooms, lng, lat)
     SELECT 'rent', $1, 'active', $2, $3, $4, 20000, 'TRY', 20000, 90, '2+1', 27 + (g % 100) * 0.02, 38 + (g / 100) * 0.02
     FROM generate_series(0, 4999) g`,
    [type, fillerId, regionId, cityId],
  );
  await database.execute('ANALYZE listings');
  resetCatalogRefs(database);
  return grid;
}
