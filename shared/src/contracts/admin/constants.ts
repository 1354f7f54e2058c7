// Constants of the back office (issue 17) shared by the api's schemas and mf-admin's pages (no zod here, so the
// browser bundle takes only what it uses).

/** Entity types of the audit log. */
export const AUDIT_ENTITY_TYPES = ['listing', 'user', 'post', 'invoice', 'report'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** A moderator's rejection reason (e-mailed to the owner). */
export const MODERATION_REASON_MAX = 1000;

/** Which moderation queue to show. */
export const MODERATION_FILTERS = ['all', 'pending', 'reported'] as const;
export type ModerationFilter = (typeof MODERATION_FILTERS)[number];
export const MODERATION_STATUSES = ['pending', 'approved', 'rejected', 'hidden'] as const;
export type ModerationStatusCode = (typeof MODERATION_STATUSES)[number];

/** Journal authoring limits. */
export const POST_TITLE_MAX = 200;
export const POST_EXCERPT_MAX = 500;
export const POST_META_MAX = 300;
export const POST_BODY_MAX = 200_000;
export const POST_SLUG_MAX = 120;
export const POST_TAGS_MAX = 20;
/** A post's state as the back office shows it: `scheduled` is published with a future date. */
export type PostState = 'draft' | 'scheduled' | 'published';
