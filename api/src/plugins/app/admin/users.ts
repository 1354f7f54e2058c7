// Users (back office): find a user, see their listings and invoices, block and unblock. A blocked user cannot sign
// in (services/auth), their sessions end (deleted here; services/sessions also refuses a blocked user's cookie), and
// their public listings are hidden (`hidden_by = block`) until the unblock brings back exactly those.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Lang } from '@realty/shared/routes';
import type { AdminUserDetail, AdminUserRow } from '@realty/shared/contracts/admin';
import type { Database, Row } from '../../../db/client';
import { listings, sessions, users } from '../../../db/schema';
import { cardsByIds } from '../catalog/listings';
import type { AuditService, AuditState } from './audit';

/** The transaction `setBlocked` hands its change. */
type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));

const toRow = (row: Row): AdminUserRow => ({
  id: Number(row.id),
  name: String(row.name),
  lastname: String(row.lastname ?? ''),
  email: String(row.email),
  phone: row.phone ? String(row.phone) : null,
  role: row.role === 'admin' ? 'admin' : 'user',
  org_type: row.org_type === 'corporate' ? 'corporate' : 'private',
  blocked_at: isoOrNull(row.blocked_at),
  created_at: iso(row.created_at),
  listings: Number(row.listings ?? 0),
});

const USER_COLUMNS = `u.id, u.name, u.lastname, u.email, u.phone, u.role::text AS role, u.org_type::text AS org_type, u.blocked_at, u.created_at,
  (SELECT count(*)::int FROM listings l WHERE l.user_id = u.id AND l.status <> 'deleted') AS listings`;

/** `%`, `_` and `\` matched literally in ILIKE. */
const likeEscape = (q: string): string => q.replace(/[\\%_]/g, (c) => `\\${c}`);

export class AdminUserService {
  constructor(private readonly deps: { database: Database; audit: AuditService }) {}

  /** Users whose e-mail, name or "name lastname" contains `q` (all users, newest first, without `q`). */
  async search(opts: { q: string | undefined; page: number; perPage: number }): Promise<{ rows: AdminUserRow[]; total: number }> {
    const q = opts.q?.trim();
    const where = q ? `WHERE u.email ILIKE $1 OR (u.name || ' ' || u.lastname) ILIKE $1 OR u.lastname ILIKE $1` : '';
    const params = q ? [`%${likeEscape(q)}%`] : [];
    const n = params.length;
    const [count, page] = await Promise.all([
      this.deps.database.execute(`SELECT count(*)::int AS n FROM users u ${where}`, params),
      this.deps.database.execute(
        `SELECT ${USER_COLUMNS} FROM users u ${where} ORDER BY u.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, opts.perPage, (opts.page - 1) * opts.perPage],
      ),
    ]);
    return { rows: page.rows.map(toRow), total: Number(count.rows[0]?.n ?? 0) };
  }

  /** A user with their listings (every status but deleted) and invoices; null when unknown. */
  async detail(userId: number, lang: Lang): Promise<AdminUserDetail | null> {
    const { database } = this.deps;
    const found = await database.execute(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [userId]);
    const user = found.rows[0];
    if (!user) return null;
    const [own, invoices] = await Promise.all([
      database.execute(
        `SELECT id, status::text AS status, moderation_status::text AS moderation_status, hidden_by FROM listings
         WHERE user_id = $1 AND status <> 'deleted' ORDER BY created_at DESC, id DESC LIMIT 100`,
        [userId],
      ),
      database.execute(
        `SELECT id, number, status::text AS status, total, currency::text AS currency, created_at, paid_at FROM invoices
         WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 100`,
        [userId],
      ),
    ]);
    const cards = new Map((await cardsByIds(database, own.rows.map((r) => Number(r.id)), lang)).map((c) => [c.id, c]));
    return {
      user: toRow(user),
      listings: own.rows.flatMap((row) => {
        const card = cards.get(Number(row.id));
        return card
          ? [{ card, status: String(row.status), moderation_status: String(row.moderation_status), hidden_by: row.hidden_by ? String(row.hidden_by) : null }]
          : [];
      }),
      invoices: invoices.rows.map((row) => ({
        id: Number(row.id),
        number: String(row.number),
        status: String(row.status),
        total: Number(row.total),
        currency: String(row.currency),
        created_at: iso(row.created_at),
        paid_at: isoOrNull(row.paid_at),
      })),
    };
  }

  /** Block: no sign-in, sessions ended, public listings hidden. 'self' refuses an administrator blocking themself. */
  async block(actorId: number, userId: number): Promise<AdminUserRow | 'self' | null> {
    if (actorId === userId) return 'self';
    return this.setBlocked(actorId, userId, true, async (tx, at) => {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      const hidden = await tx
        .update(listings)
        .set({ status: 'hidden', hiddenBy: 'block', updatedAt: at })
        .where(and(eq(listings.userId, userId), eq(listings.status, 'active')))
        .returning({ id: listings.id });
      return { before: { blocked_at: null }, after: { blocked_at: at.toISOString(), hidden_listings: hidden.map((h) => h.id) } };
    });
  }

  /** Unblock: sign-in works again and the listings the block hid come back (those a moderator took off stay off). */
  async unblock(actorId: number, userId: number): Promise<AdminUserRow | null> {
    return this.setBlocked(actorId, userId, false, async (tx, at, blockedAt) => {
      const mine = and(eq(listings.userId, userId), eq(listings.hiddenBy, 'block'));
      // Rejected or hidden by a moderator meanwhile: stays off the site, now as the moderator's.
      await tx
        .update(listings)
        .set({ hiddenBy: 'moderator' })
        .where(and(mine, inArray(listings.moderationStatus, ['rejected', 'hidden'])));
      const shown = await tx
        .update(listings)
        .set({ status: 'active', hiddenBy: null, updatedAt: at })
        .where(and(mine, sql`${listings.status} = 'hidden'`))
        .returning({ id: listings.id });
      return { before: { blocked_at: blockedAt?.toISOString() ?? null }, after: { blocked_at: null, shown_listings: shown.map((s) => s.id) } };
    });
  }

  /**
   * Block or unblock in one transaction, the user's row locked: a user already so is left as is; otherwise
   * `blocked_at` is set, `change` does the rest and gives the audit entry's before and after. Null: no such user.
   */
  private async setBlocked(
    actorId: number,
    userId: number,
    block: boolean,
    change: (tx: Tx, at: Date, blockedAt: Date | null) => Promise<{ before: AuditState; after: AuditState }>,
  ): Promise<AdminUserRow | null> {
    const { database, audit } = this.deps;
    const done = await database.db.transaction(async (tx) => {
      const [user] = await tx.select({ blockedAt: users.blockedAt }).from(users).where(eq(users.id, userId)).for('update');
      if (!user) return false;
      if (Boolean(user.blockedAt) === block) return true;
      const at = new Date();
      await tx.update(users).set({ blockedAt: block ? at : null, updatedAt: at }).where(eq(users.id, userId));
      const { before, after } = await change(tx, at, user.blockedAt);
      await audit.record({ actorId, action: block ? 'user.block' : 'user.unblock', entityType: 'user', entityId: userId, before, after }, tx);
      return true;
    });
    return done ? this.row(userId) : null;
  }

  private async row(userId: number): Promise<AdminUserRow | null> {
    const found = await this.deps.database.execute(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [userId]);
    return found.rows[0] ? toRow(found.rows[0]) : null;
  }
}
