// Users: lookup, creation and profile updates. Every write is keyed by the signed-in user's id; the
// columns a client may change are listed here (no mass assignment: ids, owner, admin flag never come
// from a body). The password hash never leaves this file except to verify it.
import { eq, sql } from 'drizzle-orm';
import { userInitials, type AccountUser, type OrgType } from '@realty/shared/schemas';
import type { Db } from '../db/client';
import { agencies, users } from '../db/schema';
import { slugify } from '../db/places/text';
import type { UserRow } from './sessions';
import { photoUrls } from './uploads';

export interface NewUser {
  name: string;
  lastname: string;
  email: string;
  phone: string;
  passwordHash: string;
  orgType: OrgType;
  locale: 'tr' | 'en' | 'ru';
  /** A corporate account's agency (DECISIONS.md: a corporate user owns an agency), created with the user. */
  agencyName?: string | undefined;
}

/** Fields a user may change on their own profile (the e-mail changes through a confirmation link: email-changes.ts). */
export interface ProfileChanges {
  name?: string | undefined;
  lastname?: string | undefined;
  phone?: string | undefined;
}

/** The public shape of a user (GET /api/user `data`). */
export function serializeUser(user: UserRow): AccountUser {
  const photos = user.photo ? photoUrls(user.photo) : null;
  return {
    id: user.id,
    name: user.name,
    lastname: user.lastname,
    email: user.email,
    phone: user.phone,
    photo: photos?.['256'] ?? null,
    photos,
    org_type: user.orgType,
    role: user.role,
    initials: userInitials(user),
    created_at: user.createdAt.toISOString(),
  };
}

/** Postgres unique violation (both drivers expose `code`, PGlite may nest it under `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export class UserService {
  constructor(private readonly db: Db) {}

  /** The user as the api returns it (`data` of GET /api/user, sign-in, profile changes). */
  serialize(user: UserRow): AccountUser {
    return serializeUser(user);
  }

  async byId(id: number): Promise<UserRow | null> {
    const rows = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /** Case-insensitive, like the unique index on lower(email). */
  async byEmail(email: string): Promise<UserRow | null> {
    const rows = await this.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .limit(1);
    return rows[0] ?? null;
  }

  async emailTaken(email: string, exceptUserId?: number): Promise<boolean> {
    const found = await this.byEmail(email);
    return found !== null && found.id !== exceptUserId;
  }

  /**
   * Insert a user (and, for a corporate account with an agency name, the agency it owns) in one transaction;
   * throws a unique violation when the e-mail exists (check with isUniqueViolation).
   */
  async create(input: NewUser): Promise<UserRow> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .insert(users)
        .values({
          name: input.name,
          lastname: input.lastname,
          email: input.email.trim().toLowerCase(),
          phone: input.phone,
          passwordHash: input.passwordHash,
          orgType: input.orgType,
          locale: input.locale,
        })
        .returning();
      const row = rows[0];
      if (!row) throw new Error('insert returned no row');
      if (input.orgType === 'corporate' && input.agencyName) {
        const base = slugify(input.agencyName).slice(0, 80).replace(/-+$/, '') || 'agency';
        const agency = { ownerId: row.id, name: input.agencyName, phone: row.phone, email: row.email };
        const inserted = await tx.insert(agencies).values({ ...agency, slug: base }).onConflictDoNothing({ target: agencies.slug }).returning({ id: agencies.id });
        // The slug is taken by another agency: the owner's id makes it unique.
        if (inserted.length === 0) await tx.insert(agencies).values({ ...agency, slug: `${base}-${row.id}` });
      }
      return row;
    });
  }

  async updateProfile(userId: number, changes: ProfileChanges): Promise<UserRow | null> {
    const set: Partial<typeof users.$inferInsert> = {};
    if (changes.name !== undefined) set.name = changes.name;
    if (changes.lastname !== undefined) set.lastname = changes.lastname;
    if (changes.phone !== undefined) set.phone = changes.phone;
    if (Object.keys(set).length === 0) return this.byId(userId);
    const rows = await this.db
      .update(users)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return rows[0] ?? null;
  }

  async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
    await this.db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  }

  async setPhoto(userId: number, photo: string | null): Promise<UserRow | null> {
    return (await this.replacePhoto(userId, photo)).user;
  }

  /**
   * Set the photo and return the one it replaced, atomically (the row is locked between the read and the
   * write): with parallel uploads and deletes each replaced photo is returned to exactly one caller, who
   * removes its files, so no file is left unreferenced.
   */
  async replacePhoto(userId: number, photo: string | null): Promise<{ user: UserRow | null; previous: string | null }> {
    return this.db.transaction(async (tx) => {
      const old = await tx.select({ photo: users.photo }).from(users).where(eq(users.id, userId)).for('update');
      if (!old[0]) return { user: null, previous: null };
      const rows = await tx.update(users).set({ photo, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
      return { user: rows[0] ?? null, previous: old[0].photo };
    });
  }
}
