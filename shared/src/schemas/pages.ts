// Page replies (DESIGN.md "Page data and rendering"): everything a page needs for its first paint, made by one
// service function on the server that serves both `GET /{lang}/api/pages/{page path}` and the data the web server
// inlines into the page's HTML (`__INITIAL_DATA__`). Typed by route id through `PageDataMap`. Node-safe.
import { z } from 'zod';
import { CURRENCIES } from './currency';
import { DEAL_TYPES, ROOMS, SORTS } from '../catalog/constants';
import { SEISMIC_ERAS } from '../contracts/decide/seismic';
import {
  catalogReplySchema,
  codeTitleSchema,
  listingCardSchema,
  listingDetailSchema,
  realtorSchema,
  seoSchema,
  usefulLinksReplySchema,
} from './catalog';
import { publicServiceSchema, siteStatsSchema } from './site';
import { blogCategorySchema, blogListReplySchema, blogPostCardSchema, blogPostSchema, blogTagCountSchema } from './blog';

/** Paths of the same page in other languages (only those it exists in), e.g. a journal post's translations. */
export const langPathsSchema = z.object({ tr: z.string().optional(), en: z.string().optional(), ru: z.string().optional() });
export type LangPaths = z.infer<typeof langPathsSchema>;
import type { AgenciesPageData, AgencyPageData, AgentPageData, AgentsPageData } from './agencies';

/** A resolved catalogue state as the server sends it back (plain output, no coercion). */
export const catalogStateReplySchema = z.object({
  dealType: z.enum(DEAL_TYPES).optional(),
  propertyType: z.string().optional(),
  region: z.string().optional(),
  city: z.string().optional(),
  districts: z.array(z.string()).optional(),
  rooms: z.array(z.enum(ROOMS)).optional(),
  price_from: z.number().optional(),
  price_to: z.number().optional(),
  currency: z.enum(CURRENCIES).optional(),
  area_from: z.number().optional(),
  area_to: z.number().optional(),
  keywords: z.string().optional(),
  eids: z.enum(['verified']).optional(),
  agent: z.number().int().optional(),
  agency: z.number().int().optional(),
  isFavorite: z.boolean().optional(),
  user_id: z.number().int().optional(),
  // The map search (issue 28): the searched view, a drawn area, a centre and radius, and the page's map mode.
  bbox: z.string().optional(),
  polygon: z.string().optional(),
  near: z.string().optional(),
  radius_km: z.number().optional(),
  sort: z.enum(SORTS),
  page: z.number().int(),
  view: z.enum(['list', 'map']).optional(),
});

/** A breadcrumb with its title already in the reply language. */
export const crumbLinkSchema = z.object({ title: z.string(), url: z.string().optional() });
export type CrumbLink = z.infer<typeof crumbLinkSchema>;

/** Options of the catalogue's quick filter and of the all-filters popup, in the reply language. */
export const catalogOptionsSchema = z.object({
  propertyType: z.array(codeTitleSchema),
  rooms: z.array(codeTitleSchema),
  regions: z.array(codeTitleSchema),
  /** Cities of the selected region (empty without one). */
  cities: z.array(codeTitleSchema),
  /** Neighbourhoods of the selected city (empty without one). */
  districts: z.array(codeTitleSchema),
});
export type CatalogOptions = z.infer<typeof catalogOptionsSchema>;

/** `catalog` and `realEstate` pages: /{lang}/real-estate[/{dealType}[-{propertyType}][/{region}[-{city}]]]?… */
export const catalogPageSchema = z.object({
  filter: catalogStateReplySchema,
  /** Title, description and h1 generated from deal type, property type and place (unique per page). */
  seo: seoSchema,
  breadcrumbs: z.array(crumbLinkSchema),
  propertyType: codeTitleSchema.nullable(),
  region: codeTitleSchema.nullable(),
  city: codeTitleSchema.nullable(),
  list: catalogReplySchema,
  options: catalogOptionsSchema,
  /**
   * The canonical URL: the page itself when search engines may index it (a landing or its single-rooms facet, page
   * kept), else that landing (shared/src/catalog/indexing.ts).
   */
  canonical: z.string(),
  /** False: the page is `noindex,follow` (a price bound, several rooms, neighbourhoods, a sort, a keyword, …). */
  indexable: z.boolean(),
  /** The canonical page in each language (hreflang). */
  alternates: z.object({ tr: z.string(), en: z.string(), ru: z.string() }),
  /**
   * The chosen city's (else region's) curated centre: places have no boundary outlines, so the map offers a search
   * within a radius of it (`near`, `radius_km`). Absent without a place or a known centre.
   */
  place_center: z.object({ title: z.string(), lat: z.number(), lng: z.number() }).nullable().optional(),
});
export type CatalogPageData = z.infer<typeof catalogPageSchema>;

/** Property types and rooms for one deal type of the home search. */
export const dealOptionsSchema = z.object({ propertyType: z.array(codeTitleSchema), rooms: z.array(codeTitleSchema) });

/** `home` page: the sale/rent search, useful links, realtors and new listings. */
export const homePageSchema = z.object({
  options: z.object({
    sale: dealOptionsSchema,
    rent: dealOptionsSchema,
    regions: z.array(codeTitleSchema),
  }),
  useful_links: usefulLinksReplySchema.shape.data,
  realtors: z.array(realtorSchema),
  new_listings: z.array(listingCardSchema),
  /** Active listings per deal type (the tabs' counts). */
  counts: z.object({ sale: z.number().int(), rent: z.number().int(), newprojects: z.number().int() }),
});
export type HomePageData = z.infer<typeof homePageSchema>;

/** `fees` page: the paid services. */
export const feesPageSchema = z.object({ services: z.array(publicServiceSchema) });
export type FeesPageData = z.infer<typeof feesPageSchema>;

/** `partners` page: the marketplace's figures. */
export const partnersPageSchema = z.object({ stats: siteStatsSchema });
export type PartnersPageData = z.infer<typeof partnersPageSchema>;

/** `journal`, `journalCategory` and `journalTag` pages: a page of post cards (`?page=N`). */
export const journalListPageSchema = z.object({
  list: blogListReplySchema,
  /** Canonical path (the page number kept when it is not 1). */
  canonical: z.string(),
  /** The RSS feed of this language. */
  feed: z.string(),
});
export type JournalListPageData = z.infer<typeof journalListPageSchema>;

/** `journalTags` page: every tag that has posts in the language, with counts. */
export const journalTagsPageSchema = z.object({
  tags: z.array(blogTagCountSchema),
  categories: z.array(blogCategorySchema),
  feed: z.string(),
});
export type JournalTagsPageData = z.infer<typeof journalTagsPageSchema>;

/** `journalEntry` page: one post, its related posts, its neighbours and its translations. */
export const journalPostPageSchema = z.object({
  post: blogPostSchema,
  categories: z.array(blogCategorySchema),
  /** Up to 6 posts (same category first); narrow screens show 3 until more is asked. */
  related: z.array(blogPostCardSchema),
  /** The previous (older) and next (newer) post in this language. */
  previous: blogPostCardSchema.nullable(),
  next: blogPostCardSchema.nullable(),
  /** The post in each language it exists in (hreflang and the language switch). */
  alternates: langPathsSchema,
  feed: z.string(),
});
export type JournalPostPageData = z.infer<typeof journalPostPageSchema>;
/** `listing` page: /{lang}/real-estate/ad/{id}. Never the phone number (`POST /api/realty/{id}/phone` reveals it). */
export const listingPageSchema = z.object({
  listing: listingDetailSchema,
  /** The language of the title and description shown (another one when the listing has none in the page language). */
  content_lang: z.enum(['tr', 'en', 'ru']).nullable(),
  /** Region -> district -> neighbourhood -> the listing (unlinked), in the page language. */
  breadcrumbs: z.array(crumbLinkSchema),
  similar: z.array(listingCardSchema),
  nearby: z.array(listingCardSchema.extend({ distance_km: z.number() })),
  /** Date of the currency rates used for the converted prices (YYYY-MM-DD). */
  rates_date: z.string().nullable(),
  /** The listing is hidden: only its owner gets this page (with a banner and an edit link). */
  hidden: z.boolean(),
  /** The signed-in visitor owns the listing (no view is counted; the reply is private). */
  owner: z.boolean(),
  /** Page title and description (title, deal, place, price). */
  seo: z.object({ title: z.string(), description: z.string() }),
  canonical: z.string(),
});
export type ListingPageData = z.infer<typeof listingPageSchema>;

/** At most this many listings side by side (`compare` page). */
export const COMPARE_MAX = 4;

/** `compare` page: /{lang}/compare?ids=…: 2 to COMPARE_MAX listings side by side, in the order asked. */
export const comparePageSchema = z.object({
  listings: z.array(listingCardSchema.extend({ seismic_era: z.enum(SEISMIC_ERAS).nullable() })),
  /** Date of the currency rates used for the converted prices (YYYY-MM-DD). */
  rates_date: z.string().nullable(),
});
export type ComparePageData = z.infer<typeof comparePageSchema>;

/** Route id -> its page reply. A page without an entry has no page reply. */
export interface PageDataMap {
  home: HomePageData;
  realEstate: CatalogPageData;
  catalog: CatalogPageData;
  fees: FeesPageData;
  partners: PartnersPageData;
  journal: JournalListPageData;
  journalCategory: JournalListPageData;
  journalTag: JournalListPageData;
  journalTags: JournalTagsPageData;
  journalEntry: JournalPostPageData;
  listing: ListingPageData;
  compare: ComparePageData;
  agents: AgentsPageData;
  agent: AgentPageData;
  agencies: AgenciesPageData;
  agency: AgencyPageData;
}
export type PageRoute = keyof PageDataMap;

/** `GET /{lang}/api/pages/{page path}` reply. */
export const pageReplySchema = z.object({ route: z.string(), data: z.unknown() });
export interface PageReply<R extends PageRoute = PageRoute> {
  route: R;
  data: PageDataMap[R];
}

/** The page reply the server inlined into the HTML, for the URL it was made for (path + query as requested). */
export interface InitialPage<R extends PageRoute = PageRoute> {
  route: R;
  url: string;
  data: PageDataMap[R];
}
