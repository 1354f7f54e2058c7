// The back office's queue of open user reports (from threads, issue 30): list them with the thread's last messages,
// and resolve one (who and when, with an audit row in the same transaction).
import { and, eq, isNull } from 'drizzle-orm';
import type { UserReportItem, UserReportReason } from '@realty/shared/contracts/messages';
import type { Database } from '../../../db/client';
import { userReports } from '../../../db/schema';
import type { AuditService } from '../admin/audit';

const CONTEXT_MESSAGES = 10;
const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();
const person = (id: unknown, name: unknown, lastname: unknown, email: unknown, deletedAt: unknown) => ({
  id: id === null ? null : Number(id),
  name: [name, lastname].map((p) => String(p ?? '').trim()).filter(Boolean).join(' '),
  email: email === null || deletedAt ? null : String(email),
  deleted: id === null || Boolean(deletedAt),
});

export class UserReportService {
  constructor(private readonly deps: { database: Database; audit: AuditService }) {}

  /** A page of the open reports, oldest first. */
  async open(page: number, perPage: number): Promise<{ items: UserReportItem[]; total: number }> {
    const { database } = this.deps;
    const [count, rows] = await Promise.all([
      database.execute(`SELECT count(*)::int AS n FROM user_reports WHERE resolved_at IS NULL`),
      database.execute(
        `SELECT r.id, r.reason, r.comment, r.created_at, r.conversation_id,
           r.reporter_id, ru.name AS r_name, ru.lastname AS r_lastname, ru.email AS r_email, ru.deleted_at AS r_deleted,
           r.reported_id, du.name AS d_name, du.lastname AS d_lastname, du.email AS d_email, du.deleted_at AS d_deleted,
           (SELECT coalesce(json_agg(json_build_object('id', m.id, 'sender_id', m.sender_id, 'text', m.body, 'created_at', m.created_at) ORDER BY m.id), '[]'::json)
              FROM (SELECT * FROM conversation_messages x WHERE x.conversation_id = r.conversation_id ORDER BY x.id DESC LIMIT ${CONTEXT_MESSAGES}) m) AS messages
         FROM user_reports r LEFT JOIN users ru ON ru.id = r.reporter_id JOIN users du ON du.id = r.reported_id
         WHERE r.resolved_at IS NULL ORDER BY r.created_at, r.id LIMIT $1 OFFSET $2`,
        [perPage, (page - 1) * perPage],
      ),
    ]);
    const items = rows.rows.map((row) => {
      const messages = (typeof row.messages === 'string' ? JSON.parse(row.messages) : row.messages) as { id: number; sender_id: number | null; text: string; created_at: string }[];
      return {
        id: Number(row.id),
        reason: row.reason as UserReportReason,
        comment: row.comment === null ? null : String(row.comment),
        created_at: iso(row.created_at),
        reporter: person(row.reporter_id, row.r_name, row.r_lastname, row.r_email, row.r_deleted),
        reported: person(row.reported_id, row.d_name, row.d_lastname, row.d_email, row.d_deleted),
        conversation_id: row.conversation_id === null ? null : Number(row.conversation_id),
        messages: messages.map((m) => ({ id: Number(m.id), sender_id: m.sender_id === null ? null : Number(m.sender_id), text: m.text, created_at: iso(m.created_at) })),
      };
    });
    return { items, total: Number(count.rows[0]?.n ?? 0) };
  }

  /** Close an open report; false when there is no open report with this id. */
  async resolve(adminId: number, id: number): Promise<boolean> {
    return this.deps.database.db.transaction(async (tx) => {
      const [done] = await tx
        .update(userReports)
        .set({ resolvedAt: new Date(), resolvedBy: adminId })
        .where(and(eq(userReports.id, id), isNull(userReports.resolvedAt)))
        .returning({ id: userReports.id, reportedId: userReports.reportedId, reason: userReports.reason });
      if (!done) return false;
      await this.deps.audit.record(
        { actorId: adminId, action: 'user_report.resolve', entityType: 'user_report', entityId: id, after: { reported_id: done.reportedId, reason: done.reason, resolved: true } },
        tx,
      );
      return true;
    });
  }
}
