import { bigint, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cascadeFk, timestamptz, timestamptzNow } from './columns';
import { userOwnedRow, users } from './accounts';
import { currencyEnum, langEnum, savedSearchAlertEnum } from './enums';
import { listings } from './listings';

export const savedSearches = pgTable(
  'saved_searches',
  {
    ...userOwnedRow(),
    name: text('name').notNull(),
    /** The catalogue filter (PRODUCT.md §3 filter fields). */
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
    /** Catalogue URL the filter came from, if any. */
    url: text('url'),
    alert: savedSearchAlertEnum('alert').notNull().default('none'),
    /** The language the search was saved (or its alert last set) in: its alert mails are in it (null: the account's). */
    lang: langEnum('lang'),
    /**
     * The display currency when the search was saved: its alert mails show prices in the filter's currency, else in
     * this one (null: the language's default, TRY for tr, else EUR).
     */
    currency: currencyEnum('currency'),
    /** The alert job looked at listings up to this moment (null: since the search was saved). */
    lastAlertAt: timestamptz('last_alert_at'),
    /** The user last opened the search from profile/saved: "new matches" count from here. */
    seenAt: timestamptz('seen_at'),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt.desc())],
);

/** Listings already e-mailed for a search: a listing is never sent twice for one search. */
export const savedSearchSent = pgTable(
  'saved_search_sent',
  {
    searchId: cascadeFk('search_id', () => savedSearches.id),
    listingId: cascadeFk('listing_id', () => listings.id),
    /** 'new' (published) or 'price' (reduced). */
    reason: text('reason').notNull(),
    sentAt: timestamptzNow('sent_at'),
  },
  (t) => [primaryKey({ columns: [t.searchId, t.listingId] }), index('saved_search_sent_listing_idx').on(t.listingId)],
);

/** Price drops of favourited listings already e-mailed (one mail per user, listing and new price). */
export const favoriteAlertsSent = pgTable(
  'favorite_alerts_sent',
  {
    userId: cascadeFk('user_id', () => users.id),
    listingId: cascadeFk('listing_id', () => listings.id),
    priceTry: bigint('price_try', { mode: 'number' }).notNull(),
    sentAt: timestamptzNow('sent_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId, t.priceTry] })],
);
