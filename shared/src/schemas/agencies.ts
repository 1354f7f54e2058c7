// Agents' and agencies' public pages, the corporate profile with its team, and listing import (issue 16).
import { z } from 'zod';
import { DEAL_TYPES, SORTS } from '../catalog/constants';
import { IMPORT_FORMATS, IMPORT_ROW_RESULTS, IMPORT_STATUSES, WORK_LANGUAGES } from '../agencies/constants';
import { catalogReplySchema, codeTitleSchema, listMetaSchema } from './catalog';

export const agencyLinkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  licence: z.string().nullable(),
  url: z.string(),
});

/** An agent's card (agents list, agency page). */
export const agentCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  url: z.string(),
  name: z.string(),
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

export const agencyCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  url: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  licence: z.string().nullable(),
  city: z.string().nullable(),
  agents: z.number().int(),
  listings: z.number().int(),
});
export type AgencyCard = z.infer<typeof agencyCardSchema>;

/** Filter of the agents and agencies lists (query of their pages). */
export const agentsFilterSchema = z.object({
  q: z.string().optional(),
  /** City id. */
  city: z.string().optional(),
  language: z.string().optional(),
  page: z.number().int(),
});
export type AgentsFilter = z.infer<typeof agentsFilterSchema>;

/** `agents` page: /{lang}/real-estate-agent?q&city&language&page */
export const agentsPageSchema = z.object({
  filter: agentsFilterSchema,
  agents: z.array(agentCardSchema),
  meta: listMetaSchema,
  cities: z.array(codeTitleSchema),
  languages: z.array(z.string()),
});
export type AgentsPageData = z.infer<typeof agentsPageSchema>;

/** `agencies` page: /{lang}/real-estate-agency?q&city&page */
export const agenciesPageSchema = z.object({
  filter: agentsFilterSchema,
  agencies: z.array(agencyCardSchema),
  meta: listMetaSchema,
  cities: z.array(codeTitleSchema),
});
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
  agency: agencyCardSchema.extend({
    description: z.string(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    address: z.string().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    languages: z.array(z.string()),
    has_phone: z.boolean(),
  }),
  team: z.array(agentCardSchema),
  filter: ownerListingsFilterSchema,
  list: catalogReplySchema,
  canonical: z.string(),
});
export type AgencyPageData = z.infer<typeof agencyPageSchema>;

export const contactPhonesReplySchema = z.object({ data: z.object({ name: z.string(), phones: z.array(z.string()) }) });
export type ContactPhonesReply = z.infer<typeof contactPhonesReplySchema>;

// ---- corporate profile ----

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/**
 * A website as people type it: `example.com` or `www.example.com/tr` is taken for `https://…`; an http(s) URL stays as
 * written; another scheme or a host without a domain (`https://x`) is refused. Empty is none.
 */
export const websiteField = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return null;
    return /^[a-z][a-z0-9+.-]*:\/\//i.test(text) || /^[a-z][a-z0-9+.-]*:[^\d]/i.test(text) ? text : `https://${text.replace(/^\/+/, '')}`;
  },
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).max(300).nullable().optional(),
);

export const agencyFormSchema = z.object({
  name: z.string().trim().min(2).max(120),
  licence: optionalText(60),
  description_tr: optionalText(5000),
  description_en: optionalText(5000),
  description_ru: optionalText(5000),
  phones: z.array(z.string().trim().regex(/^\+?[0-9 ()-]{7,20}$/)).max(5).optional(),
  email: z.email().max(200).nullable().optional().or(z.literal('').transform(() => null)),
  website: websiteField,
  address: optionalText(300),
  lat: z.number().min(-90).max(90).nullable().optional(),
  lng: z.number().min(-180).max(180).nullable().optional(),
  languages: z.array(z.enum(WORK_LANGUAGES)).max(WORK_LANGUAGES.length).optional(),
});
export type AgencyForm = z.input<typeof agencyFormSchema>;

export const teamMemberSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  post: z.string().nullable(),
  is_owner: z.boolean(),
  listings: z.number().int(),
  url: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  post: z.string().nullable(),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** The agency's own profile: the public card's identity fields and everything the owner edits. */
export const corporateAgencySchema = agencyCardSchema.pick({ id: true, name: true, slug: true, url: true, logo: true, licence: true }).extend({
  description_tr: z.string().nullable(),
  description_en: z.string().nullable(),
  description_ru: z.string().nullable(),
  phones: z.array(z.string()),
  email: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  languages: z.array(z.string()),
});
export type CorporateAgency = z.infer<typeof corporateAgencySchema>;

/** GET /api/agency: the signed-in user's agency (as owner or agent) with the team. */
export const corporateReplySchema = z.object({
  data: z.object({
    role: z.enum(['owner', 'agent', 'none']),
    can_create: z.boolean(),
    agency: corporateAgencySchema.nullable(),
    team: z.array(teamMemberSchema),
    invitations: z.array(invitationSchema),
  }),
});
export type CorporateReply = z.infer<typeof corporateReplySchema>;

export const inviteFormSchema = z.object({ email: z.email().max(200), post: optionalText(80) });
export const memberPatchSchema = z.object({ post: optionalText(80) });

export const invitationInfoReplySchema = z.object({
  data: z.object({ agency: z.string(), email: z.string(), post: z.string().nullable(), expired: z.boolean(), accepted: z.boolean() }),
});
export type InvitationInfoReply = z.infer<typeof invitationInfoReplySchema>;

// ---- import ----

export const importRowSchema = z.object({
  row: z.number().int(),
  external_id: z.string().nullable(),
  title: z.string().nullable(),
  result: z.enum(IMPORT_ROW_RESULTS),
  listing_url: z.string().nullable(),
  /** Messages in the request's language, by field. */
  messages: z.record(z.string(), z.array(z.string())),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importRunSchema = z.object({
  id: z.number().int(),
  format: z.enum(IMPORT_FORMATS),
  source: z.string(),
  status: z.enum(IMPORT_STATUSES),
  full_feed: z.boolean(),
  processed: z.number().int(),
  counts: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    removed: z.number().int(),
    failed: z.number().int(),
  }),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportRun = z.infer<typeof importRunSchema>;

export const importFeedSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  format: z.enum(IMPORT_FORMATS),
  interval_hours: z.number().int(),
  last_run_at: z.string().nullable(),
  next_run_at: z.string(),
});
export type ImportFeed = z.infer<typeof importFeedSchema>;

export const importsReplySchema = z.object({ data: z.object({ runs: z.array(importRunSchema), feeds: z.array(importFeedSchema) }) });
export type ImportsReply = z.infer<typeof importsReplySchema>;

export const importRunReplySchema = z.object({ data: importRunSchema.extend({ rows: z.array(importRowSchema), rows_meta: listMetaSchema }) });
export type ImportRunReply = z.infer<typeof importRunReplySchema>;

export const feedFormSchema = z.object({
  url: z.url({ protocol: /^https?$/ }).max(1000),
  format: z.enum(IMPORT_FORMATS),
  interval_hours: z.number().int().min(1).max(168).default(24),
});
