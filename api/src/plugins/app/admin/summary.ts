// The back office's start page: how much waits in each queue.
import type { AdminSummary } from '@realty/shared/contracts/admin';
import type { Database } from '../../../db/client';
import { DECIDABLE } from './moderation';

export class AdminSummaryService {
  constructor(private readonly database: Database) {}

  async summary(): Promise<AdminSummary> {
    const { rows } = await this.database.execute(`
      SELECT
        (SELECT count(*)::int FROM listings l WHERE l.moderation_status = 'pending' AND ${DECIDABLE}) AS moderation,
        (SELECT count(DISTINCT r.listing_id)::int FROM listing_reports r JOIN listings l ON l.id = r.listing_id
          WHERE r.resolved_at IS NULL AND ${DECIDABLE}) AS reports,
        (SELECT count(*)::int FROM listings WHERE eids_status = 'pending' AND status <> 'deleted') AS verification,
        (SELECT count(*)::int FROM users WHERE blocked_at IS NOT NULL) AS blocked_users`);
    const row = rows[0] ?? {};
    return {
      moderation: Number(row.moderation ?? 0),
      reports: Number(row.reports ?? 0),
      verification: Number(row.verification ?? 0),
      blocked_users: Number(row.blocked_users ?? 0),
    };
  }
}
