// Typed calls of the back office's API (routes/api/admin/**, administrators only: 401 signed out, 403 otherwise).
// Stateless (they take the ApiClient), bundled into mf-admin.
import type { Lang } from '../../routes';
import type { ListMeta } from '../../schemas/catalog';
import type {
  AdminJobsReply,
  AdminPost,
  AdminPostRow,
  AdminSummary,
  AdminUserDetail,
  AdminUserRow,
  AuditRowData,
  CoverUpload,
  EidsQueueItem,
  JournalTaxonomy,
  ModerationItem,
  ModerationResult,
  PostBodyInput,
  UserReportListReply,
} from './schemas';
import type { ApiClient } from '../../api/client';
import type { AuditEntityType, ModerationFilter } from './constants';

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

// ---- moderation

export type { ModerationItem, ModerationResult } from './schemas';

/** GET /api/admin/moderation: a page of the queue. */
export const fetchModerationQueue = (api: ApiClient, opts: { filter?: ModerationFilter; page?: number } = {}, lang?: Lang): Promise<{ data: ModerationItem[]; meta: ListMeta }> =>
  api.get(api.langPath('/api/admin/moderation', lang), { params: { filter: opts.filter, page: opts.page } });

/** POST /api/admin/moderation/:id/{approve|hide|reject}. */
export const moderateListing = (
  api: ApiClient,
  id: number,
  decision: 'approve' | 'hide' | 'reject',
  reason?: string,
  lang?: Lang,
): Promise<{ message: string; data: ModerationResult }> => api.post(api.langPath(`/api/admin/moderation/${id}/${decision}`, lang), decision === 'reject' ? { reason } : {});

// ---- reported users (issue 30)

export type { UserReportItem, UserReportListReply, UserReportReason } from './schemas';

/** GET /api/admin/moderation/user-reports: a page of the open reports of users, oldest first, with the thread's last messages. */
export const fetchUserReports = (api: ApiClient, page = 1, lang?: Lang): Promise<UserReportListReply> =>
  api.get(api.langPath('/api/admin/moderation/user-reports', lang), { params: { page } });

/** POST /api/admin/moderation/user-reports/:id/resolve: close one (audited); 404 when it is not open. */
export const resolveUserReport = (api: ApiClient, id: number, lang?: Lang): Promise<{ message: string }> =>
  api.post(api.langPath(`/api/admin/moderation/user-reports/${id}/resolve`, lang), {});

// ---- verification

export type { EidsQueueItem } from './schemas';

export const fetchEidsQueue = (api: ApiClient, page = 1, lang?: Lang): Promise<{ data: EidsQueueItem[]; meta: ListMeta }> =>
  api.get(api.langPath('/api/admin/verification', lang), { params: { page } });

export const decideEidsRequest = (api: ApiClient, id: number, verdict: 'verify' | 'reject', lang?: Lang): Promise<{ message: string; data: { id: number; eids_status: string } }> =>
  api.post(api.langPath(`/api/admin/verification/${id}/${verdict}`, lang), {});

// ---- users

export type { AdminUserDetail, AdminUserRow } from './schemas';

export const fetchAdminUsers = (api: ApiClient, opts: { q?: string; page?: number } = {}, lang?: Lang): Promise<{ data: AdminUserRow[]; meta: ListMeta }> =>
  api.get(api.langPath('/api/admin/users', lang), { params: { q: opts.q || undefined, page: opts.page } });

export const fetchAdminUser = (api: ApiClient, id: number, lang?: Lang): Promise<{ data: AdminUserDetail }> => api.get(api.langPath(`/api/admin/users/${id}`, lang));

export const setUserBlocked = (api: ApiClient, id: number, blocked: boolean, lang?: Lang): Promise<{ message: string; data: AdminUserRow }> =>
  api.post(api.langPath(`/api/admin/users/${id}/${blocked ? 'block' : 'unblock'}`, lang), {});

// ---- journal

export type { AdminPost, AdminPostRow, JournalTaxonomy, PostBodyInput } from './schemas';

export const fetchAdminPosts = (api: ApiClient, page = 1, lang?: Lang): Promise<{ data: AdminPostRow[]; meta: ListMeta }> =>
  api.get(api.langPath('/api/admin/journal', lang), { params: { page } });

export const fetchJournalTaxonomy = (api: ApiClient, lang?: Lang): Promise<{ data: JournalTaxonomy }> => api.get(api.langPath('/api/admin/journal/taxonomy', lang));

export const fetchAdminPost = (api: ApiClient, id: number, lang?: Lang): Promise<{ data: AdminPost }> => api.get(api.langPath(`/api/admin/journal/${id}`, lang));

/** POST (create, `id` null) or PUT (update) a post. */
export const saveAdminPost = (api: ApiClient, id: number | null, body: PostBodyInput, lang?: Lang): Promise<{ message: string; data: AdminPost }> =>
  id === null ? api.post(api.langPath('/api/admin/journal', lang), body) : api.put(api.langPath(`/api/admin/journal/${id}`, lang), body);

export const publishAdminPost = (api: ApiClient, id: number, publish: boolean, at?: string, lang?: Lang): Promise<{ message: string; data: AdminPost }> =>
  api.post(api.langPath(`/api/admin/journal/${id}/publish`, lang), at ? { publish, at } : { publish });

/**
 * POST /api/admin/journal/cover (multipart): 201 the cover's URL, or 202 a large image's upload (processed in the
 * background: poll `fetchPostCoverUpload` until it is done or failed).
 */
export const uploadPostCover = (
  api: ApiClient,
  file: File,
  lang?: Lang,
): Promise<{ message: string; data: { cover: string; full: string } | CoverUpload }> => {
  const form = new FormData();
  form.append('cover', file);
  return api.post(api.langPath('/api/admin/journal/cover', lang), form);
};

/** GET /api/admin/journal/cover/:upload: a queued cover, processing, failed (why) or done (its URLs). */
export const fetchPostCoverUpload = (api: ApiClient, upload: string, lang?: Lang): Promise<{ data: CoverUpload }> =>
  api.get(api.langPath(`/api/admin/journal/cover/${encodeURIComponent(upload)}`, lang));

/** POST /api/admin/journal/taxonomy: a new category or tag. */
export const addJournalTaxonomy = (
  api: ApiClient,
  body: { kind: 'category' | 'tag'; title_tr: string; title_en: string; title_ru: string },
  lang?: Lang,
): Promise<{ message: string; data: { id: number; slug: string; title: string } }> => api.post(api.langPath('/api/admin/journal/taxonomy', lang), body);

// ---- jobs

export type { AdminJobsReply, DeadLetterRow } from './schemas';

/** GET /api/admin/jobs: jobs that failed every retry (dead letters), newest first, and the queue's kind. */
export const fetchDeadLetters = (api: ApiClient, lang?: Lang): Promise<AdminJobsReply> => api.get(api.langPath('/api/admin/jobs', lang));

/** POST /api/admin/jobs/:queue/:id/retry: put a dead letter back in its queue. */
export const retryDeadLetter = (api: ApiClient, queue: string, id: string, lang?: Lang): Promise<{ message: string }> =>
  api.post(api.langPath(`/api/admin/jobs/${encodeURIComponent(queue)}/${encodeURIComponent(id)}/retry`, lang));
