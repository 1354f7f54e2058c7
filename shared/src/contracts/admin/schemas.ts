// The back office's API (issue 17, routes/api/admin/**): request and reply schemas. Node-safe: the api validates
// with them and documents them in /api/openapi.json; the admin pages take the types. Validation messages are
// message keys (admin-messages.ts), translated by the api's error handler.
import { z } from 'zod';
import {
  AUDIT_ENTITY_TYPES,
  MODERATION_FILTERS,
  MODERATION_REASON_MAX,
  MODERATION_STATUSES,
  POST_BODY_MAX,
  POST_EXCERPT_MAX,
  POST_META_MAX,
  POST_SLUG_MAX,
  POST_TAGS_MAX,
  POST_TITLE_MAX,
} from './constants';
import { REPORT_REASONS } from '../../admin';
import { accountErrors, accountErrorSchema, blankField, pageField, positiveIdField, userIdentityShape } from '../../schemas/account';
import { ORG_TYPES, USER_ROLES } from '../../schemas/auth';
import { listingCardSchema, pagedReplySchema } from '../../schemas/catalog';
import { SLUG_PATTERN } from '../../schemas/query';
import type { userReportListReplySchema as userReportListReplySchemaRef } from '../messages/schemas';

/** Standard error replies of a back-office route: 401 signed out, 403 not an administrator, 422 bad input. */
export const adminErrors = accountErrors;
export const adminNotFound = { 404: accountErrorSchema } as const;

export const adminIdParamsSchema = z.object({ id: positiveIdField('idInvalid') });

// ---------------------------------------------------------------- dashboard

/** Counts of the queues, for the back office's start page and its navigation badges. */
export const adminSummarySchema = z.object({
  moderation: z.number().int(),
  reports: z.number().int(),
  verification: z.number().int(),
  blocked_users: z.number().int(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;
export const adminSummaryReplySchema = z.object({ data: adminSummarySchema });

// ---------------------------------------------------------------- audit log


export const auditQuerySchema = z.object({
  entity_type: z.preprocess(blankField, z.enum(AUDIT_ENTITY_TYPES, { error: 'adminEntityInvalid' }).optional()),
  entity_id: z.preprocess(blankField, z.string().max(40, { error: 'idInvalid' }).optional()),
  /** Keyset paging: rows older than this id. */
  before: z.preprocess(blankField, positiveIdField('idInvalid').optional()),
});

const jsonState = z.record(z.string(), z.unknown()).nullable();

export const auditRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  before: jsonState,
  after: jsonState,
});
export type AuditRowData = z.infer<typeof auditRowSchema>;
export const auditListReplySchema = z.object({ data: z.array(auditRowSchema), next_before: z.number().int().nullable() });

// ---------------------------------------------------------------- moderation

export const moderationQuerySchema = z.object({
  filter: z.preprocess(blankField, z.enum(MODERATION_FILTERS, { error: 'adminEntityInvalid' }).default('all')),
  page: pageField,
});

const ownerSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string(), blocked: z.boolean() });

export const moderationItemSchema = z.object({
  id: z.number().int(),
  card: listingCardSchema,
  status: z.enum(['active', 'hidden']),
  moderation_status: z.enum(MODERATION_STATUSES),
  moderation_reason: z.string().nullable(),
  /** Why it is in the queue: never moderated (`new`), edited since (`changed`), open reports (`reported`). */
  reasons: z.array(z.enum(['new', 'changed', 'reported'])),
  owner: ownerSchema,
  reports: z.array(z.object({ id: z.number().int(), reason: z.enum(REPORT_REASONS), comment: z.string().nullable(), created_at: z.string() })),
  /** Possible duplicates: same place, type, area and price within 5 % (`similar`), or a photo with the same perceptual hash (`photo`). */
  duplicates: z.array(z.object({ match: z.enum(['similar', 'photo']), card: listingCardSchema, status: z.string() })),
  updated_at: z.string(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;
export const moderationQueueReplySchema = pagedReplySchema(moderationItemSchema);

const reasonText = z
  .string({ error: 'adminReasonRequired' })
  .trim()
  .min(1, { error: 'adminReasonRequired' })
  .max(MODERATION_REASON_MAX, { error: 'adminReasonMax' });
export const rejectBodySchema = z.object({ reason: reasonText });

export const moderationResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(['active', 'hidden']),
  moderation_status: z.enum(MODERATION_STATUSES),
  moderation_reason: z.string().nullable(),
});
export type ModerationResult = z.infer<typeof moderationResultSchema>;
export const moderationResultReplySchema = z.object({ message: z.string(), data: moderationResultSchema });

// ---------------------------------------------------------------- verification (EİDS)

export const eidsQueueQuerySchema = z.object({ page: pageField });
export const eidsQueueItemSchema = z.object({
  id: z.number().int(),
  card: listingCardSchema,
  eids_number: z.string(),
  title_deed_number: z.string().nullable(),
  agency: z.object({ name: z.string(), licence: z.string().nullable() }).nullable(),
  owner: ownerSchema,
  updated_at: z.string(),
});
export type EidsQueueItem = z.infer<typeof eidsQueueItemSchema>;
export const eidsQueueReplySchema = pagedReplySchema(eidsQueueItemSchema);
export const eidsDecisionReplySchema = z.object({
  message: z.string(),
  data: z.object({ id: z.number().int(), eids_status: z.string() }),
});

// ---------------------------------------------------------------- users

export const ADMIN_QUERY_MAX = 100;
export const adminUsersQuerySchema = z.object({
  q: z.preprocess(blankField, z.string().trim().max(ADMIN_QUERY_MAX, { error: 'adminQueryMax' }).optional()),
  page: pageField,
});
export const adminUserRowSchema = z.object({
  ...userIdentityShape,
  role: z.enum(USER_ROLES),
  org_type: z.enum(ORG_TYPES),
  blocked_at: z.string().nullable(),
  created_at: z.string(),
  listings: z.number().int(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUsersReplySchema = pagedReplySchema(adminUserRowSchema);
export const adminUserDetailSchema = z.object({
  user: adminUserRowSchema,
  listings: z.array(z.object({ card: listingCardSchema, status: z.string(), moderation_status: z.string(), hidden_by: z.string().nullable() })),
  invoices: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      status: z.string(),
      total: z.number(),
      currency: z.string(),
      created_at: z.string(),
      paid_at: z.string().nullable(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
export const adminUserDetailReplySchema = z.object({ data: adminUserDetailSchema });
export const adminUserChangeReplySchema = z.object({ message: z.string(), data: adminUserRowSchema });

// ---------------------------------------------------------------- journal authoring

const optionalText = (max: number, message: 'postExcerptMax' | 'postMetaMax') =>
  z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(max, { error: message }).optional());

export const postTranslationSchema = z.object({
  title: z.string({ error: 'postTitleRequired' }).trim().min(1, { error: 'postTitleRequired' }).max(POST_TITLE_MAX, { error: 'postTitleMax' }),
  excerpt: optionalText(POST_EXCERPT_MAX, 'postExcerptMax'),
  /** HTML from the editor; sanitised on save (api plugins/app/journal/blog-html.ts). */
  body: z.string({ error: 'postBodyRequired' }).min(1, { error: 'postBodyRequired' }).max(POST_BODY_MAX, { error: 'postBodyMax' }),
  meta_description: optionalText(POST_META_MAX, 'postMetaMax'),
});
export type PostTranslationInput = z.input<typeof postTranslationSchema>;

export const postBodySchema = z
  .object({
    slug: z.preprocess(
      blankField,
      z
        .string()
        .trim()
        .max(POST_SLUG_MAX, { error: 'postSlugInvalid' })
        .regex(SLUG_PATTERN, { error: 'postSlugInvalid' })
        .optional(),
    ),
    category_id: z.preprocess((v) => (v === '' ? null : v), positiveIdField('postCategoryInvalid').nullable().default(null)),
    tag_ids: z.array(positiveIdField('postTagsInvalid'), { error: 'postTagsInvalid' }).max(POST_TAGS_MAX, { error: 'postTagsInvalid' }).default([]),
    cover: z.preprocess(
      blankField,
      z
        .string()
        .max(300, { error: 'postCoverInvalid' })
        .regex(/^\/uploads\/[A-Za-z0-9/_-]+\.(?:webp|jpg|jpeg|png|avif)$/, { error: 'postCoverInvalid' })
        .nullable()
        .default(null),
    ),
    translations: z.object({ tr: postTranslationSchema.optional(), en: postTranslationSchema.optional(), ru: postTranslationSchema.optional() }),
  })
  .refine((v) => Boolean(v.translations.tr || v.translations.en || v.translations.ru), { error: 'postLanguageRequired', path: ['translations'] });
export type PostBodyInput = z.input<typeof postBodySchema>;
export type PostBodyData = z.output<typeof postBodySchema>;

/** Publish now (no `at`), schedule (`at` in the future) or unpublish (`publish: false`). */
export const postPublishBodySchema = z.object({
  publish: z.boolean({ error: 'postDateInvalid' }),
  at: z.preprocess(blankField, z.iso.datetime({ offset: true, error: 'postDateInvalid' }).optional()),
});

const postTranslationOut = z.object({ title: z.string(), excerpt: z.string(), body: z.string(), meta_description: z.string().nullable() });

export const adminPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category_id: z.number().int().nullable(),
  tag_ids: z.array(z.number().int()),
  cover: z.string().nullable(),
  status: z.enum(['draft', 'published']),
  state: z.enum(['draft', 'scheduled', 'published']),
  published_at: z.string(),
  updated_at: z.string(),
  translations: z.object({ tr: postTranslationOut.optional(), en: postTranslationOut.optional(), ru: postTranslationOut.optional() }),
  /** The public page of each language the post is written in. */
  urls: z.record(z.string(), z.string()),
});
export type AdminPost = z.infer<typeof adminPostSchema>;
export const adminPostReplySchema = z.object({ data: adminPostSchema });
export const adminPostSavedReplySchema = z.object({ message: z.string(), data: adminPostSchema });

export const adminPostRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  langs: z.array(z.string()),
  category: z.string().nullable(),
  state: z.enum(['draft', 'scheduled', 'published']),
  published_at: z.string(),
  updated_at: z.string(),
});
export type AdminPostRow = z.infer<typeof adminPostRowSchema>;
export const adminPostsQuerySchema = z.object({ page: pageField });
export const adminPostsReplySchema = pagedReplySchema(adminPostRowSchema);

const taxonomyItem = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });
export const journalTaxonomyReplySchema = z.object({ data: z.object({ categories: z.array(taxonomyItem), tags: z.array(taxonomyItem) }) });
export type JournalTaxonomy = z.infer<typeof journalTaxonomyReplySchema>['data'];
export const coverReplySchema = z.object({ message: z.string(), data: z.object({ cover: z.string(), full: z.string() }) });
/** A large cover is processed in the background (202): the editor polls GET /api/admin/journal/cover/:upload. */
export const coverUploadSchema = z.object({
  id: z.string(),
  status: z.enum(['processing', 'failed', 'done']),
  /** Why it failed, in the request's language. */
  error: z.string().nullable(),
  cover: z.string().nullable(),
  full: z.string().nullable(),
});
export type CoverUpload = z.infer<typeof coverUploadSchema>;
export const coverQueuedReplySchema = z.object({ message: z.string(), data: coverUploadSchema });
export const coverUploadReplySchema = z.object({ data: coverUploadSchema });
export const coverUploadParamsSchema = z.object({ upload: z.string().regex(/^u\d{1,10}$/, { error: 'coverUploadNotFound' }) });

const taxonomyTitle = z.string({ error: 'postTitleRequired' }).trim().min(1, { error: 'postTitleRequired' }).max(80, { error: 'postTitleMax' });
/** A new category or tag: its title in each language (the slug is made from the Turkish one). */
export const taxonomyBodySchema = z.object({
  kind: z.enum(['category', 'tag'], { error: 'adminEntityInvalid' }),
  title_tr: taxonomyTitle,
  title_en: taxonomyTitle,
  title_ru: taxonomyTitle,
});
export const taxonomyItemReplySchema = z.object({ message: z.string(), data: taxonomyItem });

// ---- jobs (the job queue's dead letters: jobs that failed every retry)

export const JOB_QUEUE_NAME = /^[a-z][a-z0-9-]{0,49}$/;
export const deadLetterSchema = z.object({
  id: z.string(),
  queue: z.string(),
  data: z.unknown(),
  error: z.string(),
  retries: z.number().int(),
  created_at: z.string(),
  failed_at: z.string().nullable(),
});
export type DeadLetterRow = z.infer<typeof deadLetterSchema>;
export const adminJobsReplySchema = z.object({
  data: z.array(deadLetterSchema),
  queue: z.object({ kind: z.enum(['pg-boss', 'in-process']), working: z.boolean() }),
});
export type AdminJobsReply = z.infer<typeof adminJobsReplySchema>;
export const deadLetterParamsSchema = z.object({
  queue: z.string().regex(JOB_QUEUE_NAME, 'adminJobNotFound'),
  id: z.string().min(1, 'adminJobNotFound').max(64, 'adminJobNotFound'),
});
export const jobRetryReplySchema = z.object({ message: z.string() });

// ---- reported users (issue 30): the schemas live with the messages contract (the report is made from a thread);
// re-exported here so the back office takes its whole API from one contract.
export { USER_REPORT_REASONS, userReportItemSchema, userReportListReplySchema } from '../messages/schemas';
export type { UserReportItem, UserReportReason } from '../messages/schemas';
/** Its own meta: the route pages without `per_page`. */
export type UserReportListReply = z.infer<typeof userReportListReplySchemaRef>;
