// Similar ads (same deal type, property type and city, closest in price) and nearby listings
// (closest active listings to the map pin, by great-circle distance; GiST KNN on ll_to_earth).
import type { Lang } from '@realty/shared/routes';
import type { ListingCardData } from '@realty/shared/schemas';
import type { Database } from '../../../db/client';
import { cardsOfQuery } from './listings';

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
export async function similarAds(database: Database, id: number, lang: Lang, limit = 8): Promise<ListingCardData[] | null> {
  // One statement: two index range scans around the anchor's price (deal_type, city_id, price_try),
  // merged by closeness, wrapped in the card query. Only an empty result needs the anchor checked.
  const side = (cmp: string, dir: string) =>
    `(SELECT l.id, l.price_try FROM listings l WHERE l.status = 'active' AND l.deal_type = a.deal_type
       AND l.city_id = a.city_id AND l.property_type_id = a.property_type_id AND l.id <> a.id
       AND l.price_try ${cmp} a.price_try ORDER BY l.price_try ${dir}, l.id LIMIT $2)`;
  const idsSql = `SELECT s.id FROM listings a CROSS JOIN LATERAL (${side('>=', 'ASC')} UNION ALL ${side('<', 'DESC')}) s
    WHERE a.id = $1 AND a.status = 'active' ORDER BY abs(s.price_try - a.price_try), s.id LIMIT $2`;
  const { cards } = await cardsOfQuery(database, idsSql, [id, limit], lang);
  if (!cards.length && !(await anchor(database, id))) return null;
  return cards;
}

/** Null when the listing is unknown or not active; [] when it has no map pin. */
export async function nearby(database: Database, id: number, lang: Lang, limit = 8): Promise<Array<ListingCardData & { distance_km: number }> | null> {
  // One statement: GiST KNN from the anchor's pin, wrapped in the card query with the distance.
  const idsSql = `SELECT s.id FROM listings a CROSS JOIN LATERAL (
      SELECT l.id FROM listings l WHERE l.status = 'active' AND l.lat IS NOT NULL AND l.lng IS NOT NULL AND l.id <> a.id
      ORDER BY ll_to_earth(l.lat, l.lng) <-> ll_to_earth(a.lat, a.lng) LIMIT $2) s
    WHERE a.id = $1 AND a.status = 'active' AND a.lat IS NOT NULL AND a.lng IS NOT NULL`;
  const distance = `, earth_distance(ll_to_earth(l.lat, l.lng),
      (SELECT ll_to_earth(a.lat, a.lng) FROM listings a WHERE a.id = $1)) AS distance_m`;
  const { cards, rows } = await cardsOfQuery(database, idsSql, [id, limit], lang, distance);
  if (!cards.length) return (await anchor(database, id)) ? [] : null;
  return cards.map((c, i) => ({ ...c, distance_km: Math.round(Number(rows[i]?.distance_m ?? 0) / 10) / 100 }));
}
