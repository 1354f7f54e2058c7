// Sign-up, sign-in and password reset: the account messages in tr, en and ru (AUTH_MESSAGES, also used by the
// other routes through `accountMessage`), the limits, the phone normaliser and the signed-in user's shape that
// several domains share. The request schemas of these routes are the account contract's (contracts/account).
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { fillPlaceholders, messageLang } from './message-text';

type AuthLang = 'tr' | 'en' | 'ru';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const AGENCY_NAME_MAX = 150;
export const ORG_TYPES = ['private', 'corporate'] as const;
export type OrgType = (typeof ORG_TYPES)[number];
export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'TR';

/** Every validation and account message, per language. Keys are stable (front ends may map them). */
export const AUTH_MESSAGES = {
  en: {
    invalid: 'The given data was invalid.',
    textInvalid: 'This field contains a character that is not allowed.',
    required: 'This field is required.',
    nameRequired: 'The name field is required.',
    nameMax: `The name may not be longer than ${NAME_MAX} characters.`,
    lastnameRequired: 'The last name field is required.',
    lastnameMax: `The last name may not be longer than ${NAME_MAX} characters.`,
    phoneRequired: 'The phone field is required.',
    phoneInvalid: 'The phone number is not valid.',
    emailRequired: 'The e-mail field is required.',
    emailInvalid: 'The e-mail must be a valid e-mail address.',
    emailTaken: 'This e-mail is already registered.',
    registerReceived: 'Thank you! If this address already has an account, we have e-mailed it how to sign in.',
    passwordRequired: 'The password field is required.',
    passwordMin: `The password must be at least ${PASSWORD_MIN} characters.`,
    passwordMax: `The password may not be longer than ${PASSWORD_MAX} characters.`,
    passwordCommon: 'This password is too common. Please choose another one.',
    passwordConfirmed: 'The password confirmation does not match.',
    currentPasswordRequired: 'Enter your current password.',
    currentPasswordWrong: 'The current password is incorrect.',
    orgTypeInvalid: 'Choose a private or a corporate account.',
    agencyNameRequired: 'Enter the name of your agency or company.',
    agencyNameMax: `The agency name may not be longer than ${AGENCY_NAME_MAX} characters.`,
    tokenRequired: 'The reset link is not valid.',
    tokenInvalid: 'This reset link is invalid or has expired. Please request a new one.',
    loginFailed: 'These credentials do not match our records.',
    accountBlocked: 'This account is blocked. Please contact support.',
    throttled: 'Too many sign-in attempts. Please try again in {seconds} seconds.',
    tooManyRequests: 'Too many requests. Please try again in {seconds} seconds.',
    resetSent: 'If an account exists for this e-mail, we have sent a link to reset the password.',
    resetDone: 'Your password has been changed. You can sign in now.',
    userIdInvalid: 'The user id is not valid.',
    exportFormatInvalid: 'Choose JSON or HTML.',
    searchNameMax: `The name may not be longer than ${NAME_MAX} characters.`,
    unauthenticated: 'Unauthenticated.',
    forbidden: 'This action is unauthorized.',
    csrfMismatch: 'CSRF token mismatch. Please reload the page and try again.',
    listingNotFound: 'Listing not found.',
    searchNotFound: 'Saved search not found.',
    favoriteAdded: 'Added to favorites.',
    favoriteRemoved: 'Removed from favorites.',
    searchSaved: 'Search saved.',
    searchRenamed: 'Search renamed.',
    searchDeleted: 'Search deleted.',
    searchesLimit: 'You can keep up to {max} saved searches. Delete one to save a new search.',
    searchDefaultName: 'My search',
    filterInvalid: 'The filter is not valid.',
    listingDeleted: 'Listing deleted.',
    listingHidden: 'Listing hidden.',
    listingShown: 'Listing is visible again.',
    listingRestored: 'Listing restored.',
    statusInvalid: 'The status must be active or hidden.',
    realtyIdInvalid: 'The listing id is not valid.',
    profileUpdated: 'Profile updated.',
    passwordChanged: 'Password changed.',
    photoUpdated: 'Photo updated.',
    photoDeleted: 'Photo removed.',
    photoRequired: 'Choose a photo to upload.',
    photoInvalid: 'The photo must be a JPEG, PNG, WebP, AVIF or HEIC image.',
    photoTooLarge: 'The photo is too large.',
    uploadMalformed: 'The upload could not be read. Please try again.',
    requestMalformed: 'The request could not be read.',
    routeNotFound: 'Not Found',
    addressInvalid: 'The address is not valid.',
    requestTooLarge: 'The request is too large.',
    mediaTypeUnsupported: 'This content type is not supported.',
    loggedOut: 'You have signed out.',
  },
  tr: {
    invalid: 'Gönderilen bilgiler geçersiz.',
    textInvalid: 'Bu alan izin verilmeyen bir karakter içeriyor.',
    required: 'Bu alan zorunludur.',
    nameRequired: 'Ad alanı zorunludur.',
    nameMax: `Ad en fazla ${NAME_MAX} karakter olabilir.`,
    lastnameRequired: 'Soyad alanı zorunludur.',
    lastnameMax: `Soyad en fazla ${NAME_MAX} karakter olabilir.`,
    phoneRequired: 'Telefon alanı zorunludur.',
    phoneInvalid: 'Telefon numarası geçerli değil.',
    emailRequired: 'E-posta alanı zorunludur.',
    emailInvalid: 'Geçerli bir e-posta adresi girin.',
    emailTaken: 'Bu e-posta adresi zaten kayıtlı.',
    registerReceived: 'Teşekkürler! Bu adresle zaten bir hesap varsa, nasıl oturum açılacağını bu adrese e-postayla gönderdik.',
    passwordRequired: 'Şifre alanı zorunludur.',
    passwordMin: `Şifre en az ${PASSWORD_MIN} karakter olmalıdır.`,
    passwordMax: `Şifre en fazla ${PASSWORD_MAX} karakter olabilir.`,
    passwordCommon: 'Bu şifre çok yaygın. Lütfen başka bir şifre seçin.',
    passwordConfirmed: 'Şifre onayı eşleşmiyor.',
    currentPasswordRequired: 'Mevcut şifrenizi girin.',
    currentPasswordWrong: 'Mevcut şifre yanlış.',
    orgTypeInvalid: 'Bireysel veya kurumsal hesap seçin.',
    agencyNameRequired: 'Ajansınızın veya şirketinizin adını girin.',
    agencyNameMax: `Ajans adı en fazla ${AGENCY_NAME_MAX} karakter olabilir.`,
    tokenRequired: 'Sıfırlama bağlantısı geçerli değil.',
    tokenInvalid: 'Bu sıfırlama bağlantısı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
    loginFailed: 'Bu bilgilerle eşleşen bir hesap bulunamadı.',
    accountBlocked: 'Bu hesap engellendi. Lütfen destek ile iletişime geçin.',
    throttled: 'Çok fazla giriş denemesi. Lütfen {seconds} saniye sonra tekrar deneyin.',
    tooManyRequests: 'Çok fazla istek. Lütfen {seconds} saniye sonra tekrar deneyin.',
    resetSent: 'Bu e-posta adresine ait bir hesap varsa, şifre sıfırlama bağlantısı gönderdik.',
    resetDone: 'Şifreniz değiştirildi. Şimdi giriş yapabilirsiniz.',
    userIdInvalid: 'Kullanıcı kimliği geçerli değil.',
    exportFormatInvalid: 'JSON veya HTML seçin.',
    searchNameMax: `Ad en fazla ${NAME_MAX} karakter olabilir.`,
    unauthenticated: 'Oturum açmanız gerekiyor.',
    forbidden: 'Bu işlem için yetkiniz yok.',
    csrfMismatch: 'Güvenlik anahtarı eşleşmiyor. Lütfen sayfayı yenileyip tekrar deneyin.',
    listingNotFound: 'İlan bulunamadı.',
    searchNotFound: 'Kayıtlı arama bulunamadı.',
    favoriteAdded: 'Favorilere eklendi.',
    favoriteRemoved: 'Favorilerden çıkarıldı.',
    searchSaved: 'Arama kaydedildi.',
    searchRenamed: 'Aramanın adı değiştirildi.',
    searchDeleted: 'Arama silindi.',
    searchesLimit: 'En fazla {max} kayıtlı arama tutabilirsiniz. Yeni bir arama kaydetmek için birini silin.',
    searchDefaultName: 'Aramam',
    filterInvalid: 'Filtre geçerli değil.',
    listingDeleted: 'İlan silindi.',
    listingHidden: 'İlan gizlendi.',
    listingShown: 'İlan yeniden yayında.',
    listingRestored: 'İlan geri yüklendi.',
    statusInvalid: 'Durum active veya hidden olmalıdır.',
    realtyIdInvalid: 'İlan numarası geçerli değil.',
    profileUpdated: 'Profil güncellendi.',
    passwordChanged: 'Şifre değiştirildi.',
    photoUpdated: 'Fotoğraf güncellendi.',
    photoDeleted: 'Fotoğraf kaldırıldı.',
    photoRequired: 'Yüklemek için bir fotoğraf seçin.',
    photoInvalid: 'Fotoğraf JPEG, PNG, WebP, AVIF veya HEIC olmalıdır.',
    photoTooLarge: 'Fotoğraf çok büyük.',
    uploadMalformed: 'Yükleme okunamadı. Lütfen tekrar deneyin.',
    requestMalformed: 'İstek okunamadı.',
    routeNotFound: 'Bulunamadı',
    addressInvalid: 'Adres geçerli değil.',
    requestTooLarge: 'İstek çok büyük.',
    mediaTypeUnsupported: 'Bu içerik türü desteklenmiyor.',
    loggedOut: 'Çıkış yaptınız.',
  },
  ru: {
    invalid: 'Переданы неверные данные.',
    textInvalid: 'Поле содержит недопустимый символ.',
    required: 'Это поле обязательно.',
    nameRequired: 'Укажите имя.',
    nameMax: `Имя не может быть длиннее ${NAME_MAX} символов.`,
    lastnameRequired: 'Укажите фамилию.',
    lastnameMax: `Фамилия не может быть длиннее ${NAME_MAX} символов.`,
    phoneRequired: 'Укажите телефон.',
    phoneInvalid: 'Неверный номер телефона.',
    emailRequired: 'Укажите e-mail.',
    emailInvalid: 'Укажите корректный адрес e-mail.',
    emailTaken: 'Этот e-mail уже зарегистрирован.',
    registerReceived: 'Спасибо! Если с этим адресом уже есть аккаунт, мы отправили на него письмо о том, как войти.',
    passwordRequired: 'Укажите пароль.',
    passwordMin: `Пароль должен содержать не менее ${PASSWORD_MIN} символов.`,
    passwordMax: `Пароль не может быть длиннее ${PASSWORD_MAX} символов.`,
    passwordCommon: 'Этот пароль слишком распространён. Выберите другой.',
    passwordConfirmed: 'Пароли не совпадают.',
    currentPasswordRequired: 'Введите текущий пароль.',
    currentPasswordWrong: 'Текущий пароль указан неверно.',
    orgTypeInvalid: 'Выберите частный или корпоративный аккаунт.',
    agencyNameRequired: 'Укажите название агентства или компании.',
    agencyNameMax: `Название агентства не может быть длиннее ${AGENCY_NAME_MAX} символов.`,
    tokenRequired: 'Ссылка для сброса недействительна.',
    tokenInvalid: 'Ссылка для сброса недействительна или устарела. Запросите новую.',
    loginFailed: 'Неверный e-mail или пароль.',
    accountBlocked: 'Этот аккаунт заблокирован. Обратитесь в поддержку.',
    throttled: 'Слишком много попыток входа. Повторите через {seconds} с.',
    tooManyRequests: 'Слишком много запросов. Повторите через {seconds} с.',
    resetSent: 'Если для этого e-mail есть аккаунт, мы отправили на него ссылку для сброса пароля.',
    resetDone: 'Пароль изменён. Теперь вы можете войти.',
    userIdInvalid: 'Неверный идентификатор пользователя.',
    exportFormatInvalid: 'Выберите JSON или HTML.',
    searchNameMax: `Название не может быть длиннее ${NAME_MAX} символов.`,
    unauthenticated: 'Требуется вход в аккаунт.',
    forbidden: 'Это действие запрещено.',
    csrfMismatch: 'Неверный CSRF-токен. Обновите страницу и попробуйте снова.',
    listingNotFound: 'Объявление не найдено.',
    searchNotFound: 'Сохранённый поиск не найден.',
    favoriteAdded: 'Добавлено в избранное.',
    favoriteRemoved: 'Удалено из избранного.',
    searchSaved: 'Поиск сохранён.',
    searchRenamed: 'Поиск переименован.',
    searchDeleted: 'Поиск удалён.',
    searchesLimit: 'Можно хранить не более {max} сохранённых поисков. Удалите один, чтобы сохранить новый.',
    searchDefaultName: 'Мой поиск',
    filterInvalid: 'Неверный фильтр.',
    listingDeleted: 'Объявление удалено.',
    listingHidden: 'Объявление скрыто.',
    listingShown: 'Объявление снова опубликовано.',
    listingRestored: 'Объявление восстановлено.',
    statusInvalid: 'Статус должен быть active или hidden.',
    realtyIdInvalid: 'Неверный номер объявления.',
    profileUpdated: 'Профиль обновлён.',
    passwordChanged: 'Пароль изменён.',
    photoUpdated: 'Фото обновлено.',
    photoDeleted: 'Фото удалено.',
    photoRequired: 'Выберите фото для загрузки.',
    photoInvalid: 'Фото должно быть в формате JPEG, PNG, WebP, AVIF или HEIC.',
    photoTooLarge: 'Фото слишком большое.',
    uploadMalformed: 'Не удалось прочитать загрузку. Попробуйте ещё раз.',
    requestMalformed: 'Не удалось прочитать запрос.',
    routeNotFound: 'Не найдено',
    addressInvalid: 'Недопустимый адрес.',
    requestTooLarge: 'Запрос слишком большой.',
    mediaTypeUnsupported: 'Этот тип содержимого не поддерживается.',
    loggedOut: 'Вы вышли из аккаунта.',
  },
} as const satisfies Record<AuthLang, Record<string, string>>;

export type AuthMessageKey = keyof (typeof AUTH_MESSAGES)['en'];

/** The message `key` in `lang` (unknown languages fall back to en), with `{name}` placeholders filled. */
export function authMessage(key: AuthMessageKey, lang?: string, params: Record<string, string | number> = {}): string {
  return fillPlaceholders(AUTH_MESSAGES[messageLang(lang)][key], params);
}

/**
 * Normalise a phone number to E.164 (`+905321234567`). Accepts national (`0532 123 45 67`),
 * international (`+90 532 …`, `0090…`) and digits-only input; the default country is Turkey.
 * Returns null when the number is not a valid phone number.
 */
export function normalizePhone(input: string, defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY): string | null {
  let value = input.trim();
  if (!value || value.length > 40) return null;
  if (value.startsWith('00')) value = `+${value.slice(2)}`;
  const parsed = parsePhoneNumberFromString(value, defaultCountry);
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}


/** The signed-in user as `GET /api/user` returns it under `data` (assignable to the front end's AuthUser). */
export interface AccountUser {
  id: number;
  name: string;
  lastname: string;
  email: string;
  phone: string | null;
  photo: string | null;
  /** WebP variants of the photo by size name (`64`, `256`, `512`), or null. */
  photos: Record<string, string> | null;
  org_type: OrgType;
  /** `admin` sees the back office (admin/*). */
  role: UserRole;
  initials: string;
  created_at: string;
}

/** Initials as PRODUCT.md §3 says: first letters of name and last name, or 'NN' without a user. */
export function userInitials(user: { name?: string | null; lastname?: string | null } | null | undefined): string {
  const first = user?.name?.trim().charAt(0) ?? '';
  const last = user?.lastname?.trim().charAt(0) ?? '';
  if (!first) return 'NN';
  return (first + last).toUpperCase();
}
