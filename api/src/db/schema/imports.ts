import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { agencies, users } from './accounts';
import { listings } from './listings';
import { importFormatEnum, importRowStatusEnum, importStatusEnum } from './enums';

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
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('import_rows_import_idx').on(t.importId, t.rowNumber)],
);
