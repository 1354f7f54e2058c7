import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { currencyEnum, langEnum, orgTypeEnum, userRoleEnum } from './enums';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    lastname: text('lastname').notNull().default(''),
    /** Stored as typed; uniqueness is case-insensitive (index on lower(email)). */
    email: text('email').notNull(),
    phone: text('phone'),
    photo: text('photo'),
    passwordHash: text('password_hash').notNull(),
    orgType: orgTypeEnum('org_type').notNull().default('private'),
    locale: langEnum('locale').notNull().default('tr'),
    /** `admin` opens the back office; given and taken from the command line (`npm run admin -w api -- grant …`). */
    role: userRoleEnum('role').notNull().default('user'),
    /** Set by an administrator: a blocked user cannot sign in, their sessions end and their listings are hidden. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** E-mail when a favourited listing gets cheaper (one-click unsubscribe turns it off). */
    favoriteAlerts: boolean('favorite_alerts').notNull().default(true),
    /** The display currency (the `currency` cookie) when the user last added a favourite: price-drop mails show prices in it. */
    currency: currencyEnum('currency'),
    /**
     * Who the invoices are made out to (asked for at the first order, kept for the next): the person's or company's
     * name, address, tax office and tax number (VKN, 10 digits) or, for a private person, the TC identity number (11).
     */
    billingName: text('billing_name'),
    billingAddress: text('billing_address'),
    taxOffice: text('tax_office'),
    taxNumber: text('tax_number'),
    /**
     * The user deleted their account: the row stays (invoices reference it) with its personal data erased, an
     * e-mail placeholder that cannot receive mail and a password hash that matches nothing; it never signs in again.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 hex of the random session token (the cookie holds the token itself). */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    /** sha256 hex of the one-time token sent by e-mail. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * E-mail changes waiting for confirmation (profile/info): a one-time link is sent to `new_email`; the address
 * changes only when it is opened. Only the token's hash is kept. A new request replaces the pending one.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    /** sha256 hex of the one-time token sent by e-mail. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);

/** A corporate user owns one agency (profile/corporate). */
export const agencies = pgTable(
  'agencies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    logo: text('logo'),
    licence: text('licence'),
    description: text('description'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    address: text('address'),
    /** `description` is the Turkish text; these are the English and Russian ones. */
    descriptionEn: text('description_en'),
    descriptionRu: text('description_ru'),
    /** Every contact phone (`phone` keeps the first, for older readers). */
    phones: text('phones').array().notNull().default(sql`'{}'::text[]`),
    /** Office pin. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** City of the office (places.cities), for the agencies list filter. */
    cityId: integer('city_id'),
    /** Working languages (ISO 639-1 codes). */
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agencies_owner_uq').on(t.ownerId), uniqueIndex('agencies_slug_uq').on(t.slug)],
);

/** Agents: users attached to an agency. */
export const agencyMembers = pgTable(
  'agency_members',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    post: text('post'),
    licence: text('licence'),
    /** Languages the agent speaks (ISO 639-1 codes). */
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agency_members_user_uq').on(t.userId), index('agency_members_agency_idx').on(t.agencyId)],
);

/** Team invitations (profile/corporate): a one-time signed link sent by e-mail; only its hash is kept. */
export const agencyInvitations = pgTable(
  'agency_invitations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    post: text('post'),
    /** sha256 hex of the token in the link. */
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agency_invitations_token_uq').on(t.tokenHash), index('agency_invitations_agency_idx').on(t.agencyId)],
);

/** Every back-office action: who did what to which entity, with the entity's state before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** e.g. `listing.approve`, `user.block`, `post.publish`. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at.desc()), index('audit_log_at_idx').on(t.at.desc())],
);
