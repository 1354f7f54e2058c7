// "Report this listing" (the listing page).
import type { ReportReason } from '../../admin';
import type { Lang } from '../../routes';
import type { ApiClient } from '../../api/client';

/** POST /api/realty/:id/report ("report this listing"). */
export const reportListing = (api: ApiClient, id: number, body: { reason: ReportReason; comment?: string }, lang?: Lang): Promise<{ message: string }> =>
  api.post(api.langPath(`/api/realty/${id}/report`, lang), body);
