// Talking to the seller inside the site (issue 30): conversations about a listing (or with an agent), their
// messages, who read what, blocks and reports between users, viewing requests, notification choices and Web Push
// subscriptions. A thread's parties are its buyer and its seller (the listing's author, or the agent written to);
// for an agency's listing the agency's owner reads it too. Users are never deleted while they have invoices, and a
// deleted account is anonymised in place, so the links to users are `set null` (the other party keeps the thread).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeFk, fk, identityId, reportColumns, textArray, timestamptz, timestamptzNow } from './columns';
import { agencies, userOwnedRow, users } from './accounts';
import { listings } from './listings';

/** A photo sent in a message: the storage keys the photo pipeline made (api/src/db/photo-sizes.ts). */
export interface MessagePhoto {
  key: string;
  width: number;
  height: number;
}

export const conversations = pgTable(
  'conversations',
  {
    id: identityId(),
    /** The listing it is about; null for a message to an agent from the agent's page (or a listing purged since). */
    listingId: fk('listing_id', () => listings.id, 'set null'),
    /** The user who started it. */
    buyerId: fk('buyer_id', () => users.id, 'set null'),
    /** The listing's author when it started (or the agent written to). */
    sellerId: fk('seller_id', () => users.id, 'set null'),
    /** The listing's agency when it started: its owner reads the thread too. */
    agencyId: fk('agency_id', () => agencies.id, 'set null'),
    createdAt: timestamptzNow('created_at'),
    lastMessageAt: timestamptzNow('last_message_at'),
  },
  (t) => [
    uniqueIndex('conversations_listing_buyer_uq').on(t.listingId, t.buyerId).where(sql`listing_id IS NOT NULL`),
    uniqueIndex('conversations_direct_uq').on(t.sellerId, t.buyerId).where(sql`listing_id IS NULL`),
    index('conversations_buyer_idx').on(t.buyerId, t.lastMessageAt),
    index('conversations_seller_idx').on(t.sellerId, t.lastMessageAt),
    index('conversations_agency_idx').on(t.agencyId, t.lastMessageAt),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: identityId(),
    conversationId: cascadeFk('conversation_id', () => conversations.id),
    /** Null once the sender's account is purged; a system line (a viewing's change) has the acting user. */
    senderId: fk('sender_id', () => users.id, 'set null'),
    /** 'text', or 'viewing' (a viewing request was made, confirmed, declined or cancelled: `viewingId`). */
    kind: text('kind').notNull().default('text'),
    body: text('body').notNull().default(''),
    photos: jsonb('photos').$type<MessagePhoto[]>().notNull().default(sql`'[]'::jsonb`),
    /** What the safety check found in a first message: 'link', 'phone', 'email'. */
    flags: textArray('flags'),
    viewingId: integer('viewing_id'),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [
    index('conversation_messages_thread_idx').on(t.conversationId, t.id),
    check('conversation_messages_kind_check', sql`kind IN ('text', 'viewing')`),
  ],
);

/** Per party of a thread: the last message they read (read receipts, unread counts) and the last notice mailed. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: cascadeFk('conversation_id', () => conversations.id),
    userId: cascadeFk('user_id', () => users.id),
    lastReadId: integer('last_read_id').notNull().default(0),
    lastMailedAt: timestamptz('last_mailed_at'),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('conversation_reads_user_idx').on(t.userId)],
);

/** A user who does not want messages from another: the blocked user cannot write to them. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: cascadeFk('blocker_id', () => users.id),
    blockedId: cascadeFk('blocked_id', () => users.id),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('user_blocks_blocked_idx').on(t.blockedId)],
);

/** "Report this user" from a thread: the back office's moderation queue shows the open ones. */
export const userReports = pgTable(
  'user_reports',
  {
    id: identityId(),
    reporterId: fk('reporter_id', () => users.id, 'set null'),
    reportedId: cascadeFk('reported_id', () => users.id),
    conversationId: fk('conversation_id', () => conversations.id, 'set null'),
    /** Reason codes: shared/src/contracts/messages/schemas.ts USER_REPORT_REASONS. */
    ...reportColumns(),
    resolvedBy: fk('resolved_by', () => users.id, 'set null'),
  },
  (t) => [index('user_reports_open_idx').on(t.createdAt).where(sql`resolved_at IS NULL`)],
);

/** A viewing the buyer asked for: up to three proposed moments; the seller confirms one or declines. */
export const viewingRequests = pgTable(
  'viewing_requests',
  {
    id: identityId(),
    conversationId: cascadeFk('conversation_id', () => conversations.id),
    listingId: fk('listing_id', () => listings.id, 'set null'),
    buyerId: fk('buyer_id', () => users.id, 'set null'),
    sellerId: fk('seller_id', () => users.id, 'set null'),
    /** The proposed moments (1 to 3), stored as instants; shown in Europe/Istanbul time. */
    slots: timestamptz('slots').array().notNull(),
    /** 'pending' | 'confirmed' | 'declined' | 'cancelled'. */
    status: text('status').notNull().default('pending'),
    confirmedSlot: timestamptz('confirmed_slot'),
    /** The seller's message with a decline (or a confirmation). */
    reply: text('reply'),
    remindedAt: timestamptz('reminded_at'),
    createdAt: timestamptzNow('created_at'),
    updatedAt: timestamptzNow('updated_at'),
  },
  (t) => [
    check('viewing_requests_status_check', sql`status IN ('pending', 'confirmed', 'declined', 'cancelled')`),
    check('viewing_requests_slots_check', sql`cardinality(slots) BETWEEN 1 AND 3`),
    check('viewing_requests_confirmed_check', sql`(status = 'confirmed') = (confirmed_slot IS NOT NULL)`),
    index('viewing_requests_conversation_idx').on(t.conversationId),
    index('viewing_requests_seller_idx').on(t.sellerId, t.confirmedSlot),
    index('viewing_requests_buyer_idx').on(t.buyerId, t.confirmedSlot),
    index('viewing_requests_reminder_idx').on(t.confirmedSlot).where(sql`status = 'confirmed' AND reminded_at IS NULL`),
  ],
);

/** Which notices a user wants, per kind and channel (a missing row: the defaults below). */
export const notificationPrefs = pgTable('notification_prefs', {
  userId: cascadeFk('user_id', () => users.id).primaryKey(),
  emailMessages: boolean('email_messages').notNull().default(true),
  emailViewings: boolean('email_viewings').notNull().default(true),
  pushMessages: boolean('push_messages').notNull().default(true),
  pushViewings: boolean('push_viewings').notNull().default(true),
  pushSearches: boolean('push_searches').notNull().default(true),
  pushPriceDrops: boolean('push_price_drops').notNull().default(true),
  updatedAt: timestamptzNow('updated_at'),
});

/** A browser's Web Push subscription (PushSubscription.toJSON()), for the signed-in user who opted in. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    ...userOwnedRow(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamptzNow('created_at'),
    lastSuccessAt: timestamptz('last_success_at'),
    /** Consecutive failed sends; the subscription is dropped on 404/410 or after a few failures. */
    failures: smallint('failures').notNull().default(0),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);
