import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { cascadeFk, counter, fk, identityId, timestamptz, timestamptzNow } from './columns';
import { agencies, userOwnedRow } from './accounts';
import { listings } from './listings';
import { importFormatEnum, importRowStatusEnum, importStatusEnum } from './enums';

/** Feed URLs an agency registered: fetched again every `intervalHours` (at run time only). */
export const importFeeds = pgTable(
  'import_feeds',
  {
    ...userOwnedRow(),
    agencyId: fk('agency_id', () => agencies.id, 'cascade'),
    format: importFormatEnum('format').notNull(),
    url: text('url').notNull(),
    intervalHours: integer('interval_hours').notNull().default(24),
    nextRunAt: timestamptzNow('next_run_at'),
    lastRunAt: timestamptz('last_run_at'),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [index('import_feeds_user_idx').on(t.userId), index('import_feeds_next_idx').on(t.nextRunAt)],
);

/** Listing imports from a file or feed URL (Yandex.Realty XML, CSV). */
export const imports = pgTable(
  'imports',
  {
    ...userOwnedRow(),
    agencyId: fk('agency_id', () => agencies.id, 'set null'),
    format: importFormatEnum('format').notNull(),
    sourceUrl: text('source_url'),
    filename: text('filename'),
    status: importStatusEnum('status').notNull().default('pending'),
    totalRows: counter('total_rows'),
    createdCount: counter('created_count'),
    updatedCount: counter('updated_count'),
    errorCount: counter('error_count'),
    unchangedCount: counter('unchanged_count'),
    removedCount: counter('removed_count'),
    /** Offers read so far (progress while it runs). */
    processedRows: counter('processed_rows'),
    /** A full feed: the agency's imported listings missing from it are hidden. */
    fullFeed: boolean('full_feed').notNull().default(true),
    /** Set by "cancel"; the runner stops at its next batch. */
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    feedId: fk('feed_id', () => importFeeds.id, 'set null'),
    /** Message code of a whole-run failure (translated when read). */
    error: text('error'),
    createdAt: timestamptzNow('created_at'),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    /** Renewed by the process running it (plugins/app/agencies/import-run.ts): a run whose beat stops was interrupted. */
    heartbeatAt: timestamptz('heartbeat_at'),
  },
  (t) => [index('imports_user_idx').on(t.userId, t.createdAt.desc())],
);

export const importRows = pgTable(
  'import_rows',
  {
    id: identityId(),
    importId: cascadeFk('import_id', () => imports.id),
    rowNumber: integer('row_number').notNull(),
    externalId: text('external_id'),
    listingId: fk('listing_id', () => listings.id, 'set null'),
    status: importRowStatusEnum('status').notNull(),
    /** `{ field: [message] }`, same shape as API validation errors. */
    errors: jsonb('errors').$type<Record<string, string[]>>(),
    /** The listing's title (shown in the run's table). */
    title: text('title'),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [index('import_rows_import_idx').on(t.importId, t.rowNumber)],
);
