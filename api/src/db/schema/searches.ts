import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { savedSearchAlertEnum } from './enums';

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The catalogue filter (PRODUCT.md §3 filter fields). */
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
    /** Catalogue URL the filter came from, if any. */
    url: text('url'),
    alert: savedSearchAlertEnum('alert').notNull().default('none'),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt.desc())],
);
