// The account message catalogue of every domain's errors (`accountMessage`) and the fields and error replies that
// several domains' schemas share (ids, `user_id`, pages). The account domain's own schemas are its contract module
// (contracts/account).
// Node-safe: the api validates with them (and documents them in /api/openapi.json); the front end takes the types.
// Validation messages are message keys (`realtyIdInvalid`), translated by the api's error handler into the
// request's language (`accountMessage`), so one schema serves tr, en and ru.
import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin-messages';
import { AUTH_MESSAGES, type AuthMessageKey } from './auth';
import { BILLING_MESSAGES, type BillingMessageKey } from './billing-messages';
import { CONTACT_MESSAGES, type ContactMessageKey } from './contact';
import { fillPlaceholders, messageLang } from './message-text';
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

export function isAccountMessageKey(value: string): value is AccountMessageKey {
  return value in AUTH_MESSAGES.en || value in ACCOUNT_MESSAGES.en || value in ADMIN_MESSAGES.en || value in BILLING_MESSAGES.en || value in CONTACT_MESSAGES.en || value in VALIDATION_MESSAGES.en;
}

/** A message key of the account routes in `lang`, `{name}` placeholders filled. */
export function accountMessage(key: AccountMessageKey, lang?: string, params: Record<string, string | number> = {}): string {
  const l = messageLang(lang);
  const table = { ...VALIDATION_MESSAGES[l], ...AUTH_MESSAGES[l], ...ACCOUNT_MESSAGES[l], ...ADMIN_MESSAGES[l], ...BILLING_MESSAGES[l], ...CONTACT_MESSAGES[l] } as Record<string, string>;
  return fillPlaceholders(table[key] ?? key, params);
}

// ---------------------------------------------------------------- fields

export const blankField = (v: unknown): unknown => (v === '' || v === null ? undefined : Array.isArray(v) ? v[v.length - 1] : v);

/** A positive whole id (digits or a number); `message` is the key used when it is not one. */
export const positiveIdField = (message: AccountMessageKey) =>
  z.preprocess(
    blankField,
    z.coerce
      .number({ error: message })
      .refine((n) => Number.isSafeInteger(n) && n >= 1 && n <= 2147483647, { error: message }),
  );

/** `user_id`, kept for compatibility (PRODUCT.md §7): optional, and when present it must be the caller's own id. */
export const userIdField = positiveIdField('userIdInvalid').optional().describe('Must be your own id (403 otherwise); may be omitted');

export const pageField = z.preprocess(blankField, z.coerce.number({ error: 'pageInvalid' }).int({ error: 'pageInvalid' }).min(1, { error: 'pageInvalid' }).max(10_000, { error: 'pageInvalid' }).default(1));
/** `meta` of a paged list (the shape of the catalogue's `listMetaSchema`). */
export const listMeta = (page: number, perPage: number, total: number) => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  total,
  per_page: perPage,
});
export const perPageField = z.preprocess(blankField, z.coerce.number({ error: 'pageInvalid' }).int({ error: 'pageInvalid' }).min(1, { error: 'pageInvalid' }).max(50, { error: 'pageInvalid' }).default(20));

export const messageReplySchema = z.object({ message: z.string() });
export const accountErrorSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() });

/** Standard error replies of a signed-in route. */
export const accountErrors = { 401: accountErrorSchema, 403: accountErrorSchema, 422: accountErrorSchema } as const;

// ---------------------------------------------------------------- shared by several domains

/** Who a user is: the fields of the signed-in user (GET /api/user) that the back office's user rows show too. */
export const userIdentityShape = {
  id: z.number().int(),
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
};

/**
 * The `{id}` path parameter of a route that takes one (agency, import, …): a positive id that fits the int4 id
 * columns (1..2^31-1), else 422 "The id is not valid." in the request's language, never a query that fails.
 */
export const idParamsSchema = z.object({ id: positiveIdField('idInvalid') });
/** The `{userId}` path parameter (a team member), with the same rule. */
export const userIdParamsSchema = z.object({ userId: positiveIdField('idInvalid') });

/** Titles of the filter's slugs in the reply language, for the summary (`filterSummary`). */
export const filterLabelsSchema = z.object({
  propertyType: z.string().optional(),
  region: z.string().optional(),
  city: z.string().optional(),
  districts: z.array(z.string()).optional(),
});
export type FilterLabels = z.infer<typeof filterLabelsSchema>;
