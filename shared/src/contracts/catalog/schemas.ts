// Request and reply schemas of the catalogue's read routes that only the api declares (the front ends read these
// replies through page data or not at all): a listing, similar and nearby listings, the phone reveal, the view count,
// the filter options' and home blocks' queries, catalogue paths and the place lists' queries. Node-safe.
import { z } from 'zod';
import {
  dealTypeSchema,
  listingCardSchema,
  listingDetailSchema,
  realtorSchema,
  seoSchema,
  slugTitleSchema,
} from '../../schemas/catalog';
import { blankToUndefined, queryCount, querySlug, queryNumber, requiredSlug } from '../../schemas/query';

export const listingReplySchema = z.object({ data: listingDetailSchema, default_tab: z.string() });
export type ListingReply = z.infer<typeof listingReplySchema>;

export const cardListReplySchema = z.object({ data: z.array(listingCardSchema) });
export type CardListReply = z.infer<typeof cardListReplySchema>;

export const nearbyReplySchema = z.object({ data: z.array(listingCardSchema.extend({ distance_km: z.number() })) });
export type NearbyReply = z.infer<typeof nearbyReplySchema>;

export const viewReplySchema = z.object({ data: z.object({ views: z.number().int(), counted: z.boolean() }) });
export type ViewReply = z.infer<typeof viewReplySchema>;

export const nearbyQuerySchema = z.object({
  limit: queryNumber('limit', { int: true, min: 1, max: 24 }),
});

export const phoneReplySchema = z.object({ data: z.object({ phone: z.string(), name: z.string() }) });
export type PhoneReply = z.infer<typeof phoneReplySchema>;

/** `GET /api/realty/filter/get` and `/api/index/filter/get`. */
export const filterOptionsQuerySchema = z.object({
  url: z.preprocess(blankToUndefined, z.string({ error: 'fieldText' }).max(2000, { error: 'fieldTooLong' }).optional()),
  dealType: dealTypeSchema,
});

/** `GET /api/get-path?url=`: catalogue path -> slugs, titles and SEO data. Unknown path: `{ data: null }`. */
export const getPathQuerySchema = z.object({
  url: z.preprocess(blankToUndefined, z.string({ error: 'fieldRequired' }).max(2000, { error: 'fieldTooLong' })),
});
export const getPathReplySchema = z.object({
  data: z
    .object({
      lang: z.string(),
      dealType: slugTitleSchema,
      propertyType: slugTitleSchema.nullable(),
      region: slugTitleSchema.nullable(),
      city: slugTitleSchema.nullable(),
      seo: seoSchema,
      /** The same page in each language (hreflang). */
      alternates: z.record(z.string(), z.string()),
    })
    .nullable(),
});
export type GetPathReply = z.infer<typeof getPathReplySchema>;

export const realtorsReplySchema = z.object({ data: z.array(realtorSchema) });
export type RealtorsReply = z.infer<typeof realtorsReplySchema>;

export const homeBlockQuerySchema = z.object({
  dealType: dealTypeSchema,
  limit: queryNumber('limit', { int: true, min: 1, max: 24 }),
});

// ---------- places: /api/location/regions, /cities, /districts, /search ----------

const qSchema = z.preprocess(
  blankToUndefined,
  z.string({ error: 'fieldText' }).min(1, { error: 'fieldRequired' }).max(100, { error: 'fieldTooLong' }).optional(),
);

export const regionsQuerySchema = z.object({ q: qSchema });
export const citiesQuerySchema = z.object({ region: requiredSlug('region'), q: qSchema });
export const districtsQuerySchema = z.object({
  city: requiredSlug('city'),
  region: querySlug('region'),
  q: qSchema,
});

/** `GET /api/location/search?q=`: any place type, any script. */
export const placeSearchQuerySchema = z.object({
  q: z.preprocess(blankToUndefined, z.string({ error: 'fieldRequired' }).min(1, { error: 'fieldRequired' }).max(100, { error: 'fieldTooLong' })),
  limit: queryCount(50, 10),
});
export const placeSearchItemSchema = z.object({
  type: z.enum(['region', 'city', 'district']),
  code: z.string(),
  title: z.string(),
  region: z.object({ code: z.string(), title: z.string() }),
  city: z.object({ code: z.string(), title: z.string() }).nullable(),
});
export type PlaceSearchItem = z.infer<typeof placeSearchItemSchema>;
export const placeSearchReplySchema = z.object({ data: z.array(placeSearchItemSchema) });
export type PlaceSearchReply = z.infer<typeof placeSearchReplySchema>;
