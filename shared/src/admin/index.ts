// Constants of the back office (issue 17) shared by the api's schemas and the admin pages (no zod here, so the
// browser bundles can import them).

/** Entity types of the audit log. */
export const AUDIT_ENTITY_TYPES = ['listing', 'user', 'post', 'invoice', 'report'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];
