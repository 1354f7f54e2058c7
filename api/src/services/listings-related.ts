// Similar ads (same deal type, property type and city, closest in price) and nearby listings
// (closest active listings to the map pin, by great-circle distance; GiST KNN on ll_to_earth).
import type { Lang } from '@realty/shared/routes';
import type { ListingCard } from '@realty/shared/schemas';
import type { Database } from '../db/client';
import { cardsByIds } from './listings';

interface Anchor {
  id: number;
  dealType: string;
  propertyTypeId: number;
  cityId: number;
  priceTry: number;
  lat: number | null;
  lng: number | null;
}

async function anchor(database: Database, id: number): Promise<Anchor | null> {
  const res = await database.execute(
    `SELECT id, deal_type::text AS deal_type, property_type_id, city_id, price_try, lat, lng FROM listings WHERE id = $1 AND status = 'active'`,
    [id],
  );
  const r = res.rows[0];
  if (!r) return null;
  return {
    id: Number(r.id),
    dealType: String(r.deal_type),
    propertyTypeId: Number(r.property_type_id),
    cityId: Number(r.city_id),
    priceTry: Number(r.price_try),
    lat: r.lat === null ? null : Number(r.lat),
    lng: r.lng === null ? null : Number(r.lng),
  };
}

/** Null when the listing is unknown or not active. */
export async function similarAds(database: Database, id: number, lang: Lang, limit = 8): Promise<ListingCard[] | null> {
  const a = await anchor(database, id);
  if (!a) return null;
  // Two index range scans around the price (deal_type, city_id, price_try), merged by closeness.
  const base = `SELECT l.id, l.price_try FROM listings l WHERE l.status = 'active' AND l.deal_type = $1 AND l.city_id = $2
    AND l.property_type_id = $3 AND l.id <> $4`;
  const params = [a.dealType, a.cityId, a.propertyTypeId, a.id, a.priceTry];
  const [up, down] = await Promise.all([
    database.execute(`${base} AND l.price_try >= $5 ORDER BY l.price_try ASC, l.id LIMIT ${limit}`, params),
    database.execute(`${base} AND l.price_try < $5 ORDER BY l.price_try DESC, l.id LIMIT ${limit}`, params),
  ]);
  const ids = [...up.rows, ...down.rows]
    .map((r) => ({ id: Number(r.id), gap: Math.abs(Number(r.price_try) - a.priceTry) }))
    .sort((x, y) => x.gap - y.gap || x.id - y.id)
    .slice(0, limit)
    .map((r) => r.id);
  return cardsByIds(database, ids, lang);
}

/** Null when the listing is unknown or not active; [] when it has no map pin. */
export async function nearby(database: Database, id: number, lang: Lang, limit = 8): Promise<Array<ListingCard & { distance_km: number }> | null> {
  const a = await anchor(database, id);
  if (!a) return null;
  if (a.lat === null || a.lng === null) return [];
  const res = await database.execute(
    `SELECT l.id, earth_distance(ll_to_earth(l.lat, l.lng), ll_to_earth($1, $2)) AS d
     FROM listings l
     WHERE l.status = 'active' AND l.lat IS NOT NULL AND l.lng IS NOT NULL AND l.id <> $3
     ORDER BY ll_to_earth(l.lat, l.lng) <-> ll_to_earth($1, $2) LIMIT ${limit}`,
    [a.lat, a.lng, a.id],
  );
  const distance = new Map(res.rows.map((r) => [Number(r.id), Math.round(Number(r.d) / 10) / 100]));
  const cards = await cardsByIds(database, res.rows.map((r) => Number(r.id)), lang);
  return cards.map((c) => ({ ...c, distance_km: distance.get(c.id) ?? 0 }));
}
