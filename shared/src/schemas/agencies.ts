// Agents' and agencies' public pages (issue 16): cards, lists and pages (page data). The corporate profile and import
// are the agencies contract's (contracts/agencies).
import { z } from 'zod';
import { DEAL_TYPES, SORTS } from '../catalog/constants';
import { catalogReplySchema, codeTitleSchema, listMetaSchema } from './catalog';

export const agencyLinkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  licence: z.string().nullable(),
  url: z.string(),
});

/** What an agent's and an agency's card start with: who it is and its public page. */
const pageOwnerSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  url: z.string(),
  name: z.string(),
});

/** An agent's card (agents list, agency page). */
export const agentCardSchema = pageOwnerSchema.extend({
  photo: z.string().nullable(),
  post: z.string().nullable(),
  /** The agent's own licence, else the agency's. */
  licence: z.string().nullable(),
  agency: agencyLinkSchema.nullable(),
  city: z.string().nullable(),
  languages: z.array(z.string()),
  listings: z.number().int(),
});
export type AgentCard = z.infer<typeof agentCardSchema>;

export const agencyCardSchema = pageOwnerSchema.extend({
  logo: z.string().nullable(),
  licence: z.string().nullable(),
  city: z.string().nullable(),
  agents: z.number().int(),
  listings: z.number().int(),
});
export type AgencyCard = z.infer<typeof agencyCardSchema>;

/** An agency's contact details: on its public page and in the profile its owner edits (contracts/agencies). */
export const agencyContactShape = {
  email: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  languages: z.array(z.string()),
};

/** Filter of the agents and agencies lists (query of their pages). */
export const agentsFilterSchema = z.object({
  q: z.string().optional(),
  /** City id. */
  city: z.string().optional(),
  language: z.string().optional(),
  page: z.number().int(),
});
export type AgentsFilter = z.infer<typeof agentsFilterSchema>;

/** A page of the agents or agencies list: the filter, the page's cards under `key`, its meta and the cities to filter by. */
const directoryPageSchema = <Key extends string, Card extends z.ZodType>(key: Key, card: Card) =>
  z.object({
    filter: agentsFilterSchema,
    ...({ [key]: z.array(card) } as Record<Key, z.ZodArray<Card>>),
    meta: listMetaSchema,
    cities: z.array(codeTitleSchema),
  });

/** `agents` page: /{lang}/real-estate-agent?q&city&language&page */
export const agentsPageSchema = directoryPageSchema('agents', agentCardSchema).extend({ languages: z.array(z.string()) });
export type AgentsPageData = z.infer<typeof agentsPageSchema>;

/** `agencies` page: /{lang}/real-estate-agency?q&city&page */
export const agenciesPageSchema = directoryPageSchema('agencies', agencyCardSchema);
export type AgenciesPageData = z.infer<typeof agenciesPageSchema>;

/** The listings block of an agent's or agency's page: the shared cards with deal type, sort and page. */
export const ownerListingsFilterSchema = z.object({
  dealType: z.enum(DEAL_TYPES).optional(),
  sort: z.enum(SORTS),
  page: z.number().int(),
});
export type OwnerListingsFilter = z.infer<typeof ownerListingsFilterSchema>;

export const agentPageSchema = z.object({
  agent: agentCardSchema.extend({ has_phone: z.boolean() }),
  filter: ownerListingsFilterSchema,
  list: catalogReplySchema,
  canonical: z.string(),
  description: z.string(),
});
export type AgentPageData = z.infer<typeof agentPageSchema>;

export const agencyPageSchema = z.object({
  agency: agencyCardSchema.extend({ description: z.string() }).extend(agencyContactShape).extend({ has_phone: z.boolean() }),
  team: z.array(agentCardSchema),
  filter: ownerListingsFilterSchema,
  list: catalogReplySchema,
  canonical: z.string(),
});
export type AgencyPageData = z.infer<typeof agencyPageSchema>;
