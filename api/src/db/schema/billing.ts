import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { listings } from './listings';
import { currencyEnum, invoiceStatusEnum, promotionKindEnum, promotionStatusEnum } from './enums';

/**
 * Daily rates from the CBRT: how many TRY one unit of `code` costs
 * (ForexSelling / Unit). One row per currency per bulletin date; the newest
 * date per code is the current rate.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    code: currencyEnum('code').notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    rate: doublePrecision('rate').notNull(),
    source: text('source').notNull().default('cbrt'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.code, t.rateDate] })],
);

/** Paid services listed on the fees page. */
export const services = pgTable(
  'services',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull(),
    titleTr: text('title_tr').notNull(),
    titleEn: text('title_en').notNull(),
    titleRu: text('title_ru').notNull(),
    descriptionTr: text('description_tr').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionRu: text('description_ru').notNull().default(''),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: currencyEnum('currency').notNull().default('TRY'),
    /** Promotion length, when the service is time-bound. */
    durationDays: integer('duration_days'),
    /** Number of listings, for packages. */
    listingsQuota: integer('listings_quota'),
    /** What the service does to the listings it is ordered for; null: nothing to a listing. */
    promotion: promotionKindEnum('promotion'),
    active: boolean('active').notNull().default(true),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('services_code_uq').on(t.code)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    status: invoiceStatusEnum('status').notNull().default('unpaid'),
    currency: currencyEnum('currency').notNull().default('TRY'),
    /** Net amount, VAT and total (gross), in `currency` (TRY). */
    subtotal: numeric('subtotal', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    vatPercent: numeric('vat_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    vatAmount: numeric('vat_amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    total: numeric('total', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    /** The buyer's display currency and the total in it at the day's rate, for information only. */
    displayCurrency: currencyEnum('display_currency').notNull().default('TRY'),
    displayTotal: numeric('display_total', { precision: 12, scale: 2, mode: 'number' }),
    /** The CBRT bulletin date of the rate `display_total` was converted at (null: no rate, or TRY). */
    displayRateDate: date('display_rate_date', { mode: 'string' }),
    /** Seller and buyer as they were when the invoice was made (snapshots: later profile edits do not change it). */
    seller: jsonb('seller').$type<Record<string, string>>().notNull().default({}),
    buyer: jsonb('buyer').$type<Record<string, string>>().notNull().default({}),
    paymentProvider: text('payment_provider').notNull().default('bank_transfer'),
    paymentReference: text('payment_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoices_number_uq').on(t.number), index('invoices_user_idx').on(t.userId, t.createdAt.desc())],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull().default(1),
    /** Net unit price (VAT excluded). */
    unitPrice: numeric('unit_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The line's net amount, VAT rate and VAT; `amount` is the line's gross (net + VAT). */
    netAmount: numeric('net_amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    vatPercent: numeric('vat_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    vatAmount: numeric('vat_amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [index('invoice_items_invoice_idx').on(t.invoiceId)],
);

/** The last number given per year: incremented in the transaction that inserts the invoice (no gaps, no duplicates). */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** A paid service applied to one listing: pending until its invoice is paid, then active for `days`. */
export const listingPromotions = pgTable(
  'listing_promotions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    kind: promotionKindEnum('kind').notNull(),
    days: integer('days').notNull(),
    status: promotionStatusEnum('status').notNull().default('pending'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_promotions_active_idx').on(t.listingId).where(sql`status = 'active'`),
    index('listing_promotions_ends_idx').on(t.endsAt).where(sql`status = 'active'`),
    index('listing_promotions_invoice_idx').on(t.invoiceId),
  ],
);
