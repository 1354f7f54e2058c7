// Page replies (DESIGN.md "Page data and rendering"): everything a page needs for its first paint, made by one
// service function on the server that serves both `GET /{lang}/api/pages/{page path}` and the data the web server
// inlines into the page's HTML (`__INITIAL_DATA__`). Typed by route id through `PageDataMap`. Node-safe.
import { z } from 'zod';
import { CURRENCIES } from './currency';
import { DEAL_TYPES, ROOMS, SORTS } from '../catalog/constants';
import {
  catalogReplySchema,
  codeTitleSchema,
  listingCardSchema,
  realtorSchema,
  seoSchema,
  usefulLinksReplySchema,
} from './catalog';
import { publicServiceSchema, siteStatsSchema } from './site';
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
  agent: z.number().int().optional(),
  agency: z.number().int().optional(),
  isFavorite: z.boolean().optional(),
  user_id: z.number().int().optional(),
  sort: z.enum(SORTS),
  page: z.number().int(),
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
  /** The canonical URL of this page (its path with the query that changes results; page kept). */
  canonical: z.string(),
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

/** Route id -> its page reply. A page without an entry has no page reply. */
export interface PageDataMap {
  home: HomePageData;
  realEstate: CatalogPageData;
  catalog: CatalogPageData;
  fees: FeesPageData;
  partners: PartnersPageData;
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
