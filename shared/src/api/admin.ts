// Typed calls of the back office's API (routes/api/admin/**, administrators only: 401 signed out, 403 otherwise).
import type { Lang } from '../routes';
import type { AdminSummary, AuditEntityType, AuditRowData } from '../schemas/admin';
import type { ApiClient } from './client';

export type { AdminSummary, AuditEntityType, AuditRowData };

/** GET /api/admin/summary: counts of the queues. */
export const fetchAdminSummary = (api: ApiClient, lang?: Lang): Promise<{ data: AdminSummary }> => api.get(api.langPath('/api/admin/summary', lang));

/** GET /api/admin/audit: the audit log, newest first; `before` pages on (keyset). */
export const fetchAuditLog = (
  api: ApiClient,
  opts: { entityType?: AuditEntityType; entityId?: string; before?: number } = {},
  lang?: Lang,
): Promise<{ data: AuditRowData[]; next_before: number | null }> =>
  api.get(api.langPath('/api/admin/audit', lang), {
    params: { entity_type: opts.entityType, entity_id: opts.entityId, before: opts.before },
  });
