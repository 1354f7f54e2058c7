import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeFk, fk, identityId, money, sortOrder, timestamptz, timestamptzNow, titles, vatPercent } from './columns';
import { userOwnedRow } from './accounts';
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
    fetchedAt: timestamptzNow('fetched_at'),
  },
  (t) => [primaryKey({ columns: [t.code, t.rateDate] })],
);

/** Paid services listed on the fees page. */
export const services = pgTable(
  'services',
  {
    id: identityId(),
    code: text('code').notNull(),
    ...titles(),
    descriptionTr: text('description_tr').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionRu: text('description_ru').notNull().default(''),
    price: money('price').notNull(),
    currency: currencyEnum('currency').notNull().default('TRY'),
    /** Promotion length, when the service is time-bound. */
    durationDays: integer('duration_days'),
    /** Number of listings, for packages. */
    listingsQuota: integer('listings_quota'),
    /** What the service does to the listings it is ordered for; null: nothing to a listing. */
    promotion: promotionKindEnum('promotion'),
    active: boolean('active').notNull().default(true),
    sort: sortOrder(),
  },
  (t) => [uniqueIndex('services_code_uq').on(t.code)],
);

export const invoices = pgTable(
  'invoices',
  {
    ...userOwnedRow(),
    number: text('number').notNull(),
    status: invoiceStatusEnum('status').notNull().default('unpaid'),
    currency: currencyEnum('currency').notNull().default('TRY'),
    /** Net amount, VAT and total (gross), in `currency` (TRY). */
    subtotal: money('subtotal').notNull().default(0),
    vatPercent: vatPercent(),
    vatAmount: money('vat_amount').notNull().default(0),
    total: money('total').notNull().default(0),
    /** The buyer's display currency and the total in it at the day's rate, for information only. */
    displayCurrency: currencyEnum('display_currency').notNull().default('TRY'),
    displayTotal: money('display_total'),
    /** The CBRT bulletin date of the rate `display_total` was converted at (null: no rate, or TRY). */
    displayRateDate: date('display_rate_date', { mode: 'string' }),
    /** Seller and buyer as they were when the invoice was made (snapshots: later profile edits do not change it). */
    seller: jsonb('seller').$type<Record<string, string>>().notNull().default({}),
    buyer: jsonb('buyer').$type<Record<string, string>>().notNull().default({}),
    paymentProvider: text('payment_provider').notNull().default('bank_transfer'),
    paymentReference: text('payment_reference'),
    paidAt: timestamptz('paid_at'),
    cancelledAt: timestamptz('cancelled_at'),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [uniqueIndex('invoices_number_uq').on(t.number), index('invoices_user_idx').on(t.userId, t.createdAt.desc())],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: identityId(),
    invoiceId: cascadeFk('invoice_id', () => invoices.id),
    serviceId: fk('service_id', () => services.id, 'set null'),
    listingId: fk('listing_id', () => listings.id, 'set null'),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull().default(1),
    /** Net unit price (VAT excluded). */
    unitPrice: money('unit_price').notNull(),
    /** The line's net amount, VAT rate and VAT; `amount` is the line's gross (net + VAT). */
    netAmount: money('net_amount').notNull().default(0),
    vatPercent: vatPercent(),
    vatAmount: money('vat_amount').notNull().default(0),
    amount: money('amount').notNull(),
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
    id: identityId(),
    listingId: cascadeFk('listing_id', () => listings.id),
    invoiceId: cascadeFk('invoice_id', () => invoices.id),
    kind: promotionKindEnum('kind').notNull(),
    days: integer('days').notNull(),
    status: promotionStatusEnum('status').notNull().default('pending'),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [
    index('listing_promotions_active_idx').on(t.listingId).where(sql`status = 'active'`),
    index('listing_promotions_ends_idx').on(t.endsAt).where(sql`status = 'active'`),
    index('listing_promotions_invoice_idx').on(t.invoiceId),
  ],
);
