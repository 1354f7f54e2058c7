/**
 * Representative catalogue query shapes (PRODUCT.md §2/§3 filters and the
 * sort options of DECISIONS.md) used to check the index design with EXPLAIN.
 * Values are looked up from the data so every shape selects something.
 * Indexes are built `DESC NULLS LAST` (drizzle's `.desc()`), so descending
 * sorts must say `desc nulls last` to be read from an index.
 */
import type { Database } from './client';

export interface Shape {
  name: string;
  sql: string;
  params: unknown[];
}

const ACTIVE = `l.status = 'active'`;
const PAGE = 'limit 20 offset 0';

export async function catalogShapes(database: Database): Promise<Shape[]> {
  const one = async (sql: string): Promise<Record<string, unknown>> => (await database.execute(sql)).rows[0] ?? {};
  const antalya = Number((await one(`select id from regions where slug = 'antalya'`)).id);
  const alanya = Number((await one(`select id from cities where slug = 'alanya' and region_id = ${antalya}`)).id);
  const apartment = Number((await one(`select id from property_types where slug = 'apartment'`)).id);
  const districtIds = (await database.execute(`select district_id from listings where city_id = ${alanya} and district_id is not null group by 1 order by count(*) desc limit 3`)).rows.map((r) => Number(r.district_id));
  const owner = Number((await one(`select user_id from listings group by 1 order by count(*) desc limit 1`)).user_id);
  return [
    { name: 'deal, newest', sql: `select l.id from listings l where ${ACTIVE} and l.deal_type = 'sale' order by l.published_at desc nulls last, l.id desc nulls last ${PAGE}`, params: [] },
    { name: 'deal, count', sql: `select count(*) from listings l where ${ACTIVE} and l.deal_type = 'rent'`, params: [] },
    { name: 'deal + type, newest', sql: `select l.id from listings l where ${ACTIVE} and l.deal_type = 'sale' and l.property_type_id = $1 order by l.published_at desc nulls last ${PAGE}`, params: [apartment] },
    { name: 'deal + region, newest', sql: `select l.id from listings l where ${ACTIVE} and l.deal_type = 'sale' and l.region_id = $1 order by l.published_at desc nulls last ${PAGE}`, params: [antalya] },
    { name: 'deal + region, count', sql: `select count(*) from listings l where ${ACTIVE} and l.deal_type = 'sale' and l.region_id = $1`, params: [antalya] },
    { name: 'deal + region + city, newest', sql: `select l.id from listings l where ${ACTIVE} and l.deal_type = 'rent' and l.region_id = $1 and l.city_id = $2 order by l.published_at desc nulls last ${PAGE}`, params: [antalya, alanya] },
    { name: 'deal + city + districts, newest', sql: `select l.id from listings l where ${ACTIVE} and l.deal_type = 'sale' and l.city_id = $1 and l.district_id = any($2::int[]) order by l.published_at desc nulls last ${PAGE}`, params: [alanya, districtIds] },
    { name: 'deal + rooms, newest', sql: `select l.id from listings l where ${ACTIVE} and l.deal_type = 'sale' and l.rooms = any($1::text[]) order by l.published_at desc nulls last ${PAGE}`, params: [['2+1', '3+1']] },
    { name: 'deal + price range, price asc', sql: `select l.id from listings l where ${ACTIVE} and l.deal_type = 'sale' and l.price_try between $1 and $2 order by l.price_try asc ${PAGE}`, params: [3_000_000, 6_000_000] },
    { name: 'deal + region + price range, price desc', sql: `select l.id from listings l where ${ACTIVE} and l.deal_type = 'sale' and l.region_id = $1 and l.price_try between $2 and $3 order by l.price_try desc ${PAGE}`, params: [antalya, 3_000_000, 6_000_000] },
    { name: 'deal + city + area range, area desc', sql: `select l.id from listings l where ${ACTIVE} and l.deal_type = 'sale' and l.city_id = $1 and l.area between $2 and $3 order by l.area desc nulls last ${PAGE}`, params: [alanya, 80, 150] },
    { name: 'all filters, newest', sql: `select l.id from listings l where ${ACTIVE} and l.deal_type = 'sale' and l.property_type_id = $1 and l.region_id = $2 and l.city_id = $3 and l.rooms = any($4::text[]) and l.price_try between $5 and $6 and l.area >= $7 order by l.published_at desc nulls last ${PAGE}`, params: [apartment, antalya, alanya, ['2+1'], 2_000_000, 9_000_000, 60] },
    { name: 'keywords (en)', sql: `select l.id from listing_translations t join listings l on l.id = t.listing_id where ${ACTIVE} and t.lang = 'en' and t.search @@ plainto_tsquery('english', $1) order by l.published_at desc nulls last ${PAGE}`, params: ['penthouse sea'] },
    // KNN on the GiST index: cube `<->` (chord distance) orders exactly like earth_distance
    { name: 'nearby', sql: `select l.id from listings l where ${ACTIVE} and l.lat is not null and l.lng is not null order by ll_to_earth(l.lat, l.lng) <-> ll_to_earth($1, $2) limit 6`, params: [36.544, 31.999] },
    { name: 'similar ads', sql: `select l.id from listings l where ${ACTIVE} and l.deal_type = 'sale' and l.property_type_id = $1 and l.city_id = $2 and l.price_try between $3 and $4 order by abs(l.price_try - $5) limit 6`, params: [apartment, alanya, 3_000_000, 5_000_000, 4_000_000] },
    { name: 'owner listings', sql: `select l.id from listings l where l.user_id = $1 and l.status <> 'deleted' order by l.created_at desc nulls last ${PAGE}`, params: [owner] },
  ];
}

/** Calls `visit` on every node of an EXPLAIN (FORMAT JSON) plan, outermost first. */
function walkPlan(plan: unknown, visit: (node: Record<string, unknown>) => void): void {
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node && typeof node === 'object') {
      const n = node as Record<string, unknown>;
      visit(n);
      for (const v of Object.values(n)) if (typeof v === 'object') walk(v);
    }
  };
  walk(plan);
}

/** Names of relations read by a sequential scan in an EXPLAIN (FORMAT JSON) plan. */
export function seqScans(plan: unknown): string[] {
  const found: string[] = [];
  walkPlan(plan, (n) => {
    if (n['Node Type'] === 'Seq Scan') found.push(String(n['Relation Name']));
  });
  return found;
}

/** Node types of an EXPLAIN (FORMAT JSON) plan, outermost first. */
export function planNodes(plan: unknown): string[] {
  const found: string[] = [];
  walkPlan(plan, (n) => {
    if (typeof n['Node Type'] === 'string') found.push(n['Node Type']);
  });
  return found;
}
