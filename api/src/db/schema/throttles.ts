import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-in counters (per account, per client address) and other auth limits, kept in the
 * database so a restart does not reset them (Redis is used instead when REDIS_URL is set).
 * Keys: `login:acct:<sha256 of the e-mail>`, `login:ip:<address>`, `reset:<sha256>`. Fixed windows.
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull().default(0),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_throttles_reset_idx').on(t.resetAt)],
);
