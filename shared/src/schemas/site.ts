// Public figures of the shell's static pages: the fees page's paid services (GET /api/services) and the partners
// page's statistics (GET /api/index/stats). Node-safe.
import { z } from 'zod';

export const publicServiceSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.string(),
  duration_days: z.number().int().nullable(),
  listings_quota: z.number().int().nullable(),
});
export const servicesReplySchema = z.object({ data: z.array(publicServiceSchema) });
export type PublicService = z.infer<typeof publicServiceSchema>;

export const siteStatsSchema = z.object({
  listings: z.number().int(),
  by_deal_type: z.object({ sale: z.number().int(), rent: z.number().int(), newprojects: z.number().int() }),
  agencies: z.number().int(),
  agents: z.number().int(),
});
export const statsReplySchema = z.object({ data: siteStatsSchema });
export type SiteStats = z.infer<typeof siteStatsSchema>;
