// The back office's audit log: every administrator action is one row (who, when, what, on which entity, and the
// entity's state before and after). Services of the back office call `record` inside the same transaction as the
// change when they have one, so a change is never saved without its row.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { auditLog, users } from '../../../db/schema';

/** Plain JSON (jsonb column): the entity's fields that the action changed or that identify it. */
export type AuditState = Record<string, unknown> | null;

export interface AuditEntry {
  /** The administrator; null for the command line (`npm run admin`). */
  actorId: number | null;
  /** Dotted verb, e.g. `listing.approve`, `user.block`, `post.publish`, `eids.verify`. */
  action: string;
  entityType: string;
  entityId: number | string;
  before?: AuditState | undefined;
  after?: AuditState | undefined;
}

export interface AuditRow {
  id: number;
  at: string;
  action: string;
  entity_type: string;
  entity_id: string;
  actor: { id: number; name: string; email: string } | null;
  before: AuditState;
  after: AuditState;
}

/** Anything drizzle can insert with: the db or a transaction of it. */
type Writer = Pick<Db, 'insert'>;

export class AuditService {
  constructor(private readonly db: Db) {}

  /** Write one row; pass `tx` to write it in the caller's transaction. */
  async record(entry: AuditEntry, tx: Writer = this.db): Promise<void> {
    await tx.insert(auditLog).values({
      actorId: entry.actorId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: String(entry.entityId),
      before: entry.before ?? null,
      after: entry.after ?? null,
    });
  }

  /** The newest rows first, optionally of one entity; `beforeId` pages on. */
  async list(opts: { entityType?: string | undefined; entityId?: string | undefined; beforeId?: number | undefined; limit: number }): Promise<AuditRow[]> {
    const where = and(
      opts.entityType ? eq(auditLog.entityType, opts.entityType) : undefined,
      opts.entityId ? eq(auditLog.entityId, opts.entityId) : undefined,
      opts.beforeId ? lt(auditLog.id, opts.beforeId) : undefined,
    );
    const rows = await this.db
      .select({ log: auditLog, actorName: sql<string | null>`${users.name} || ' ' || ${users.lastname}`, actorEmail: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(opts.limit);
    return rows.map(({ log, actorName, actorEmail }) => ({
      id: log.id,
      at: log.at.toISOString(),
      action: log.action,
      entity_type: log.entityType,
      entity_id: log.entityId,
      actor: log.actorId !== null && actorEmail !== null ? { id: log.actorId, name: (actorName ?? '').trim(), email: actorEmail } : null,
      before: (log.before as AuditState) ?? null,
      after: (log.after as AuditState) ?? null,
    }));
  }
}
