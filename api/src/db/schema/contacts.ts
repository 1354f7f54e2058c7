import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { cascadeFk, fk, identityId, timestamptzNow } from './columns';
import { users } from './accounts';
import { listings } from './listings';

/**
 * Messages sent with the contact form of a listing page (mailed to the listing's owner). Kept for the owner's
 * statistics (messages per listing and day): `listing_id` and `created_at` are what those counts read.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: identityId(),
    listingId: cascadeFk('listing_id', () => listings.id),
    /** The signed-in sender, if any. */
    senderId: fk('sender_id', () => users.id, 'set null'),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    message: text('message').notNull(),
    lang: text('lang').notNull(),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [index('contact_messages_listing_idx').on(t.listingId, t.createdAt)],
);
