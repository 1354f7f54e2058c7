// Places: region = il (province), city = ilçe, district = mahalle (DECISIONS.md "Locations"). Node-safe.
import { z } from 'zod';
import { blankToUndefined, querySlug, requiredSlug } from './query';

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

export const locationItemSchema = z.object({
  code: z.string(),
  title: z.string(),
  /** The parent place (city search results carry their region, district results their city). */
  parent: z.object({ code: z.string(), title: z.string() }).nullable().optional(),
});
export type LocationItem = z.infer<typeof locationItemSchema>;
export const locationReplySchema = z.object({ data: z.array(locationItemSchema) });
export type LocationReply = z.infer<typeof locationReplySchema>;

/** `GET /api/location/search?q=`: any place type, any script. */
export const placeSearchQuerySchema = z.object({
  q: z.preprocess(blankToUndefined, z.string({ error: 'fieldRequired' }).min(1, { error: 'fieldRequired' }).max(100, { error: 'fieldTooLong' })),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'fieldNumber' })
      .int({ error: 'fieldInteger' })
      .min(1, { error: 'fieldMin' })
      .max(50, { error: 'fieldMax' })
      .default(10),
  ),
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
