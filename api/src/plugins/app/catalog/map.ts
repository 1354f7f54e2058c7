// GET /api/realty/map (issue 28): the listings of a catalogue filter inside the map's viewport, grouped on a screen grid
// for the zoom (map-grid.ts). A filter of deal type, property type and rooms reads the pre-counted cells inside the viewport
// and the listings of its edge cells (map-cell-counts.ts); any other filter, one GROUP BY over the listings in the
// viewport. Either gives every cell's count, price range, centroid and box; only the cells holding a single listing then
// read that listing's title, first photo and price (a second, small query).
import type { Lang } from '@realty/shared/routes';
import {
  formatBbox,
  parseBbox,
  type Bbox,
  type CatalogMapQuery,
  type CatalogMapReply,
  type CurrencyCode,
  type MapCluster,
  type MapListing,
} from '@realty/shared/schemas';
import type { Database } from '../../../db/client';
import { catalogRefs, convertPrices, type Rates } from './catalog-cache';
import { listingUrl } from './listings';
import { countable, countedCells } from './map-cell-counts';
import { cellFromRow, cellsPerWorld, fitMarkers, gridRows, gridZoom, type Cell } from './map-grid';
import { buildWhere, type SearchExtras } from './search';

const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;
/** About a metre: a cluster of listings on one line (or one spot) still gets a box with an area to zoom to. */
const PAD = 1e-5;

/** A cluster's box as a valid `bbox` value (parseBbox refuses an empty box). */
function clusterBox(b: Bbox): string {
  const padLng = b.maxLng - b.minLng < PAD ? PAD : 0;
  const padLat = b.maxLat - b.minLat < PAD ? PAD : 0;
  return formatBbox({ minLng: b.minLng - padLng, minLat: b.minLat - padLat, maxLng: b.maxLng + padLng, maxLat: b.maxLat + padLat });
}

/**
 * Cell indexes in SQL, the grid of map-grid.ts: the column linear in the longitude, the row by the latitudes of the
 * viewport's row boundaries (gridRows), so no row computes a Web-Mercator y.
 */
const cellSql = (s: string, south: string, boundaries: string): string =>
  `floor((l.lng + 180) * ${s})::int AS cx, ${south} - width_bucket(l.lat, ${boundaries}) AS cy`;

async function groupCells(
  database: Database,
  clauses: string[],
  params: unknown[],
  viewport: Bbox,
  zoom: number,
  parallelWorkers: number,
): Promise<Cell[]> {
  const { south, boundaries } = gridRows(viewport, zoom);
  const n = params.length;
  const res = await database.execute(
    `SELECT cx, cy, count(*)::int AS n, min(price_try) AS pmin, max(price_try) AS pmax, sum(lng) AS slng, sum(lat) AS slat,
            min(lng) AS w, min(lat) AS so, max(lng) AS e, max(lat) AS no, min(id) AS id
     FROM (SELECT l.id, l.lng, l.lat, l.price_try, ${cellSql(`$${n + 1}::float8`, `$${n + 2}::int`, `$${n + 3}::float8[]`)}
           FROM listings l WHERE ${clauses.join(' AND ')}) c
     GROUP BY cx, cy`,
    [...params, cellsPerWorld(zoom) / 360, south, boundaries],
    { parallelWorkers },
  );
  return res.rows.map(cellFromRow);
}

/** A single listing's marker and mini card, its price in `currency` as the cards give it. */
async function singleListings(database: Database, ids: number[], lang: Lang, currency: CurrencyCode, rates: Rates): Promise<MapListing[]> {
  if (!ids.length) return [];
  const res = await database.execute(
    `SELECT l.id, l.lng, l.lat, l.price, l.currency::text AS currency, l.price_try, l.rooms, l.area, tr.title, ph.photo
     FROM listings l
     LEFT JOIN LATERAL (
       SELECT t.title FROM listing_translations t WHERE t.listing_id = l.id
       ORDER BY (t.lang::text = $2) DESC, (t.lang::text = 'en') DESC, t.lang LIMIT 1) tr ON true
     LEFT JOIN LATERAL (
       SELECT coalesce(p.variants->'thumb'->>'url', p.variants->'card'->>'url') AS photo FROM listing_photos p
       WHERE p.listing_id = l.id ORDER BY p.position, p.id LIMIT 1) ph ON true
     WHERE l.id = ANY($1::int[])`,
    [ids, lang],
  );
  return res.rows.map((r) => {
    const id = Number(r.id);
    // The owner's own currency keeps its exact amount, like the cards' `prices`.
    const price = String(r.currency) === currency ? Number(r.price) : convertPrices(Number(r.price_try), rates)[currency];
    return {
      id,
      lng: Number(r.lng),
      lat: Number(r.lat),
      price,
      url: listingUrl(lang, id),
      title: r.title === null || r.title === undefined ? '' : String(r.title),
      photo: r.photo ? String(r.photo) : null,
      rooms: r.rooms === null || r.rooms === undefined ? null : String(r.rooms),
      area: r.area === null || r.area === undefined ? null : Number(r.area),
    };
  });
}

/** The map reply of a validated map query (its `path` already merged into the filter by the route). */
export async function catalogMap(
  database: Database,
  query: CatalogMapQuery,
  lang: Lang,
  extras: SearchExtras = {},
  /** PostgreSQL parallel workers for the GROUP BY: a city viewport aggregates ~100,000 index entries (client.ts). */
  parallelWorkers = 0,
): Promise<CatalogMapReply> {
  const currency = query.currency ?? 'TRY';
  const empty: CatalogMapReply = { data: { clusters: [], listings: [] }, meta: { total: 0, currency, zoom: query.zoom } };
  const refs = await catalogRefs(database);
  let where = await buildWhere(database, query, lang, extras, refs);
  // Stop words alone are ignored, as in the list (searchPage).
  if (where.meaningful && !(await where.meaningful)) where = await buildWhere(database, { ...query, keywords: undefined }, lang, extras, refs);
  if (!where.possible) return empty;
  const viewport = parseBbox(query.bbox);
  if (!viewport) return empty;
  const zoom = gridZoom(viewport, query.zoom);
  // A filter of deal type, property type and rooms: the pre-counted cells and the listings of the edge cells only.
  const counted = countable(database, query, extras) ? await countedCells(database, where, query, refs, viewport, zoom) : undefined;
  const cells = fitMarkers(counted ?? (await groupCells(database, where.clauses, where.params, viewport, zoom, parallelWorkers)));
  cells.sort((a, b) => a.cy - b.cy || a.cx - b.cx);
  const convert = (priceTry: number): number => convertPrices(priceTry, refs.rates)[currency];
  const clusters: MapCluster[] = cells
    .filter((c) => c.count > 1)
    .map((c) => ({
      lng: round6(c.sumLng / c.count),
      lat: round6(c.sumLat / c.count),
      count: c.count,
      price_min: convert(c.min),
      price_max: convert(c.max),
      bbox: clusterBox(c.bbox),
    }));
  const singles = cells.filter((c) => c.count === 1).map((c) => c.id);
  const listings = await singleListings(database, singles, lang, currency, refs.rates);
  const order = new Map(singles.map((id, i) => [id, i]));
  listings.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return {
    data: { clusters, listings },
    meta: { total: cells.reduce((sum, c) => sum + c.count, 0), currency, zoom: query.zoom },
  };
}
