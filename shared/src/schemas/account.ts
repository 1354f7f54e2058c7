// The signed-in user's API (favorites, saved searches, own listings, dashboard): request and reply schemas.
// Node-safe: the api validates with them (and documents them in /api/openapi.json); the front end takes the types.
// Validation messages are message keys (`realtyIdInvalid`), translated by the api's error handler into the
// request's language (`accountMessage`), so one schema serves tr, en and ru.
import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin-messages';
import { AUTH_MESSAGES, NAME_MAX, type AuthMessageKey } from './auth';
import { listingCardSchema, listMetaSchema } from './catalog';
import { BILLING_MESSAGES, type BillingMessageKey } from './billing-messages';
import { CONTACT_MESSAGES, type ContactMessageKey } from './contact';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from './validation-messages';

type Lang3 = 'tr' | 'en' | 'ru';

/** Messages of the account routes beyond the sign-in ones (AUTH_MESSAGES). */
export const ACCOUNT_MESSAGES = {
  en: {
    alertInvalid: 'The alert must be instant, daily, weekly or off.',
    sortInvalid: 'The sort must be added, price_asc or price_desc.',
    pageInvalid: 'The page must be a positive whole number.',
    idInvalid: 'The id is not valid.',
    searchNameRequired: 'The name field is required.',
    urlInvalid: 'The address must be a page of this site.',
    alertUpdated: 'Alert updated.',
    searchSeen: 'Search opened.',
    unsubscribeInvalid: 'This unsubscribe link is not valid.',
    unsubscribed: 'You will no longer receive these alerts.',
    unsubscribeManage: 'Manage your saved searches',
    emailChangeSent: 'We sent a confirmation link to {email}. Your e-mail changes when you open it.',
    emailSame: 'This is already your e-mail address.',
    emailChangeInvalid: 'This confirmation link is invalid or has expired. Request a new one from your profile.',
    emailChanged: 'Your e-mail address is now {email}.',
    emailChangeCancelled: 'The e-mail change was cancelled.',
    emailChangeNone: 'There is no e-mail change waiting for confirmation.',
    accountDeleted: 'Your account has been deleted.',
  },
  tr: {
    alertInvalid: 'Bildirim anında, günlük, haftalık veya kapalı olmalıdır.',
    sortInvalid: 'Sıralama added, price_asc veya price_desc olmalıdır.',
    pageInvalid: 'Sayfa pozitif bir tam sayı olmalıdır.',
    idInvalid: 'Kimlik geçerli değil.',
    searchNameRequired: 'Ad alanı zorunludur.',
    urlInvalid: 'Adres bu sitenin bir sayfası olmalıdır.',
    alertUpdated: 'Bildirim güncellendi.',
    searchSeen: 'Arama açıldı.',
    unsubscribeInvalid: 'Bu abonelikten çıkma bağlantısı geçerli değil.',
    unsubscribed: 'Bu bildirimleri artık almayacaksınız.',
    unsubscribeManage: 'Kayıtlı aramalarınızı yönetin',
    emailChangeSent: '{email} adresine bir onay bağlantısı gönderdik. E-postanız bağlantıyı açtığınızda değişir.',
    emailSame: 'Bu zaten e-posta adresiniz.',
    emailChangeInvalid: 'Bu onay bağlantısı geçersiz veya süresi dolmuş. Profilinizden yenisini isteyin.',
    emailChanged: 'E-posta adresiniz artık {email}.',
    emailChangeCancelled: 'E-posta değişikliği iptal edildi.',
    emailChangeNone: 'Onay bekleyen bir e-posta değişikliği yok.',
    accountDeleted: 'Hesabınız silindi.',
  },
  ru: {
    alertInvalid: 'Уведомления: сразу, ежедневно, еженедельно или выключены.',
    sortInvalid: 'Сортировка: added, price_asc или price_desc.',
    pageInvalid: 'Страница должна быть целым положительным числом.',
    idInvalid: 'Неверный идентификатор.',
    searchNameRequired: 'Укажите название.',
    urlInvalid: 'Адрес должен быть страницей этого сайта.',
    alertUpdated: 'Уведомления обновлены.',
    searchSeen: 'Поиск открыт.',
    unsubscribeInvalid: 'Ссылка для отписки недействительна.',
    unsubscribed: 'Вы больше не будете получать эти уведомления.',
    unsubscribeManage: 'Управлять сохранёнными поисками',
    emailChangeSent: 'Мы отправили ссылку для подтверждения на {email}. Адрес изменится, когда вы её откроете.',
    emailSame: 'Это уже ваш адрес электронной почты.',
    emailChangeInvalid: 'Ссылка для подтверждения недействительна или устарела. Запросите новую в профиле.',
    emailChanged: 'Ваш адрес электронной почты теперь {email}.',
    emailChangeCancelled: 'Смена адреса отменена.',
    emailChangeNone: 'Нет смены адреса, ожидающей подтверждения.',
    accountDeleted: 'Ваш аккаунт удалён.',
  },
} as const satisfies Record<Lang3, Record<string, string>>;

export type AccountMessageKey = AuthMessageKey | keyof (typeof ACCOUNT_MESSAGES)['en'] | keyof (typeof ADMIN_MESSAGES)['en'] | BillingMessageKey | ContactMessageKey | ValidationMessageKey;

const pick = (lang: string | undefined): Lang3 => (lang === 'tr' || lang === 'ru' ? lang : 'en');

export function isAccountMessageKey(value: string): value is AccountMessageKey {
  return value in AUTH_MESSAGES.en || value in ACCOUNT_MESSAGES.en || value in ADMIN_MESSAGES.en || value in BILLING_MESSAGES.en || value in CONTACT_MESSAGES.en || value in VALIDATION_MESSAGES.en;
}

/** A message key of the account routes in `lang`, `{name}` placeholders filled. */
export function accountMessage(key: AccountMessageKey, lang?: string, params: Record<string, string | number> = {}): string {
  const l = pick(lang);
  const table = { ...VALIDATION_MESSAGES[l], ...AUTH_MESSAGES[l], ...ACCOUNT_MESSAGES[l], ...ADMIN_MESSAGES[l], ...BILLING_MESSAGES[l], ...CONTACT_MESSAGES[l] } as Record<string, string>;
  const text = table[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

// ---------------------------------------------------------------- fields

const blank = (v: unknown): unknown => (v === '' || v === null ? undefined : Array.isArray(v) ? v[v.length - 1] : v);

/** A positive whole id (digits or a number); `message` is the key used when it is not one. */
export const positiveIdField = (message: AccountMessageKey) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: message })
      .refine((n) => Number.isSafeInteger(n) && n >= 1 && n <= 2147483647, { error: message }),
  );

/** `user_id`, kept for compatibility (PRODUCT.md §7): optional, and when present it must be the caller's own id. */
export const userIdField = positiveIdField('userIdInvalid').optional().describe('Must be your own id (403 otherwise); may be omitted');

const pageField = z.preprocess(blank, z.coerce.number({ error: 'pageInvalid' }).int({ error: 'pageInvalid' }).min(1, { error: 'pageInvalid' }).max(10_000, { error: 'pageInvalid' }).default(1));
const perPageField = z.preprocess(blank, z.coerce.number({ error: 'pageInvalid' }).int({ error: 'pageInvalid' }).min(1, { error: 'pageInvalid' }).max(50, { error: 'pageInvalid' }).default(20));

export const messageReplySchema = z.object({ message: z.string() });
export const accountErrorSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() });

/** Standard error replies of a signed-in route. */
export const accountErrors = { 401: accountErrorSchema, 403: accountErrorSchema, 422: accountErrorSchema } as const;

// ---------------------------------------------------------------- favorites

export const FAVORITE_SORTS = ['added', 'price_asc', 'price_desc'] as const;
export type FavoriteSort = (typeof FAVORITE_SORTS)[number];

export const userIdQuerySchema = z.object({ user_id: userIdField });
export const favoriteBodySchema = z.object({ user_id: userIdField, realty_id: positiveIdField('realtyIdInvalid') });
export const favoriteIdsReplySchema = z.object({ data: z.array(z.number().int()) });
export const favoriteChangeReplySchema = z.object({
  message: z.string(),
  data: z.object({ realty_id: z.number().int(), is_favorite: z.boolean() }),
});

export const favoriteListQuerySchema = z.object({
  user_id: userIdField,
  page: pageField,
  per_page: perPageField,
  sort: z.preprocess(blank, z.enum(FAVORITE_SORTS, { error: 'sortInvalid' }).default('added')),
});

/** Why a favourite can no longer be visited: hidden by its owner, or removed (sold). */
export const favoriteAvailabilitySchema = z.enum(['active', 'hidden', 'removed']);
export type FavoriteAvailability = z.infer<typeof favoriteAvailabilitySchema>;

export const favoriteCardSchema = listingCardSchema.extend({
  is_favorite: z.literal(true),
  availability: favoriteAvailabilitySchema,
  favorited_at: z.string(),
});
export type FavoriteCard = z.infer<typeof favoriteCardSchema>;
export const favoriteListReplySchema = z.object({ data: z.array(favoriteCardSchema), meta: listMetaSchema });

// ---------------------------------------------------------------- saved searches

/** Alert frequency of a saved search; `none` is "off". */
export const SAVED_SEARCH_ALERTS = ['none', 'instant', 'daily', 'weekly'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];
const alertField = z.enum(SAVED_SEARCH_ALERTS, { error: 'alertInvalid' });

const filterScalar = z.union([z.string().max(200, { error: 'filterInvalid' }), z.number().finite(), z.boolean(), z.null()], { error: 'filterInvalid' });
/** A catalogue filter as saved: plain values or lists of plain values (unknown fields are dropped by the service). */
export const savedFilterSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : undefined),
  z.record(z.string().max(40), z.union([filterScalar, z.array(filterScalar).max(100, { error: 'filterInvalid' })], { error: 'filterInvalid' }), {
    error: 'filterInvalid',
  }),
);

/** A site path (`/en/real-estate/sale?...`), never another origin. */
export const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 2000 && /^\/(?![/\\])\S*$/.test(value);

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const nameField = z.preprocess(trimmed, z.string({ error: 'searchNameRequired' }).min(1, { error: 'searchNameRequired' }).max(NAME_MAX, { error: 'searchNameMax' }));

export const saveSearchBodySchema = z.object({
  user_id: userIdField,
  filter: savedFilterSchema,
  name: z.preprocess((v) => (v === null || (typeof v === 'string' && !v.trim()) ? undefined : v), nameField.optional()),
  url: z.preprocess((v) => (v === null || v === '' ? undefined : v), z.string({ error: 'urlInvalid' }).refine(isSitePath, { error: 'urlInvalid' }).optional()),
  alert: z.preprocess(blank, alertField.default('none')),
});

export const searchIdParamsSchema = z.object({ id: positiveIdField('searchNotFound') });

/**
 * The `{id}` path parameter of a route that takes one (agency, import, …): a positive id that fits the int4 id
 * columns (1..2^31-1), else 422 "The id is not valid." in the request's language, never a query that fails.
 */
export const idParamsSchema = z.object({ id: positiveIdField('idInvalid') });
/** The `{userId}` path parameter (a team member), with the same rule. */
export const userIdParamsSchema = z.object({ userId: positiveIdField('idInvalid') });
export const updateSearchBodySchema = z.object({ user_id: userIdField, name: nameField.optional(), alert: alertField.optional() });

/** Titles of the filter's slugs in the reply language, for the summary (`filterSummary`). */
export const filterLabelsSchema = z.object({
  propertyType: z.string().optional(),
  region: z.string().optional(),
  city: z.string().optional(),
  districts: z.array(z.string()).optional(),
});
export type FilterLabels = z.infer<typeof filterLabelsSchema>;

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filter: z.record(z.string(), z.unknown()),
  url: z.string().nullable(),
  alert: alertField,
  created_at: z.string(),
  /** Titles for the human summary, in the reply language. */
  labels: filterLabelsSchema,
  /** Matching listings published since the user last opened the search. */
  new_count: z.number().int(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchListReplySchema = z.object({ data: z.array(savedSearchSchema) });
export const savedSearchReplySchema = z.object({ message: z.string(), data: savedSearchSchema });
export const deletedReplySchema = z.object({ message: z.string(), data: z.object({ id: z.number().int() }) });

export const unsubscribeQuerySchema = z.object({
  kind: z.enum(['search', 'favorites'], { error: 'unsubscribeInvalid' }),
  id: positiveIdField('unsubscribeInvalid'),
  sig: z.string({ error: 'unsubscribeInvalid' }).regex(/^[A-Za-z0-9_-]{16,128}$/, { error: 'unsubscribeInvalid' }),
});

// ---------------------------------------------------------------- own listings

export const OWN_LISTING_STATUSES = ['active', 'hidden'] as const;
export type OwnListingStatus = (typeof OWN_LISTING_STATUSES)[number];
const statusField = z.enum(OWN_LISTING_STATUSES, { error: 'statusInvalid' });

export const ownListQuerySchema = z.object({
  user_id: userIdField,
  status: z.preprocess(blank, statusField.optional()),
  page: pageField,
  per_page: perPageField,
});
export const ownStatusBodySchema = z.object({ user_id: userIdField, realty_id: positiveIdField('realtyIdInvalid'), status: statusField });
export const ownDeleteQuerySchema = z.object({ user_id: userIdField, realty_id: positiveIdField('realtyIdInvalid') });

/** Totals of the last 30 days. */
export const listingStatsTotalsSchema = z.object({
  views: z.number().int(),
  phone_reveals: z.number().int(),
  favorites: z.number().int(),
  messages: z.number().int(),
});
export type ListingStatsTotals = z.infer<typeof listingStatsTotalsSchema>;

export const ownListingCardSchema = listingCardSchema.extend({
  status: statusField,
  phone_reveals: z.number().int(),
  stats: listingStatsTotalsSchema,
});
export type OwnListingCard = z.infer<typeof ownListingCardSchema>;
export const ownListReplySchema = z.object({
  data: z.array(ownListingCardSchema),
  meta: listMetaSchema.extend({ counts: z.object({ active: z.number().int(), hidden: z.number().int() }) }),
});
export const ownStatusReplySchema = z.object({ message: z.string(), data: z.object({ id: z.number().int(), status: statusField }) });

/** GET /api/user/list/deleted: listings deleted in the last 30 days that the user may restore. */
export const deletedListQuerySchema = z.object({ page: pageField, per_page: perPageField });
export const deletedListingSchema = z.object({
  card: listingCardSchema,
  deleted_at: z.string(),
  /** After this moment the listing cannot be restored. */
  restore_until: z.string(),
  /** The author's name when it is not the caller (an agency owner sees the team's deleted listings). */
  author: z.string().nullable(),
});
export type DeletedListing = z.infer<typeof deletedListingSchema>;
export const deletedListReplySchema = z.object({ data: z.array(deletedListingSchema), meta: listMetaSchema });
export const restoreParamsSchema = z.object({ id: positiveIdField('listingNotFound') });
export const restoreReplySchema = z.object({ message: z.string(), data: z.object({ id: z.number().int(), status: statusField }) });

export const listingStatsParamsSchema = z.object({ id: positiveIdField('listingNotFound') });
export const listingStatsDaySchema = listingStatsTotalsSchema.extend({ day: z.string() });
export const listingStatsReplySchema = z.object({
  data: z.object({ id: z.number().int(), days: z.array(listingStatsDaySchema), totals: listingStatsTotalsSchema }),
});
export type ListingStats = z.infer<typeof listingStatsReplySchema>['data'];

// ---------------------------------------------------------------- dashboard

export const accountSummarySchema = z.object({
  active: z.number().int(),
  hidden: z.number().int(),
  favorites: z.number().int(),
  searches: z.number().int(),
  /** Listings e-mailed by alerts since the user last opened those searches. */
  unread_alerts: z.number().int(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;
export const accountSummaryReplySchema = z.object({ data: accountSummarySchema });
