// Catalogue search: filter -> SQL over active listings, a page of ids in the requested order, and a
// total that is exact up to a cap (searchTuning) and a planner estimate above it (flagged in meta).
// The page of ids is an index-only subquery; the catalogue route wraps it in the card query (listings.ts
// cardsOfQuery) so ids and cards are one statement.
import type { Lang } from '@realty/shared/routes';
import { MAX_RESULT_WINDOW, PROMOTED_STRIP_MAX, type CatalogFilter, type CatalogQuery, type Sort } from '@realty/shared/schemas';
import type { Database } from '../../../db/client';
import { catalogRefs, type CatalogRefs } from './catalog-cache';
import { geoClauses } from './geo-sql';
import { codeFilterBounds } from '@realty/shared/contracts/decide';

/** Count limits (see docs/PERFORMANCE.md "Search"); mutable so tests can reach every branch on small data. */
export const searchTuning = {
  /** Totals above this are not counted exactly. */
  countCap: MAX_RESULT_WINDOW,
  /** Planner estimates this many times above the cap are trusted without counting (the broadest filters). */
  trustEstimateFactor: 5,
  /** Full-text matches cost a tsvector check per row, so their exact count stops earlier. */
  keywordCountCap: 1000,
  /** How many of the newest candidates a full-text count checks one by one for common words. */
  keywordWalk: 1000,
};

export const TS_CONFIG: Record<Lang, string> = { tr: 'turkish', en: 'english', ru: 'russian' };

export interface SqlWhere {
  /** False when a filter value matches nothing known (unknown slug): the result is empty without a query. */
  possible: boolean;
  /** The full-text condition (always the last clause, with the last two params: lang, keywords). */
  fullText?: { lang: Lang; config: string; keywords: string };
  /**
   * With keywords: whether they hold any lexeme. Stop words alone give an empty query, which is ignored
   * instead of matching nothing; the check runs beside the search (one round trip less) and searchPage
   * searches again without the words in that rare case.
   */
  meaningful?: Promise<boolean>;
  /**
   * A region with a property type but no city: the region's city ids. The capped count adds
   * `city_id = ANY(…)` (always true there) so the facet index (deal_type, region_id, city_id,
   * property_type_id, rooms) seeks each city's (type, rooms) range instead of reading the whole
   * region: 12 ms → 3 ms for "villa, Antalya, 4+1/5+1" at 1M.
   */
  regionCities?: number[];
  clauses: string[];
  params: unknown[];
}

export interface SearchExtras {
  /** Only the favorites of this (signed-in) user: `isFavorite`. */
  favoritesOf?: number;
  /** Only the listings of this (signed-in) user: `user_id` without `isFavorite`. */
  ownerId?: number;
}

const ORDER: Record<Sort, string> = {
  // NULLS LAST: the indexes are `published_at DESC NULLS LAST` and the planner must see the same order.
  newest: 'l.published_at DESC NULLS LAST, l.id DESC NULLS LAST',
  price_asc: 'l.price_try ASC, l.id ASC',
  price_desc: 'l.price_try DESC, l.id DESC',
  area_desc: 'l.area DESC NULLS LAST, l.id DESC NULLS LAST',
  area_asc: 'l.area ASC NULLS LAST, l.id ASC',
};
export const orderBy = (sort: Sort): string => ORDER[sort];

/** Build the WHERE clause for a validated filter (alias `l` = listings). */
export async function buildWhere(
  database: Database,
  filter: CatalogFilter,
  lang: Lang,
  extras: SearchExtras = {},
  refs?: CatalogRefs,
): Promise<SqlWhere> {
  const r = refs ?? (await catalogRefs(database));
  const clauses = ["l.status = 'active'"];
  const params: unknown[] = [];
  const p = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const none: SqlWhere = { possible: false, clauses, params };

  if (filter.dealType) clauses.push(`l.deal_type = ${p(filter.dealType)}`);
  if (filter.propertyType) {
    const type = r.propertyTypeBySlug.get(filter.propertyType);
    if (!type) return none;
    clauses.push(`l.property_type_id = ${p(type.id)}`);
  }
  let regionId: number | undefined;
  if (filter.region) {
    const region = r.regionBySlug.get(filter.region);
    if (!region) return none;
    regionId = region.id;
  }
  let cityIds: number[] | undefined;
  if (filter.city) {
    const cities = regionId !== undefined
      ? [r.cityByRegionSlug.get(`${regionId}:${filter.city}`)].filter((c) => c !== undefined)
      : (r.citiesBySlug.get(filter.city) ?? []);
    if (!cities.length) return none;
    cityIds = cities.map((c) => c.id);
  }
  // The region always goes first (it leads the covering facet index), derived from the city when needed.
  if (regionId === undefined && cityIds) {
    const regionIds = [...new Set(cityIds.map((id) => r.cityById.get(id)?.regionId ?? 0))];
    clauses.push(regionIds.length === 1 ? `l.region_id = ${p(regionIds[0])}` : `l.region_id = ANY(${p(regionIds)}::int[])`);
  } else if (regionId !== undefined) clauses.push(`l.region_id = ${p(regionId)}`);
  if (cityIds?.length === 1) clauses.push(`l.city_id = ${p(cityIds[0])}`);
  else if (cityIds) clauses.push(`l.city_id = ANY(${p(cityIds)}::int[])`);

  if (filter.districts?.length) {
    const scope = cityIds ?? (regionId !== undefined ? (r.citiesByRegion.get(regionId) ?? []).map((c) => c.id) : null);
    if (!scope) return none; // neighbourhood slugs only mean something inside a city or region
    const found = await database.execute('SELECT id FROM districts WHERE city_id = ANY($1::int[]) AND slug = ANY($2::text[])', [
      scope,
      filter.districts,
    ]);
    if (!found.rows.length) return none;
    clauses.push(`l.district_id = ANY(${p(found.rows.map((row) => Number(row.id)))}::int[])`);
  }
  if (filter.rooms?.length) clauses.push(`l.rooms = ANY(${p(filter.rooms)}::text[])`);
  const regionCities =
    regionId !== undefined && !cityIds && filter.propertyType && !filter.districts?.length
      ? (r.citiesByRegion.get(regionId) ?? []).map((c) => c.id)
      : undefined;

  // Price bounds are in `currency` (default TRY) and compare against price_try with the current rates.
  const rate = r.rates[filter.currency ?? 'TRY'];
  if (filter.price_from !== undefined) clauses.push(`l.price_try >= ${p(Math.ceil(filter.price_from * rate))}`);
  if (filter.price_to !== undefined) clauses.push(`l.price_try <= ${p(Math.floor(filter.price_to * rate))}`);
  if (filter.area_from !== undefined) clauses.push(`l.area >= ${p(Math.ceil(filter.area_from))}`);
  if (filter.area_to !== undefined) clauses.push(`l.area <= ${p(Math.floor(filter.area_to))}`);
  if (filter.eids === 'verified') clauses.push(`l.eids_status = 'verified'`);
  if (filter.energy?.length) clauses.push(`l.energy_class = ANY(${p(filter.energy)}::text[])`);
  if (filter.code_from) {
    // seismicCodeOf's rule: the permit date when stated, else the year built (a year's building was permitted before it)
    const { permitFrom, builtFrom } = codeFilterBounds(filter.code_from);
    clauses.push(`(CASE WHEN l.building_permit_date IS NOT NULL THEN l.building_permit_date >= ${p(permitFrom)}::date ELSE l.year_built >= ${p(builtFrom)} END)`);
  }
  if (filter.agent !== undefined) clauses.push(`l.user_id = ${p(filter.agent)}`);
  if (filter.agency !== undefined) clauses.push(`l.agency_id = ${p(filter.agency)}`);
  if (extras.favoritesOf !== undefined)
    clauses.push(`l.id IN (SELECT f.listing_id FROM favorites f WHERE f.user_id = ${p(extras.favoritesOf)})`);
  if (extras.ownerId !== undefined) clauses.push(`l.user_id = ${p(extras.ownerId)}`);
  // Map search (issue 28): viewport, drawn area, centre and radius. With a deal type, as ranges on the covering
  // (deal_type, lng) index; without one, on the point GiST index (geo-sql.ts, docs/PERFORMANCE.md).
  clauses.push(...geoClauses(filter, p, filter.dealType ? 'range' : 'gist'));
  if (filter.keywords) {
    const config = TS_CONFIG[lang];
    const meaningful = database
      .execute(`SELECT numnode(websearch_to_tsquery('${config}', $1)) AS n`, [filter.keywords])
      .then((check) => Number(check.rows[0]?.n ?? 0) > 0);
    meaningful.catch(() => {}); // awaited by searchPage; this only keeps an early failure elsewhere from leaving it unhandled
    // The numnode guard folds to a constant when planned with the values (custom plans): no cost for real
    // words, and no work at all for stop words alone while the check above is still on its way.
    const langParam = p(lang);
    const words = p(filter.keywords);
    clauses.push(
      `(numnode(websearch_to_tsquery('${config}', ${words})) > 0 AND EXISTS (SELECT 1 FROM listing_translations t ` +
        `WHERE t.listing_id = l.id AND t.lang = ${langParam} AND t.search @@ websearch_to_tsquery('${config}', ${words})))`,
    );
    return { possible: true, clauses, params, fullText: { lang, config, keywords: filter.keywords }, meaningful };
  }
  return { possible: true, clauses, params, ...(regionCities?.length ? { regionCities } : {}) };
}

export interface SearchMeta {
  total: number;
  totalIsEstimate: boolean;
  page: number;
  perPage: number;
  lastPage: number;
}

export interface SearchPage extends SearchMeta {
  ids: number[];
}

/** The planner's row estimate for a query (planning only, no execution). */
async function plannerRows(database: Database, sql: string, params: unknown[]): Promise<number> {
  const plan = await database.execute(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  const raw = plan.rows[0]?.['QUERY PLAN'];
  const doc = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan?: { 'Plan Rows'?: number } }> | undefined;
  return Math.round(doc?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * Exact count up to the cap; above it, the planner's estimate (never below the cap). When the planner
 * already expects far more rows than the cap, the capped count is skipped altogether.
 */
async function countMatches(database: Database, where: SqlWhere, walked?: FullTextWalk): Promise<{ total: number; estimate: boolean }> {
  if (where.fullText) return countFullText(database, where, walked);
  const cap = searchTuning.countCap;
  const sql = `SELECT 1 FROM listings l WHERE ${where.clauses.join(' AND ')}`;
  const estimate = await plannerRows(database, sql, where.params);
  if (estimate >= cap * searchTuning.trustEstimateFactor) return { total: estimate, estimate: true };
  const seek = where.regionCities ? ` AND l.city_id = ANY($${where.params.length + 1}::int[])` : '';
  const capped = await database.execute(
    `SELECT count(*)::int AS n FROM (${sql}${seek} LIMIT ${cap + 1}) s`,
    where.regionCities ? [...where.params, where.regionCities] : where.params,
  );
  const n = Number(capped.rows[0]?.n ?? 0);
  if (n <= cap) return { total: n, estimate: false };
  return { total: Math.max(cap, estimate), estimate: true };
}

/**
 * Full-text counts adapt to the word's frequency (the planner misjudges tsquery selectivity badly,
 * and a GIN bitmap of a common word costs a scan of its whole posting list):
 * 1. walk the newest keywordWalk candidates of the other filters (an index range) and test each one's
 *    tsvector (a per-row subplan, never a hash of every match); when the candidates run out the count
 *    is exact; when at least 1% of them match the word is common and the total is scaled from the walk
 *    (flagged as an estimate);
 * 2. otherwise the word is rare: the GIN index gives at most keywordCountCap + 1 matching listings and
 *    counting those against the other filters is exact and cheap.
 */
export interface FullTextWalk {
  /** Candidates of the other filters walked (at most keywordWalk, newest first). */
  candidates: number;
  /** How many of them match the words. */
  matches: number;
}

/** Walk the newest keywordWalk candidates of the other filters and test each one's tsvector (a per-row subplan). */
export async function walkFullText(database: Database, where: SqlWhere): Promise<FullTextWalk> {
  const text = where.fullText!;
  const baseParams = where.params.slice(0, -2);
  const n = baseParams.length;
  const walked = await database.execute(
    `SELECT count(*)::int AS candidates,
            count(*) FILTER (WHERE (SELECT t.search @@ websearch_to_tsquery('${text.config}', $${n + 2})
              FROM listing_translations t WHERE t.listing_id = c.id AND t.lang = $${n + 1}))::int AS matches
     FROM (SELECT l.id FROM listings l WHERE ${where.clauses.slice(0, -1).join(' AND ')} ORDER BY ${ORDER.newest} LIMIT ${searchTuning.keywordWalk}) c`,
    [...baseParams, text.lang, text.keywords],
  );
  return { candidates: Number(walked.rows[0]?.candidates ?? 0), matches: Number(walked.rows[0]?.matches ?? 0) };
}

/** At least 1% of the walked candidates match: a common word (the walk found a page's worth quickly). */
const isCommon = (walked: FullTextWalk): boolean => walked.candidates >= searchTuning.keywordWalk && walked.matches * 100 >= searchTuning.keywordWalk;

/**
 * The page query's full-text clause for a common word: a scalar subquery per candidate instead of EXISTS.
 * PostgreSQL estimates `tsvector @@ tsquery` as if the words were independent, so 'yüzme & havuz' (always
 * together in "yüzme havuzu") was expected in 695 of 100k listings where 25,011 match: it turned EXISTS into a
 * hash join over every match (a bitmap scan of 18,000 pages, 25-270 ms). A scalar subquery is never flattened into
 * a join: the plan walks the ordered index and tests candidates until the page is full (about 80 probes for a
 * 25 % word). Rare words keep EXISTS, where the GIN index finds the few matches first.
 */
export function perRowFullTextClause(where: SqlWhere): string {
  const text = where.fullText!;
  const n = where.params.length;
  return (
    `(numnode(websearch_to_tsquery('${text.config}', $${n})) > 0 AND (SELECT t.search @@ websearch_to_tsquery('${text.config}', $${n}) ` +
    `FROM listing_translations t WHERE t.listing_id = l.id AND t.lang = $${n - 1}))`
  );
}

async function countFullText(database: Database, where: SqlWhere, walkedFirst?: FullTextWalk): Promise<{ total: number; estimate: boolean }> {
  const text = where.fullText!;
  const cap = searchTuning.keywordCountCap;
  const walk = searchTuning.keywordWalk;
  const baseClauses = where.clauses.slice(0, -1);
  const baseParams = where.params.slice(0, -2);
  const n = baseParams.length;
  const baseWhere = baseClauses.join(' AND ');
  // The planner's estimate of the other filters is only needed for common words; it costs planning
  // alone, so it is asked beside the walk instead of after it.
  const baseRows = plannerRows(database, `SELECT 1 FROM listings l WHERE ${baseWhere}`, baseParams);
  baseRows.catch(() => {}); // awaited below when needed; keeps a failure from going unhandled when not
  const { candidates, matches } = walkedFirst ?? (await walkFullText(database, where));
  if (candidates < walk) return { total: matches, estimate: false };
  const scaled = async () => Math.max(matches, Math.round((matches / walk) * Math.max(await baseRows, walk)));
  if (matches * 100 >= walk) return { total: Math.max(cap, await scaled()), estimate: true };
  // A rare word: at most cap + 1 GIN matches, counted against the other filters in the same statement.
  const probed = await database.execute(
    `WITH probe AS MATERIALIZED (
       SELECT t.listing_id FROM listing_translations t
       WHERE t.lang = $${n + 1} AND t.search @@ websearch_to_tsquery('${text.config}', $${n + 2}) LIMIT ${cap + 1})
     SELECT (SELECT count(*) FROM probe)::int AS probed,
            (SELECT count(*) FROM listings l WHERE ${baseWhere} AND l.id IN (SELECT listing_id FROM probe))::int AS n`,
    [...baseParams, text.lang, text.keywords],
  );
  if (Number(probed.rows[0]?.probed ?? 0) > cap) return { total: Math.max(cap, await scaled()), estimate: true };
  return { total: Number(probed.rows[0]?.n ?? 0), estimate: false };
}

/**
 * One page of matching listings in order, and the total. `load` runs the page query (given its SQL,
 * which selects `l.id` in order, and its params) and returns the items: the catalogue route wraps it
 * in the card query so ids and cards are one round trip. The count runs at the same time (on another
 * pooled connection with PostgreSQL). Pages past the result window are refused by the schema.
 */
export async function searchPage<T>(
  database: Database,
  query: CatalogQuery,
  lang: Lang,
  extras: SearchExtras,
  load: (idsSql: string, params: unknown[]) => Promise<T[]>,
  opts: { promoted?: boolean } = {},
): Promise<SearchMeta & { items: T[]; promoted?: T[] }> {
  const where = await buildWhere(database, query, lang, extras);
  const perPage = query.per_page;
  const page = query.page;
  if (!where.possible) return { items: [], total: 0, totalIsEstimate: false, page, perPage, lastPage: 1 };
  const offset = (page - 1) * perPage;
  // LIMIT/OFFSET are parameters so the statement text (and its prepared statement) is the same on every page.
  const n = where.params.length;
  // Words: how common they are among the newest candidates decides the page query's form (perRowFullTextClause);
  // the same walk serves the count.
  const walked = where.fullText ? await walkFullText(database, where) : undefined;
  const clauses = walked && isCommon(walked) ? [...where.clauses.slice(0, -1), perRowFullTextClause(where)] : where.clauses;
  const idsSql =
    `SELECT l.id FROM listings l WHERE ${clauses.join(' AND ')} ` +
    `ORDER BY ${orderBy(query.sort)} LIMIT $${n + 1}::int OFFSET $${n + 2}::int`;
  const strip = opts.promoted && page === 1 && extras.favoritesOf === undefined && extras.ownerId === undefined;
  const [items, count, meaningful, promoted] = await Promise.all([
    load(idsSql, [...where.params, perPage, offset]),
    countMatches(database, where, walked),
    where.meaningful ?? true,
    strip ? load(promotedIdsSql(where, query.sort), where.params) : undefined,
  ]);
  if (!meaningful) return searchPage(database, { ...query, keywords: undefined }, lang, extras, load, opts);
  const reachable = Math.min(count.total, MAX_RESULT_WINDOW);
  return {
    ...(promoted ? { promoted } : {}),
    items,
    total: count.total,
    totalIsEstimate: count.estimate,
    page,
    perPage,
    lastPage: Math.max(1, Math.ceil(reachable / perPage)),
  };
}

/**
 * The promoted strip above page 1 of a public search: listings with a running `premium` or `top` promotion that match
 * the filter, premium first, then in the chosen sort. The results below keep the chosen sort untouched (a promoted
 * listing also appears there, in its place, with its badge): ranking inside the result order would defeat the
 * sort indexes (docs/PERFORMANCE.md "Search"), and the few running promotions make this a small join.
 */
function promotedIdsSql(where: SqlWhere, sort: Sort): string {
  return `SELECT l.id FROM listings l JOIN (
      SELECT pr.listing_id, min(CASE pr.kind WHEN 'premium' THEN 0 ELSE 1 END) AS rank FROM listing_promotions pr
      WHERE pr.status = 'active' AND pr.kind IN ('premium', 'top') AND pr.starts_at <= now() AND pr.ends_at > now()
      GROUP BY pr.listing_id) pr ON pr.listing_id = l.id
    WHERE ${where.clauses.join(' AND ')} ORDER BY pr.rank, ${orderBy(sort)} LIMIT ${PROMOTED_STRIP_MAX}`;
}

/** One page of matching ids in order, and the total. */
export async function searchIds(
  database: Database,
  query: CatalogQuery,
  lang: Lang,
  extras: SearchExtras = {},
): Promise<SearchPage> {
  const res = await searchPage(database, query, lang, extras, async (sql, params) =>
    (await database.execute(sql, params)).rows.map((row) => Number(row.id)),
  );
  const { items, ...meta } = res;
  return { ...meta, ids: items };
}
