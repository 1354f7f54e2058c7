// "Report this listing" (the listing page, mf-listing; the api's report route and the back office's moderation
// queue): its constants, in the kernel because more than one package uses them. The back office's own constants are
// in its contract (contracts/admin).

/** Reasons of "report this listing" (listing page). */
export const REPORT_REASONS = ['fraud', 'duplicate', 'wrong_info', 'unavailable', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_COMMENT_MAX = 1000;
