// "Report this listing" (POST /api/realty/:id/report, the listing page): request and reply schemas. Messages are
// message keys (admin-messages.ts), translated by the api's error handler.
import { z } from 'zod';
import { REPORT_COMMENT_MAX, REPORT_REASONS } from '../admin';

const blank = (v: unknown): unknown => (v === '' || v === null ? undefined : Array.isArray(v) ? v[v.length - 1] : v);

export const reportBodySchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: 'reportReasonInvalid' }),
  comment: z.preprocess(blank, z.string().trim().max(REPORT_COMMENT_MAX, { error: 'reportCommentMax' }).optional()),
});
export const reportReplySchema = z.object({ message: z.string() });
