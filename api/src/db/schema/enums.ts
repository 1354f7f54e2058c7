import { pgEnum } from 'drizzle-orm/pg-core';

/** Deal types of the catalogue (DECISIONS.md "Catalogue"). */
export const dealTypeEnum = pgEnum('deal_type', ['sale', 'rent', 'newprojects']);
/** `deleted` is a soft delete kept for invoices and statistics, never shown. */
export const listingStatusEnum = pgEnum('listing_status', ['active', 'hidden', 'deleted']);
export const userRoleEnum = pgEnum('user_role', ['user', 'admin']);
/** Moderation of a listing: new and changed ones are `pending` (still public); `rejected`/`hidden` take it off the site. */
export const moderationStatusEnum = pgEnum('moderation_status', ['pending', 'approved', 'rejected', 'hidden']);
export const orgTypeEnum = pgEnum('org_type', ['private', 'corporate']);
export const langEnum = pgEnum('lang', ['tr', 'en', 'ru']);
export const currencyEnum = pgEnum('currency_code', ['TRY', 'USD', 'EUR', 'RUB']);
/** `none` is "off"; `instant` goes out on the job's next run (every few minutes). */
export const savedSearchAlertEnum = pgEnum('saved_search_alert', ['none', 'instant', 'daily', 'weekly']);
export const postStatusEnum = pgEnum('post_status', ['draft', 'published']);
/** An invoice is `unpaid` until an administrator marks the transfer received (`paid`) or cancels it (kept, never deleted). */
export const invoiceStatusEnum = pgEnum('invoice_status', ['unpaid', 'paid', 'cancelled']);
/** What a paid service does to a listing: `premium` and `top` rank it in the promoted strip, `highlight` frames its card. */
export const promotionKindEnum = pgEnum('promotion_kind', ['premium', 'top', 'highlight']);
/** `pending` until its invoice is paid, `active` from then until `ends_at`, then `ended`; `cancelled` with its invoice. */
export const promotionStatusEnum = pgEnum('promotion_status', ['pending', 'active', 'ended', 'cancelled']);
export const importFormatEnum = pgEnum('import_format', ['yandex_xml', 'csv']);
export const importStatusEnum = pgEnum('import_status', ['pending', 'running', 'done', 'failed', 'cancelled']);
export const importRowStatusEnum = pgEnum('import_row_status', ['created', 'updated', 'skipped', 'error', 'unchanged', 'removed']);

export type DealType = (typeof dealTypeEnum.enumValues)[number];
export type ListingStatus = (typeof listingStatusEnum.enumValues)[number];
export type UserRole = (typeof userRoleEnum.enumValues)[number];
export type ModerationStatus = (typeof moderationStatusEnum.enumValues)[number];
export type OrgType = (typeof orgTypeEnum.enumValues)[number];
export type LangCode = (typeof langEnum.enumValues)[number];
export type CurrencyCode = (typeof currencyEnum.enumValues)[number];
