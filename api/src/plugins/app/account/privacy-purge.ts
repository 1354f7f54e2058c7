// The retention periods of services/privacy/retention.ts, enforced: `run(now)` deletes (or erases) what is past its
// period and keeps the rest. Called by the daily job (jobs/privacy-purge.ts) and by tests with a chosen `now`.
import type { Database } from '../../../db/client';
import { removeListingPhoto } from '../listing/photos';
import type { UploadService } from '../../../services/uploads';
import { daysAgo, monthsAgo, RETENTION } from './privacy-retention';

export interface PurgeResult {
  sessions: number;
  passwordResets: number;
  emailChanges: number;
  throttles: number;
  listingViews: number;
  contactMessages: number;
  alertHistory: number;
  invitations: number;
  deletedAccountListings: number;
  deletedAccounts: number;
  auditEntries: number;
  invoices: number;
  conversations: number;
  userReports: number;
  pushSubscriptions: number;
}

export class PrivacyPurgeService {
  constructor(private readonly deps: { database: Database; uploads: UploadService }) {}

  private async count(sql: string, params: unknown[]): Promise<number> {
    const res = await this.deps.database.execute(sql, params);
    return res.rows.length;
  }

  async run(now = new Date()): Promise<PurgeResult> {
    const at = now.toISOString();
    const tokens = daysAgo(now, RETENTION.tokensDays).toISOString();
    const c = (sql: string, params: unknown[]) => this.count(sql, params);
    const result: PurgeResult = {
      sessions: await c(`DELETE FROM sessions WHERE expires_at <= $1 RETURNING 1`, [at]),
      passwordResets: await c(`DELETE FROM password_resets WHERE created_at < $1 RETURNING 1`, [tokens]),
      emailChanges: await c(`DELETE FROM email_changes WHERE created_at < $1 RETURNING 1`, [tokens]),
      throttles: await c(`DELETE FROM auth_throttles WHERE reset_at <= $1 RETURNING 1`, [at]),
      listingViews: await c(`DELETE FROM listing_views WHERE day < $1::date RETURNING 1`, [daysAgo(now, RETENTION.viewsDays).toISOString().slice(0, 10)]),
      contactMessages: await c(
        `UPDATE contact_messages SET name = '', email = NULL, phone = NULL, message = '', sender_id = NULL
         WHERE created_at < $1 AND (name <> '' OR email IS NOT NULL OR phone IS NOT NULL OR message <> '' OR sender_id IS NOT NULL) RETURNING 1`,
        [monthsAgo(now, RETENTION.contactMonths).toISOString()],
      ),
      alertHistory:
        (await c(`DELETE FROM saved_search_sent WHERE sent_at < $1 RETURNING 1`, [daysAgo(now, RETENTION.alertHistoryDays).toISOString()])) +
        (await c(`DELETE FROM favorite_alerts_sent WHERE sent_at < $1 RETURNING 1`, [daysAgo(now, RETENTION.alertHistoryDays).toISOString()])),
      invitations: await c(
        `DELETE FROM agency_invitations WHERE coalesce(accepted_at, expires_at) < $1 RETURNING 1`,
        [daysAgo(now, RETENTION.invitationsDays).toISOString()],
      ),
      ...(await this.deletedAccounts(now)),
      auditEntries: await c(`DELETE FROM audit_log WHERE at < $1 RETURNING 1`, [monthsAgo(now, RETENTION.auditYears * 12).toISOString()]),
      invoices: await c(`DELETE FROM invoices WHERE created_at < $1 RETURNING 1`, [monthsAgo(now, RETENTION.invoiceYears * 12).toISOString()]),
      conversations: await this.idleConversations(now),
      userReports: await c(`DELETE FROM user_reports WHERE resolved_at < $1 RETURNING 1`, [monthsAgo(now, RETENTION.userReportYears * 12).toISOString()]),
      pushSubscriptions: await c(
        `DELETE FROM push_subscriptions WHERE coalesce(last_success_at, created_at) < $1 RETURNING 1`,
        [monthsAgo(now, RETENTION.pushSubscriptionYears * 12).toISOString()],
      ),
    };
    return result;
  }

  /**
   * Threads without a new message for the period: deleted (messages, read pointers and viewing requests go with them
   * by cascade; a report keeps its row without the thread), then their photo files.
   */
  private async idleConversations(now: Date): Promise<number> {
    const cutoff = monthsAgo(now, RETENTION.conversationYears * 12).toISOString();
    const photos = await this.deps.database.execute(
      `SELECT p->>'key' AS key FROM conversation_messages m JOIN conversations c ON c.id = m.conversation_id,
              jsonb_array_elements(m.photos) p
       WHERE c.last_message_at < $1`,
      [cutoff],
    );
    const deleted = await this.count(`DELETE FROM conversations WHERE last_message_at < $1 RETURNING 1`, [cutoff]);
    const keys = photos.rows.map((row) => String(row.key ?? '')).filter(Boolean);
    if (keys.length > 0) await this.deps.uploads.deleteFiles(keys);
    return deleted;
  }

  /**
   * Accounts deleted more than the period ago: their listings go for good (with photo files; invoice lines keep
   * their text), messages they sent are erased, and the `users` row itself goes once no invoice needs it.
   */
  private async deletedAccounts(now: Date): Promise<{ deletedAccountListings: number; deletedAccounts: number }> {
    const { database, uploads } = this.deps;
    const cutoff = daysAgo(now, RETENTION.deletedAccountDays).toISOString();
    const gone = `SELECT id FROM users WHERE deleted_at IS NOT NULL AND deleted_at < $1`;
    const photos = await database.execute(
      `SELECT p.path FROM listing_photos p JOIN listings l ON l.id = p.listing_id WHERE l.user_id IN (${gone})`,
      [cutoff],
    );
    const listings = await this.count(`DELETE FROM listings WHERE user_id IN (${gone}) RETURNING 1`, [cutoff]);
    await Promise.all(photos.rows.map((row) => removeListingPhoto(uploads, String(row.path))));
    await database.execute(
      `UPDATE contact_messages SET name = '', email = NULL, phone = NULL, message = '', sender_id = NULL WHERE sender_id IN (${gone})`,
      [cutoff],
    );
    const accounts = await this.count(
      `DELETE FROM users u WHERE u.id IN (${gone}) AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.user_id = u.id) RETURNING 1`,
      [cutoff],
    );
    return { deletedAccountListings: listings, deletedAccounts: accounts };
  }
}
