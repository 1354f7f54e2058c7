import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { agencies, users } from './accounts';
import { listings } from './listings';
import { importFormatEnum, importRowStatusEnum, importStatusEnum } from './enums';

/** Feed URLs an agency registered: fetched again every `intervalHours` (at run time only). */
export const importFeeds = pgTable(
  'import_feeds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    format: importFormatEnum('format').notNull(),
    url: text('url').notNull(),
    intervalHours: integer('interval_hours').notNull().default(24),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('import_feeds_user_idx').on(t.userId), index('import_feeds_next_idx').on(t.nextRunAt)],
);

/** Listing imports from a file or feed URL (Yandex.Realty XML, CSV). */
export const imports = pgTable(
  'imports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    format: importFormatEnum('format').notNull(),
    sourceUrl: text('source_url'),
    filename: text('filename'),
    status: importStatusEnum('status').notNull().default('pending'),
    totalRows: integer('total_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    unchangedCount: integer('unchanged_count').notNull().default(0),
    removedCount: integer('removed_count').notNull().default(0),
    /** Offers read so far (progress while it runs). */
    processedRows: integer('processed_rows').notNull().default(0),
    /** A full feed: the agency's imported listings missing from it are hidden. */
    fullFeed: boolean('full_feed').notNull().default(true),
    /** Set by "cancel"; the runner stops at its next batch. */
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    feedId: integer('feed_id').references(() => importFeeds.id, { onDelete: 'set null' }),
    /** Message code of a whole-run failure (translated when read). */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Renewed by the process running it (plugins/app/agencies/import-run.ts): a run whose beat stops was interrupted. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  },
  (t) => [index('imports_user_idx').on(t.userId, t.createdAt.desc())],
);

export const importRows = pgTable(
  'import_rows',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    importId: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    externalId: text('external_id'),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    status: importRowStatusEnum('status').notNull(),
    /** `{ field: [message] }`, same shape as API validation errors. */
    errors: jsonb('errors').$type<Record<string, string[]>>(),
    /** The listing's title (shown in the run's table). */
    title: text('title'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('import_rows_import_idx').on(t.importId, t.rowNumber)],
);
