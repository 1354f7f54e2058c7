// Server-side sessions: the cookie holds a random 256-bit token; the database keeps only its SHA-256
// (a stolen database copy cannot be replayed as cookies). 30 days from sign-in; rotated on sign-in and
// sign-up, destroyed on sign-out and on password reset.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export const SESSION_COOKIE = 'realty_session';
/** PRODUCT.md §9: 2 592 000 s. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** `last_seen_at` is written at most this often per session. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

export interface SessionInfo {
  /** The hashed id (never the cookie's token). */
  id: string;
  user: UserRow;
  expiresAt: Date;
}

/** A new random token for a cookie or an e-mail link (base64url, 43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Tokens we issue are 43 base64url characters; anything else is not looked up. */
export function looksLikeToken(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}

export class SessionService {
  constructor(private readonly db: Db) {}

  /** Create a session for the user; returns the token for the cookie. */
  async create(userId: number, meta: { userAgent?: string | undefined; ip?: string | undefined } = {}): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
    await this.db.insert(sessions).values({
      id: hashToken(token),
      userId,
      expiresAt,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip ?? null,
    });
    return { token, expiresAt };
  }

  /** The live session for a cookie token, with its user; null when unknown, expired or the user is blocked. */
  async find(token: unknown): Promise<SessionInfo | null> {
    if (!looksLikeToken(token)) return null;
    const id = hashToken(token);
    const rows = await this.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date()), isNull(users.blockedAt), isNull(users.deletedAt)))
      .limit(1);
    const row = rows[0];
    if (!row) return null;
    if (Date.now() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await this.db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, id));
    }
    return { id, user: row.user, expiresAt: row.session.expiresAt };
  }

  /** Push the expiry to 30 days from now (GET /api/refresh). */
  async extend(id: string): Promise<Date> {
    const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
    await this.db.update(sessions).set({ expiresAt, lastSeenAt: new Date() }).where(eq(sessions.id, id));
    return expiresAt;
  }

  /** Destroy the session a token names (sign-out, rotation). */
  async destroyToken(token: unknown): Promise<void> {
    if (!looksLikeToken(token)) return;
    await this.db.delete(sessions).where(eq(sessions.id, hashToken(token)));
  }

  /** Destroy every session of a user, except `keepId` when given (password change keeps the current one). */
  async destroyAllForUser(userId: number, keepId?: string): Promise<void> {
    await this.db
      .delete(sessions)
      .where(keepId ? and(eq(sessions.userId, userId), ne(sessions.id, keepId)) : eq(sessions.userId, userId));
  }

  /** Housekeeping: drop expired sessions. */
  async purgeExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  }
}
