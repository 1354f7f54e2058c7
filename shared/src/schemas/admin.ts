// The back office's API (issue 17, routes/api/admin/**): request and reply schemas. Node-safe: the api validates
// with them and documents them in /api/openapi.json; the admin pages take the types. Validation messages are
// message keys (admin-messages.ts), translated by the api's error handler.
import { z } from 'zod';
import { AUDIT_ENTITY_TYPES } from '../admin';
import { accountErrorSchema, positiveIdField } from './account';

export { AUDIT_ENTITY_TYPES, type AuditEntityType } from '../admin';

export { ADMIN_MESSAGES } from './admin-messages';

/** Standard error replies of a back-office route: 401 signed out, 403 not an administrator, 422 bad input. */
export const adminErrors = { 401: accountErrorSchema, 403: accountErrorSchema, 422: accountErrorSchema } as const;
export const adminNotFound = { 404: accountErrorSchema } as const;

const blank = (v: unknown): unknown => (v === '' || v === null ? undefined : Array.isArray(v) ? v[v.length - 1] : v);

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
  entity_type: z.preprocess(blank, z.enum(AUDIT_ENTITY_TYPES, { error: 'adminEntityInvalid' }).optional()),
  entity_id: z.preprocess(blank, z.string().max(40, { error: 'idInvalid' }).optional()),
  /** Keyset paging: rows older than this id. */
  before: z.preprocess(blank, positiveIdField('idInvalid').optional()),
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
