// Public catalogue: filter query (PRODUCT.md §3 filter fields, DECISIONS.md "Catalogue"), cards, detail, meta.
// Node-safe: used by the api (validation + OpenAPI) and by the front end (types, URL state).
import { z } from 'zod';
import { CURRENCIES, currencyCodeSchema, pricesSchema, queryCurrencySchema } from './currency';
import {
  DEAL_TYPES,
  DEFAULT_SORT,
  MAX_RESULT_WINDOW,
  PER_PAGE_DEFAULT,
  PER_PAGE_MAX,
  PROMOTED_STRIP_MAX,
  PROMOTION_KINDS,
  ROOMS,
  SORTS,
  type DealType,
  type PromotionKind,
  type Rooms,
  type Sort,
} from '../catalog/constants';
import { geoCheck, geoFilterShape, requiredBboxSchema } from './geo';
import { ENERGY_CLASSES } from '../contracts/decide/energy';
import { SEISMIC_ERAS } from '../contracts/decide/seismic';
import { CODE_FILTERS, SEISMIC_REPORTS, URBAN_TRANSFORMATION } from '../contracts/decide/building';
import { blankToLowerCase, blankToUndefined, queryCount, queryFlag, queryNumber, queryPage, querySlug, SLUG_PATTERN, splitList } from './query';

export { DEAL_TYPES, MAX_RESULT_WINDOW, PER_PAGE_DEFAULT, PER_PAGE_MAX, PROMOTED_STRIP_MAX, PROMOTION_KINDS, ROOMS, SORTS };
export type { DealType, PromotionKind, Rooms, Sort };

/** Normalise one rooms token: `2+1`, `2 1` (a `+` decoded as space), `2%2B1`, `6+`, `6` -> `6+`. */
export function normaliseRooms(token: string): string {
  const t = token.trim().replace(/%2b/gi, '+').replace(/\s+/g, '+');
  if (/^\d+$/.test(t) && Number(t) >= 6) return '6+';
  if (/^([6-9]|\d{2,})\+\d*$/.test(t)) return '6+';
  return t;
}

export const dealTypeSchema = z.preprocess(blankToLowerCase, z.enum(DEAL_TYPES, { error: 'fieldChoice' }).optional());

const roomsSchema = z.preprocess(
  (v) => {
    const list = splitList(v);
    return Array.isArray(list) ? [...new Set(list.map((x) => (typeof x === 'string' ? normaliseRooms(x) : x)))] : list;
  },
  z
    .array(z.string(), { error: 'fieldList' })
    .max(ROOMS.length, { error: 'fieldTooMany' })
    .refine((list) => list.every((r) => (ROOMS as readonly string[]).includes(r)), { error: 'fieldChoice', params: { values: ROOMS.join(', ') } })
    .transform((list) => list as Rooms[])
    .optional(),
);

const slugListSchema = () =>
  z.preprocess(
    (v) => {
      const list = splitList(v);
      return Array.isArray(list) ? list.map((x) => (typeof x === 'string' ? x.toLowerCase() : x)) : list;
    },
    z
      .array(z.string(), { error: 'fieldList' })
      .max(50, { error: 'fieldTooMany' })
      .refine((list) => list.every((x) => x.length <= 120 && SLUG_PATTERN.test(x)), { error: 'fieldSlug' })
      .optional(),
  );

/** `energy=A,B`: energy classes (case-insensitive), each once. */
const energySchema = z.preprocess(
  (v) => {
    const list = splitList(v);
    return Array.isArray(list) ? [...new Set(list.map((x) => (typeof x === 'string' ? x.trim().toUpperCase() : x)))] : list;
  },
  z
    .array(z.string(), { error: 'fieldList' })
    .max(ENERGY_CLASSES.length, { error: 'fieldTooMany' })
    .refine((list) => list.every((c) => (ENERGY_CLASSES as readonly string[]).includes(c)), { error: 'fieldChoice', params: { values: ENERGY_CLASSES.join(', ') } })
    .transform((list) => list as (typeof ENERGY_CLASSES)[number][])
    .optional(),
);

const sortSchema = z.preprocess(
  (v) => {
    const s = blankToUndefined(v);
    if (typeof s !== 'string') return s;
    const k = s.toLowerCase().replace('-', '_');
    return k === 'area' ? 'area_desc' : k === 'price' ? 'price_asc' : k === 'date' ? 'newest' : k;
  },
  z.enum(SORTS, { error: 'fieldChoice' }).default(DEFAULT_SORT),
);

const keywordsSchema = z.preprocess(
  blankToUndefined,
  z.string({ error: 'fieldText' }).max(200, { error: 'fieldTooLong' }).optional(),
);

/** Filter fields without page/sort: what a saved search stores and what counts and URLs use. */
export const catalogFilterShape = {
  dealType: dealTypeSchema,
  propertyType: querySlug('propertyType').describe('Property type slug (filter/get options)'),
  region: querySlug('region').describe('Region (il) slug'),
  city: querySlug('city').describe('City (ilçe) slug, inside `region` when given'),
  districts: slugListSchema().describe('Comma list of neighbourhood (mahalle) slugs of the city'),
  rooms: roomsSchema.describe('Comma list of 1+0, 1+1, 2+1, 3+1, 4+1, 5+1, 6+ (`+` written %2B)'),
  price_from: queryNumber('price_from').describe('Lower price bound in `currency`'),
  price_to: queryNumber('price_to').describe('Upper price bound in `currency`'),
  currency: queryCurrencySchema.describe('Currency of the price bounds (default TRY)'),
  area_from: queryNumber('area_from', { max: 1e7 }).describe('Minimum area, m²'),
  area_to: queryNumber('area_to', { max: 1e7 }).describe('Maximum area, m²'),
  keywords: keywordsSchema.describe('Full-text search in the reply language (web search syntax)'),
  agent: queryNumber('agent', { int: true, min: 1, max: 2147483647 }).describe('Agent (user) id'),
  agency: queryNumber('agency', { int: true, min: 1, max: 2147483647 }).describe('Agency id'),
  eids: z
    .preprocess(blankToUndefined, z.enum(['verified'], { error: 'fieldChoice' }).optional())
    .describe('`verified`: only listings with a verified EİDS authorisation'),
  energy: energySchema.describe('Comma list of energy classes A-G'),
  code_from: z
    .preprocess(blankToLowerCase, z.enum(CODE_FILTERS, { error: 'fieldChoice' }).optional())
    .describe('`code_2007` / `tbdy_2018`: built under that seismic code or a later one (by the building permit date when known, else the year built)'),
  isFavorite: queryFlag('isFavorite').describe("Only the signed-in user's favorites"),
  user_id: queryNumber('user_id', { int: true, min: 1, max: 2147483647 }).describe('Must be the signed-in user (own listings, or favorites with isFavorite)'),
  ...geoFilterShape,
};

const boundsCheck = (
  q: { price_from?: number; price_to?: number; area_from?: number; area_to?: number; near?: string; radius_km?: number },
  ctx: z.RefinementCtx,
) => {
  geoCheck(q, ctx);
  if (q.price_from !== undefined && q.price_to !== undefined && q.price_from > q.price_to)
    ctx.addIssue({ code: 'custom', path: ['price_to'], message: 'fieldRangeOrder' });
  if (q.area_from !== undefined && q.area_to !== undefined && q.area_from > q.area_to)
    ctx.addIssue({ code: 'custom', path: ['area_to'], message: 'fieldRangeOrder' });
};

export const catalogFilterSchema = z.object(catalogFilterShape).superRefine(boundsCheck);
export type CatalogFilter = z.output<typeof catalogFilterSchema>;

/** The catalogue page's state: the filter plus sort and page. The URL is its only store (catalog/url.ts). */
export const catalogStateShape = {
  ...catalogFilterShape,
  sort: sortSchema,
  page: queryPage(),
  /** The catalogue's map mode (issue 28): `view=map`; the list is the default. Not sent to the API. */
  view: z.preprocess(blankToLowerCase, z.enum(['list', 'map'], { error: 'fieldChoice' }).optional()),
};
export const catalogStateSchema = z.object(catalogStateShape).superRefine(boundsCheck);
export type CatalogState = z.output<typeof catalogStateSchema>;

/**
 * Read raw query values (strings) into a valid state, leniently: a field that does not validate is left out
 * (a visitor's hand-edited URL still shows results), and an upper bound below its lower bound is dropped.
 * API calls validate strictly instead (422 per field).
 */
export function readCatalogQuery(raw: Record<string, unknown>): CatalogState {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(catalogStateShape)) {
    const parsed = (schema as z.ZodType).safeParse(raw[key]);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  const state = out as CatalogState;
  state.sort ??= DEFAULT_SORT;
  state.page ??= 1;
  if (state.price_from !== undefined && state.price_to !== undefined && state.price_from > state.price_to) delete state.price_to;
  if (state.area_from !== undefined && state.area_to !== undefined && state.area_from > state.area_to) delete state.area_to;
  if (state.radius_km !== undefined && state.near === undefined) delete state.radius_km;
  return state;
}

/** `GET /api/realty` query. */
export const catalogQuerySchema = z
  .object({
    ...catalogFilterShape,
    path: z
      .preprocess(blankToUndefined, z.string({ error: 'fieldText' }).max(300, { error: 'fieldTooLong' }).optional())
      .describe(
        'A catalogue path after `real-estate/`, e.g. `sale-villa/antalya-alanya`: deal type, property type, region and city ' +
          'resolved against the known slugs (it overrides those fields; an unknown slug is a 404)',
      ),
    sort: sortSchema,
    page: queryPage(),
    per_page: queryCount(PER_PAGE_MAX, PER_PAGE_DEFAULT),
  })
  .superRefine((q, ctx) => {
    boundsCheck(q, ctx);
    const maxPage = Math.ceil(MAX_RESULT_WINDOW / q.per_page);
    if (q.page > maxPage)
      ctx.addIssue({ code: 'custom', path: ['page'], message: 'catalogPageMax', params: { max: maxPage } });
  });
export type CatalogQuery = z.output<typeof catalogQuerySchema>;

export const MAP_ZOOM_MAX = 21;
/** At most this many markers (clusters and single listings) in one map reply. */
export const MAP_MARKERS_MAX = 400;

/** `GET /api/realty/map`: the filter (and `path`) of the catalogue, the viewport (required) and the map's zoom. */
export const catalogMapQuerySchema = z
  .object({
    ...catalogFilterShape,
    path: catalogQuerySchema.shape.path,
    bbox: requiredBboxSchema.describe('Map viewport `minLng,minLat,maxLng,maxLat` (required)'),
    zoom: z
      .preprocess(
        (v) => {
          const s = blankToUndefined(v);
          return typeof s === 'string' ? Number(s) : s;
        },
        z.number({ error: (issue) => (issue.input === undefined ? 'fieldRequired' : 'fieldNumber') }).int({ error: 'fieldInteger' }).min(0, { error: 'fieldMin' }).max(MAP_ZOOM_MAX, { error: 'fieldMax' }))
      .describe('The map zoom (0-21): the cluster grid is finer as it grows'),
  })
  .superRefine(boundsCheck);
export type CatalogMapQuery = z.output<typeof catalogMapQuerySchema>;

/** A group of listings close together at this zoom: where to draw it, how many, their price range, the box to zoom to. */
export const mapClusterSchema = z.object({
  lng: z.number(),
  lat: z.number(),
  count: z.number().int(),
  /** Lowest and highest price in the reply currency (whole units). */
  price_min: z.number(),
  price_max: z.number(),
  /** `minLng,minLat,maxLng,maxLat` of its listings: tapping the cluster fits the map to it. */
  bbox: z.string(),
});
export type MapCluster = z.infer<typeof mapClusterSchema>;

/** One listing alone in its cell: a price marker, and the mini card shown when it is tapped. */
export const mapListingSchema = z.object({
  id: z.number().int(),
  lng: z.number(),
  lat: z.number(),
  /** The price in the reply currency (whole units). */
  price: z.number(),
  url: z.string(),
  title: z.string(),
  photo: z.string().nullable(),
  rooms: z.string().nullable(),
  area: z.number().nullable(),
});
export type MapListing = z.infer<typeof mapListingSchema>;

export const catalogMapReplySchema = z.object({
  data: z.object({ clusters: z.array(mapClusterSchema), listings: z.array(mapListingSchema) }),
  meta: z.object({
    /** Every listing of the filter inside the viewport (the markers' counts add up to it). */
    total: z.number().int(),
    currency: currencyCodeSchema,
    zoom: z.number().int(),
  }),
});
export type CatalogMapReply = z.infer<typeof catalogMapReplySchema>;
/** What a caller may pass (strings or typed values). */
export type CatalogQueryInput = Partial<{
  [K in keyof CatalogQuery]: CatalogQuery[K] | string;
}>;

export const idParamSchema = z.object({
  id: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'idInvalid' })
      .refine((n) => Number.isInteger(n) && n >= 1 && n <= 2147483647, { error: 'idInvalid' }),
  ),
});

// ---------- replies ----------

export const codeTitleSchema = z.object({ code: z.string(), title: z.string() });
export type CodeTitle = z.infer<typeof codeTitleSchema>;

export const listMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  per_page: z.number().int(),
  /** true when `total` is the planner's estimate (exact counting stops at MAX_RESULT_WINDOW). */
  total_is_estimate: z.boolean().optional(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;
/** The reply of a paged list: one page of `item`s and the page's `meta`. */
export const pagedReplySchema = <Item extends z.ZodType>(item: Item) => z.object({ data: z.array(item), meta: listMetaSchema });

export const placeSchema = z.object({
  region: codeTitleSchema,
  city: codeTitleSchema.nullable(),
  district: codeTitleSchema.nullable(),
  /** "District, City, Region" in the reply language. */
  label: z.string(),
});
export type Place = z.infer<typeof placeSchema>;

export const priceBlockSchema = z.object({
  amount: z.number(),
  currency: currencyCodeSchema,
  /** The price converted with the current rates (whole units). */
  prices: pricesSchema,
});
export type PriceBlock = z.infer<typeof priceBlockSchema>;

export const characteristicsSchema = z.object({
  rooms: z.string().nullable(),
  area: z.number().nullable(),
  floor: z.number().nullable(),
  floors: z.number().nullable(),
  bathrooms: z.number().nullable(),
  year_built: z.number().nullable(),
  distance_to_sea: z.number().nullable(),
});
export type Characteristics = z.infer<typeof characteristicsSchema>;

export const agentBriefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photo: z.string().nullable(),
  /** The agent's public page; null for a private owner (not an agent of an agency), who has none. */
  url: z.string().nullable(),
});
export const agencyBriefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
});

// ---------- a listing's EİDS state and price history (the listing page and the listing form) ----------

export const EIDS_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type EidsStatus = (typeof EIDS_STATUSES)[number];

export const priceHistoryEntrySchema = z.object({
  price: z.number(),
  currency: z.enum(CURRENCIES),
  /** The price converted with the current rates (whole units). */
  prices: pricesSchema,
  changed_at: z.string(),
});
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;

export const listingCardSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  deal_type: z.enum(DEAL_TYPES),
  property_type: codeTitleSchema,
  place: placeSchema,
  price: priceBlockSchema,
  short_description: z.string(),
  characteristics: characteristicsSchema,
  gallery: z.array(z.string()),
  photo_count: z.number().int(),
  agent: agentBriefSchema.nullable(),
  agency: agencyBriefSchema.nullable(),
  views: z.number().int(),
  created_at: z.string(),
  published_at: z.string().nullable(),
  /** EİDS authorisation state; cards of verified listings carry a badge. */
  eids_status: z.enum(EIDS_STATUSES).optional(),
  /** Paid promotions running now (rank order): the card shows "Premium"/"Top" badges and a highlight frame. */
  promotions: z.array(z.enum(PROMOTION_KINDS)).optional(),
});
export type ListingCardData = z.infer<typeof listingCardSchema>;

export const catalogReplySchema = z.object({
  data: z.array(listingCardSchema),
  meta: listMetaSchema,
  /**
   * Page 1 of a public search: up to PROMOTED_STRIP_MAX promoted listings matching the filter (premium before top,
   * then the chosen sort), shown as a strip above the results; the results keep the chosen sort untouched.
   */
  promoted: z.array(listingCardSchema).optional(),
});
export type CatalogReply = z.infer<typeof catalogReplySchema>;

export const labelValueSchema = z.object({ key: z.string(), label: z.string(), value: z.string() });
export const parameterTabSchema = z.object({
  key: z.string(),
  title: z.string(),
  items: z.array(labelValueSchema),
});

// ---------- facts to decide on a home (issue 29; the tables are in contracts/decide) ----------

const seismicSchema = z.object({
  era: z.enum(SEISMIC_ERAS),
  /** When the code began to govern building permits (ISO date); null for the era before the codes. */
  in_force: z.string().nullable(),
  /** The regulation's title (its source). */
  title: z.string().nullable(),
  /** What it was derived from: the permit date (exact) or the year built. */
  from: z.enum(['permit_date', 'year_built']),
});

const purchaseCostLineSchema = z.object({
  key: z.enum(['title_deed_fee', 'revolving_fund', 'dask', 'valuation_report', 'translator']),
  /** Computed on the price, in the listing's currency; null when it depends on facts the site does not have. */
  amount: z.number().nullable(),
  /** The tariff's TRY range, when it has one. */
  range_try: z.tuple([z.number(), z.number()]).nullable(),
  payer: z.enum(['buyer', 'seller', 'either']),
  foreign_only: z.boolean(),
  source: z.string(),
});

/** What the owner stated about the building (issue 29): stated, not verified by the site. Null: not stated. */
const buildingSchema = z.object({
  year_built: z.number().int().nullable(),
  /** The building permit's date (ISO day); it decides the seismic code over the year built. */
  permit_date: z.string().nullable(),
  /** Occupancy permit (iskan). */
  occupancy_permit: z.boolean().nullable(),
  seismic_report: z.enum(SEISMIC_REPORTS).nullable(),
  /** The report's date (ISO day), with `seismic_report: 'yes'`. */
  seismic_report_date: z.string().nullable(),
  urban_transformation: z.enum(URBAN_TRANSFORMATION).nullable(),
});

export const listingDecideShape = {
  /** Energy performance class (A best … G); null when not stated. */
  energy_class: z.enum(ENERGY_CLASSES).nullable().optional(),
  /** The building's year and the owner's facts; null for land (no building). */
  building: buildingSchema.nullable().optional(),
  /** The building's seismic design code, derived with its rule; null without a year built. */
  seismic: seismicSchema.nullable().optional(),
  /** Sale listings: the buyer's costs beside the price (a dated, sourced table). */
  purchase_costs: z
    .object({ date: z.string(), lines: z.array(purchaseCostLineSchema), known_total: z.number(), currency: currencyCodeSchema })
    .nullable()
    .optional(),
  /** Sale listings: the largest loan the regulator's table allows and its monthly payment at the configured rate (an estimate). */
  mortgage: z
    .object({
      table_date: z.string(),
      source: z.string(),
      value_try: z.number(),
      /** The energy class the limit was read for (null: not classified, the lowest limit). */
      energy_class: z.enum(ENERGY_CLASSES).nullable(),
      ltv: z.number(),
      /** The A/B-class limit of the same band, to show what a better class allows. */
      ltv_best: z.number(),
      loan_try: z.number(),
      rate_percent: z.number(),
      term_months: z.number().int(),
      monthly_try: z.number(),
    })
    .nullable()
    .optional(),
  /** The price per m² in TRY (whole lira; null without an area). */
  price_per_m2: z.number().nullable().optional(),
  /**
   * The median TRY per m² of the comparable active listings of the neighbourhood (same deal and property type): null
   * when fewer than 5 compare, or the listing has no area or neighbourhood.
   */
  district_median_per_m2: z.number().nullable().optional(),
  /** How many comparable active listings the neighbourhood has (the median needs 5). */
  comparables: z.number().int().optional(),
  /** Days since the same home was first listed (a relist by its owner or another agency keeps the first date). */
  days_on_market: z.number().int().optional(),
  /** That first date (ISO). */
  listed_since: z.string().optional(),
  /** Sale listings: the price in USD at today's rate against the citizenship and residence thresholds. */
  foreign_buyer: z
    .object({ price_usd: z.number(), citizenship: z.boolean(), residence: z.boolean(), citizenship_usd: z.number(), residence_usd: z.number() })
    .nullable()
    .optional(),
};

export const listingDetailSchema = listingCardSchema.extend({
  description: z.string(),
  information: z.array(labelValueSchema),
  parameters: z.array(parameterTabSchema),
  default_tab: z.string(),
  features: z.array(z.string()),
  coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  video: z.string().nullable(),
  /** `large` (up to 1920 px wide, `large_width`) exists for photos bigger than full, uploaded since it was added. */
  photos: z.array(
    z.object({ thumb: z.string(), card: z.string(), full: z.string(), large: z.string().nullable().optional(), large_width: z.number().int().nullable().optional() }),
  ),
  agent: agentBriefSchema.extend({ post: z.string().nullable() }).nullable(),
  agency: agencyBriefSchema.extend({ licence: z.string().nullable() }).nullable(),
  /** The phone is never here: `POST /api/realty/{id}/phone` reveals it. */
  has_phone: z.boolean(),
  /** The contact name the owner entered for this listing (the listing form's "Contact name"); null when none. */
  contact_name: z.string().nullable().optional(),
  eids_status: z.enum(EIDS_STATUSES),
  /** Every price the listing has had, oldest first (the last one is the current price). */
  price_history: z.array(priceHistoryEntrySchema),
  /** Other active listings of the same property (its EİDS property number), cheapest first: one home, one group. */
  same_property: z.array(listingCardSchema).optional(),
  ...listingDecideShape,
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;
export const usefulLinksReplySchema = z.object({
  data: z.array(
    z.object({
      dealType: z.enum(DEAL_TYPES),
      title: z.string(),
      links: z.array(z.object({ title: z.string(), url: z.string(), count: z.number().int(), region: z.string(), city: z.string().nullable() })),
    }),
  ),
});
export type UsefulLinksReply = z.infer<typeof usefulLinksReplySchema>;

export const realtorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photo: z.string().nullable(),
  post: z.string().nullable(),
  agency: agencyBriefSchema.extend({ licence: z.string().nullable() }).nullable(),
  listings: z.number().int(),
  url: z.string(),
});
export const filterOptionsReplySchema = z.object({
  data: z.object({
    propertyType: z.array(codeTitleSchema),
    rooms: z.array(codeTitleSchema),
    dealType: z.array(codeTitleSchema),
    sort: z.array(codeTitleSchema),
    currency: z.array(codeTitleSchema),
    regions: z.array(codeTitleSchema),
  }),
});
export type FilterOptionsReply = z.infer<typeof filterOptionsReplySchema>;

export const slugTitleSchema = z.object({ slug: z.string(), title: z.string() });
export const seoSchema = z.object({ title: z.string(), description: z.string(), h1: z.string() });
export type Seo = z.infer<typeof seoSchema>;

export { CURRENCIES };
