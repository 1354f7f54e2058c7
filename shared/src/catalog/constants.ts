// The catalogue's allowed values, in one place (no zod here: front-end bundles import this module).
// schemas/catalog.ts validates against these lists; the codec, the stores and the pages read them.

export const DEAL_TYPES = ['sale', 'rent', 'newprojects'] as const;
export type DealType = (typeof DEAL_TYPES)[number];

/** Turkish room notation; `6+` means six rooms or more. In a query string `+` is written `%2B`. */
export const ROOMS = ['1+0', '1+1', '2+1', '3+1', '4+1', '5+1', '6+'] as const;
export type Rooms = (typeof ROOMS)[number];

/** Sort options; `newest` is the default and is left out of URLs. */
export const SORTS = ['newest', 'price_asc', 'price_desc', 'area_desc', 'area_asc'] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = 'newest';

/** Listings per page of the catalogue, and the deepest reachable result (capped offset). */
export const PER_PAGE_DEFAULT = 20;
export const PER_PAGE_MAX = 50;
export const MAX_RESULT_WINDOW = 10000;

export const isDealType = (value: unknown): value is DealType => typeof value === 'string' && (DEAL_TYPES as readonly string[]).includes(value);
export const isSort = (value: unknown): value is Sort => typeof value === 'string' && (SORTS as readonly string[]).includes(value);
export const isRooms = (value: unknown): value is Rooms => typeof value === 'string' && (ROOMS as readonly string[]).includes(value);

/** Turkish words for the deal types in old links: the web server 301s them (routes/redirects.ts), path parsing accepts them. */
export const DEAL_TYPE_ALIASES: Readonly<Record<string, DealType>> = {
  satilik: 'sale',
  'satılık': 'sale',
  kiralik: 'rent',
  'kiralık': 'rent',
};

/**
 * What a paid promotion does to a listing (services.promotion): `premium` leads the promoted strip above the
 * catalogue results, then `top`; `highlight` frames the card. The order is the rank.
 */
export const PROMOTION_KINDS = ['premium', 'top', 'highlight'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
/** How many promoted listings the strip above the catalogue results shows. */
export const PROMOTED_STRIP_MAX = 4;
