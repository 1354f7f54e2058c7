import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeFk, fk, identityId, textArray, timestamps, timestamptz, timestamptzNow } from './columns';
import { currencyEnum, langEnum, orgTypeEnum, userRoleEnum } from './enums';

export const users = pgTable(
  'users',
  {
    id: identityId(),
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
    blockedAt: timestamptz('blocked_at'),
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
    deletedAt: timestamptz('deleted_at'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`)],
);

/** `id` and `user_id`: a row a user owns, deleted with the user. */
export const userOwnedRow = () => ({ id: identityId(), userId: cascadeFk('user_id', () => users.id) });

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 hex of the random session token (the cookie holds the token itself). */
    id: text('id').primaryKey(),
    userId: cascadeFk('user_id', () => users.id),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptzNow('created_at'),
    lastSeenAt: timestamptzNow('last_seen_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** A one-time token mailed to a user: valid until `expires_at`, spent once `used_at` is set. */
const tokenLifetime = () => ({
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: timestamptzNow('created_at'),
});

export const passwordResets = pgTable(
  'password_resets',
  {
    /** sha256 hex of the one-time token sent by e-mail. */
    tokenHash: text('token_hash').primaryKey(),
    userId: cascadeFk('user_id', () => users.id),
    ...tokenLifetime(),
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
    userId: cascadeFk('user_id', () => users.id),
    newEmail: text('new_email').notNull(),
    ...tokenLifetime(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);

/** A corporate user owns one agency (profile/corporate). */
export const agencies = pgTable(
  'agencies',
  {
    id: identityId(),
    ownerId: cascadeFk('owner_id', () => users.id),
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
    phones: textArray('phones'),
    /** Office pin. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** City of the office (places.cities), for the agencies list filter. */
    cityId: integer('city_id'),
    /** Working languages (ISO 639-1 codes). */
    languages: textArray('languages'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('agencies_owner_uq').on(t.ownerId), uniqueIndex('agencies_slug_uq').on(t.slug)],
);

/** Agents: users attached to an agency. */
export const agencyMembers = pgTable(
  'agency_members',
  {
    id: identityId(),
    agencyId: cascadeFk('agency_id', () => agencies.id),
    userId: cascadeFk('user_id', () => users.id),
    post: text('post'),
    licence: text('licence'),
    /** Languages the agent speaks (ISO 639-1 codes). */
    languages: textArray('languages'),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [uniqueIndex('agency_members_user_uq').on(t.userId), index('agency_members_agency_idx').on(t.agencyId)],
);

/** Team invitations (profile/corporate): a one-time signed link sent by e-mail; only its hash is kept. */
export const agencyInvitations = pgTable(
  'agency_invitations',
  {
    id: identityId(),
    agencyId: cascadeFk('agency_id', () => agencies.id),
    email: text('email').notNull(),
    post: text('post'),
    /** sha256 hex of the token in the link. */
    tokenHash: text('token_hash').notNull(),
    invitedBy: fk('invited_by', () => users.id, 'set null'),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    acceptedBy: fk('accepted_by', () => users.id, 'set null'),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [uniqueIndex('agency_invitations_token_uq').on(t.tokenHash), index('agency_invitations_agency_idx').on(t.agencyId)],
);

/** Every back-office action: who did what to which entity, with the entity's state before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: identityId(),
    actorId: fk('actor_id', () => users.id, 'set null'),
    at: timestamptzNow('at'),
    /** e.g. `listing.approve`, `user.block`, `post.publish`. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at.desc()), index('audit_log_at_idx').on(t.at.desc())],
);
