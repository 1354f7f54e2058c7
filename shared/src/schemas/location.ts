// Places: region = il (province), city = ilçe, district = mahalle (DECISIONS.md "Locations"). Node-safe.
// The place lists' replies (the filter fields read them); their queries: @realty/shared/contracts/catalog.
import { z } from 'zod';

export const locationItemSchema = z.object({
  code: z.string(),
  title: z.string(),
  /** The parent place (city search results carry their region, district results their city). */
  parent: z.object({ code: z.string(), title: z.string() }).nullable().optional(),
});
export type LocationItem = z.infer<typeof locationItemSchema>;
export const locationReplySchema = z.object({ data: z.array(locationItemSchema) });
export type LocationReply = z.infer<typeof locationReplySchema>;
