// The agencies contract's zod schemas: an agency's phones, the corporate profile with its team, and listing import
// (issue 16). The public pages' schemas (cards, list and agency pages) are the kernel's (schemas/agencies.ts: page data).
import { z } from 'zod';
import { agencyCardSchema, agencyContactShape } from '../../schemas/agencies';
import { listMetaSchema } from '../../schemas/catalog';
import { IMPORT_FORMATS, IMPORT_ROW_RESULTS, IMPORT_STATUSES, WORK_LANGUAGES } from './constants';

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
  ...agencyContactShape,
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
