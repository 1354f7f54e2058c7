// The add/edit listing form (PRODUCT.md §1, DECISIONS.md "Listings": five tabs) as one zod schema with its
// messages in tr, en and ru. Node-safe: the API validates "publish" and "save" with it (422 per field in the
// request's language) and mf-profile checks the same schema before sending, showing each problem at its field.
// Fields are flat (`title_tr`, `description_en`, …) so an error's first path segment is the form field.
import { z } from 'zod';
import { DEAL_TYPES, ROOMS } from '../catalog/constants';
import { CURRENCIES, pricesSchema } from './currency';
import { normalizePhone } from './auth';

type FormLang = 'tr' | 'en' | 'ru';
export const FORM_LANGS = ['tr', 'en', 'ru'] as const;

export const TITLE_MIN = 5;
export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 5000;
export const PHOTOS_MAX = 30;
export const PHOTO_BYTES_MAX = 20 * 1024 * 1024;
/** Accepted upload types (the picker's `accept` and the server's check of the decoded format). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif';
/** Heating kinds (codes; labels live in the front end's i18n). */
export const HEATING = ['none', 'central', 'combi', 'floor', 'air', 'stove'] as const;
export type Heating = (typeof HEATING)[number];
export const RENT_PERIODS = ['month', 'day'] as const;
export type RentPeriod = (typeof RENT_PERIODS)[number];
/** Feature codes a listing may carry (titles: api db/reference.ts LISTING_FEATURES and the profile i18n). */
export const FEATURE_CODES = [
  'pool',
  'sea_view',
  'parking',
  'elevator',
  'furnished',
  'security',
  'gym',
  'sauna',
  'garden',
  'balcony',
  'air_conditioning',
  'playground',
  'generator',
  'citizenship',
] as const;
export type FeatureCode = (typeof FEATURE_CODES)[number];
/** Property types without rooms, floors or bathrooms (the form hides those fields). */
export const TYPES_WITHOUT_ROOMS: readonly string[] = ['land', 'commercial'];
export const TYPES_WITHOUT_BUILDING: readonly string[] = ['land'];
/** Turkey's bounding box: a pin outside it is a typo. */
export const PIN_BOUNDS = { latMin: 35.5, latMax: 42.5, lngMin: 25.5, lngMax: 45 } as const;
/** EİDS authorisation numbers: digits, letters and dashes (the Ministry's format is not published). */
export const EIDS_NUMBER = /^[0-9A-Za-z-]{6,32}$/;
export const VIDEO_URL = /^https:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?v=|shorts\/|embed\/)|youtu\.be\/|vk\.com\/video|vkvideo\.ru\/video)[\w\-?=&%./]+$/;

/** The form's tab of each field (for the per-tab error count). */
export const FORM_TABS = ['location', 'parameters', 'description', 'photos', 'price'] as const;
export type FormTab = (typeof FORM_TABS)[number];

export const LISTING_FORM_MESSAGES = {
  en: {
    required: 'This field is required.',
    choose: 'Choose a value.',
    pinRequired: 'Set the map pin or type the coordinates.',
    pinOutside: 'The pin must be in Turkey.',
    number: 'Enter a whole number.',
    positive: 'Enter a number greater than zero.',
    tooBig: 'The number is too large.',
    netAboveGross: 'The net area cannot exceed the gross area.',
    floorAboveFloors: 'The floor cannot be above the number of floors.',
    year: 'Enter a year between 1900 and {year}.',
    titleRequired: 'Enter a title in at least one language.',
    titleLength: `The title must be ${TITLE_MIN} to ${TITLE_MAX} characters.`,
    descriptionMax: `The description may not be longer than ${DESCRIPTION_MAX} characters.`,
    titleWithoutText: 'Add a description for this language or clear its title.',
    video: 'Paste a YouTube or VK video link.',
    photosRequired: 'Add at least one photo.',
    photosMax: `A listing can have up to ${PHOTOS_MAX} photos.`,
    rentPeriod: 'Choose the rent period.',
    phoneInvalid: 'The phone number is not valid.',
    nameLength: 'Enter a name of 2 to 100 characters.',
    eidsRequired: 'Enter the EİDS authorisation number.',
    eidsInvalid: 'The EİDS number has 6 to 32 letters, digits or dashes.',
    deedInvalid: 'The title-deed number may not be longer than 64 characters.',
    textMax: 'The text is too long.',
    draftNotFound: 'Draft not found.',
    listingNotFound: 'Listing not found.',
    published: 'Your listing is published.',
    saved: 'Changes saved.',
    draftSaved: 'Draft saved.',
    draftDeleted: 'Draft deleted.',
    draftTooLarge: 'The draft is too large.',
    photoRequired: 'Choose a photo to upload.',
    photoInvalid: 'The photo must be a JPEG, PNG, WebP, AVIF or HEIC image.',
    photoTooLarge: 'The photo is too large (up to 20 MB and 50 megapixels).',
    photoDeleted: 'Photo deleted.',
    photoOrder: 'The photo order must list every photo once.',
    photoQueued: 'Photo received: it is being processed and appears in a moment.',
    photoUploadLost: 'The photo was lost before it could be processed. Please upload it again.',
    photoProcessingFailed: 'The photo could not be processed. Please upload it again.',
    placeUnknown: 'Choose the region, city and neighbourhood from the lists.',
    uploadMalformed: 'The upload could not be read. Please try again.',
    listingDeleted: 'Listing deleted.',
  },
  tr: {
    required: 'Bu alan zorunludur.',
    choose: 'Bir değer seçin.',
    pinRequired: 'Haritada konumu işaretleyin veya koordinatları yazın.',
    pinOutside: 'Konum Türkiye içinde olmalıdır.',
    number: 'Tam sayı girin.',
    positive: 'Sıfırdan büyük bir sayı girin.',
    tooBig: 'Sayı çok büyük.',
    netAboveGross: 'Net alan brüt alandan büyük olamaz.',
    floorAboveFloors: 'Bulunduğu kat, kat sayısından büyük olamaz.',
    year: '1900 ile {year} arasında bir yıl girin.',
    titleRequired: 'En az bir dilde başlık girin.',
    titleLength: `Başlık ${TITLE_MIN} ile ${TITLE_MAX} karakter arasında olmalıdır.`,
    descriptionMax: `Açıklama en fazla ${DESCRIPTION_MAX} karakter olabilir.`,
    titleWithoutText: 'Bu dil için açıklama ekleyin veya başlığı silin.',
    video: 'Bir YouTube veya VK video bağlantısı yapıştırın.',
    photosRequired: 'En az bir fotoğraf ekleyin.',
    photosMax: `Bir ilanda en fazla ${PHOTOS_MAX} fotoğraf olabilir.`,
    rentPeriod: 'Kiralama süresini seçin.',
    phoneInvalid: 'Telefon numarası geçerli değil.',
    nameLength: '2 ile 100 karakter arasında bir ad girin.',
    eidsRequired: 'EİDS yetki numarasını girin.',
    eidsInvalid: 'EİDS numarası 6 ile 32 arası harf, rakam veya tireden oluşur.',
    deedInvalid: 'Tapu numarası en fazla 64 karakter olabilir.',
    textMax: 'Metin çok uzun.',
    draftNotFound: 'Taslak bulunamadı.',
    listingNotFound: 'İlan bulunamadı.',
    published: 'İlanınız yayında.',
    saved: 'Değişiklikler kaydedildi.',
    draftSaved: 'Taslak kaydedildi.',
    draftDeleted: 'Taslak silindi.',
    draftTooLarge: 'Taslak çok büyük.',
    photoRequired: 'Yüklemek için bir fotoğraf seçin.',
    photoInvalid: 'Fotoğraf JPEG, PNG, WebP, AVIF veya HEIC olmalıdır.',
    photoTooLarge: 'Fotoğraf çok büyük (en fazla 20 MB ve 50 megapiksel).',
    photoDeleted: 'Fotoğraf silindi.',
    photoOrder: 'Fotoğraf sırası her fotoğrafı bir kez içermelidir.',
    photoQueued: 'Fotoğraf alındı: işleniyor ve birazdan görünecek.',
    photoUploadLost: 'Fotoğraf işlenemeden kayboldu. Lütfen yeniden yükleyin.',
    photoProcessingFailed: 'Fotoğraf işlenemedi. Lütfen yeniden yükleyin.',
    placeUnknown: 'İl, ilçe ve mahalleyi listelerden seçin.',
    uploadMalformed: 'Yükleme okunamadı. Lütfen tekrar deneyin.',
    listingDeleted: 'İlan silindi.',
  },
  ru: {
    required: 'Это поле обязательно.',
    choose: 'Выберите значение.',
    pinRequired: 'Поставьте метку на карте или введите координаты.',
    pinOutside: 'Метка должна быть в Турции.',
    number: 'Введите целое число.',
    positive: 'Введите число больше нуля.',
    tooBig: 'Слишком большое число.',
    netAboveGross: 'Жилая площадь не может быть больше общей.',
    floorAboveFloors: 'Этаж не может быть выше этажности.',
    year: 'Введите год от 1900 до {year}.',
    titleRequired: 'Введите заголовок хотя бы на одном языке.',
    titleLength: `Заголовок должен быть от ${TITLE_MIN} до ${TITLE_MAX} символов.`,
    descriptionMax: `Описание не может быть длиннее ${DESCRIPTION_MAX} символов.`,
    titleWithoutText: 'Добавьте описание на этом языке или удалите заголовок.',
    video: 'Вставьте ссылку на видео YouTube или VK.',
    photosRequired: 'Добавьте хотя бы одно фото.',
    photosMax: `В объявлении может быть не больше ${PHOTOS_MAX} фото.`,
    rentPeriod: 'Выберите срок аренды.',
    phoneInvalid: 'Неверный номер телефона.',
    nameLength: 'Введите имя от 2 до 100 символов.',
    eidsRequired: 'Введите номер разрешения EİDS.',
    eidsInvalid: 'Номер EİDS — от 6 до 32 букв, цифр или дефисов.',
    deedInvalid: 'Номер тапу не может быть длиннее 64 символов.',
    textMax: 'Текст слишком длинный.',
    draftNotFound: 'Черновик не найден.',
    listingNotFound: 'Объявление не найдено.',
    published: 'Объявление опубликовано.',
    saved: 'Изменения сохранены.',
    draftSaved: 'Черновик сохранён.',
    draftDeleted: 'Черновик удалён.',
    draftTooLarge: 'Черновик слишком большой.',
    photoRequired: 'Выберите фото для загрузки.',
    photoInvalid: 'Фото должно быть в формате JPEG, PNG, WebP, AVIF или HEIC.',
    photoTooLarge: 'Фото слишком большое (до 20 МБ и 50 мегапикселей).',
    photoDeleted: 'Фото удалено.',
    photoOrder: 'Порядок фото должен содержать каждое фото один раз.',
    photoQueued: 'Фото получено: оно обрабатывается и скоро появится.',
    photoUploadLost: 'Фото потерялось до обработки. Загрузите его ещё раз.',
    photoProcessingFailed: 'Не удалось обработать фото. Загрузите его ещё раз.',
    placeUnknown: 'Выберите регион, город и район из списков.',
    uploadMalformed: 'Не удалось прочитать загрузку. Попробуйте ещё раз.',
    listingDeleted: 'Объявление удалено.',
  },
} as const satisfies Record<FormLang, Record<string, string>>;
export type ListingFormMessageKey = keyof (typeof LISTING_FORM_MESSAGES)['en'];

const pickLang = (lang: string | undefined): FormLang => (lang === 'tr' || lang === 'ru' ? lang : 'en');
export function listingFormMessage(key: ListingFormMessageKey, lang?: string, params: Record<string, string | number> = {}): string {
  const text: string = LISTING_FORM_MESSAGES[pickLang(lang)][key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

const blank = (v: unknown): unknown => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : typeof v === 'string' ? v.trim() : v);
const toNumber = (v: unknown): unknown => {
  const b = blank(v);
  if (typeof b === 'string') {
    const n = Number(b.replace(',', '.').replace(/\s/g, ''));
    return Number.isFinite(n) ? n : b;
  }
  return b;
};
const toBool = (v: unknown): unknown => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' || v === '' ? false : v);

function build(lang: FormLang) {
  const m = (key: ListingFormMessageKey, params?: Record<string, string | number>) => listingFormMessage(key, lang, params);
  const thisYear = new Date().getUTCFullYear() + 5;
  const int = (max: number, min = 0) =>
    z.preprocess(
      toNumber,
      z
        .number({ error: m('number') })
        .int({ error: m('number') })
        .min(min, { error: min > 0 ? m('positive') : m('number') })
        .max(max, { error: m('tooBig') })
        .optional(),
    );
  const requiredInt = (max: number) =>
    z.preprocess(toNumber, z.number({ error: m('required') }).int({ error: m('number') }).min(1, { error: m('positive') }).max(max, { error: m('tooBig') }));
  const optText = (max: number, key: ListingFormMessageKey = 'textMax') => z.preprocess(blank, z.string({ error: m('textMax') }).max(max, { error: m(key) }).optional());
  const slugText = z.string({ error: m('choose') }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: m('choose') }).max(120);
  const slug = z.preprocess(blank, slugText);
  const coord = (min: number, max: number) =>
    z.preprocess(toNumber, z.number({ error: m('pinRequired') }).min(min, { error: m('pinOutside') }).max(max, { error: m('pinOutside') }));
  const title = z.preprocess(blank, z.string({ error: m('textMax') }).min(TITLE_MIN, { error: m('titleLength') }).max(TITLE_MAX, { error: m('titleLength') }).optional());
  const description = optText(DESCRIPTION_MAX, 'descriptionMax');

  const shape = {
    // 1 type and location
    deal_type: z.enum(DEAL_TYPES, { error: m('choose') }),
    property_type: slug,
    region: slug,
    city: slug,
    district: z.preprocess(blank, slugText.optional()),
    address: optText(300),
    lat: coord(PIN_BOUNDS.latMin, PIN_BOUNDS.latMax),
    lng: coord(PIN_BOUNDS.lngMin, PIN_BOUNDS.lngMax),
    // 2 parameters
    rooms: z.preprocess(blank, z.enum(ROOMS, { error: m('choose') }).optional()),
    area: requiredInt(1_000_000),
    area_net: int(1_000_000, 1),
    floor: int(200, -5),
    floors: int(200, 1),
    year_built: z.preprocess(
      toNumber,
      z
        .number({ error: m('year', { year: thisYear }) })
        .int({ error: m('year', { year: thisYear }) })
        .min(1900, { error: m('year', { year: thisYear }) })
        .max(thisYear, { error: m('year', { year: thisYear }) })
        .optional(),
    ),
    bathrooms: int(50),
    heating: z.preprocess(blank, z.enum(HEATING, { error: m('choose') }).optional()),
    furnished: z.preprocess(toBool, z.boolean().optional()),
    in_complex: z.preprocess(toBool, z.boolean().optional()),
    features: z.preprocess((v) => (v === undefined || v === null ? [] : v), z.array(z.enum(FEATURE_CODES, { error: m('choose') })).max(FEATURE_CODES.length)),
    distance_to_sea: int(1_000_000),
    // 3 description
    title_tr: title,
    title_en: title,
    title_ru: title,
    description_tr: description,
    description_en: description,
    description_ru: description,
    // 4 photos and video
    video_url: z.preprocess(blank, z.string({ error: m('video') }).max(300, { error: m('video') }).regex(VIDEO_URL, { error: m('video') }).optional()),
    // 5 price and contacts
    price: requiredInt(1e13),
    currency: z.enum(CURRENCIES, { error: m('choose') }),
    rent_period: z.preprocess(blank, z.enum(RENT_PERIODS, { error: m('rentPeriod') }).optional()),
    deposit: int(1e13),
    negotiable: z.preprocess(toBool, z.boolean().default(false)),
    contact_name: z.preprocess(blank, z.string({ error: m('nameLength') }).min(2, { error: m('nameLength') }).max(100, { error: m('nameLength') }).optional()),
    phone: z.preprocess(
      blank,
      z
        .string({ error: m('phoneInvalid') })
        .transform((value, ctx) => {
          const normalized = normalizePhone(value);
          if (!normalized) {
            ctx.addIssue({ code: 'custom', message: m('phoneInvalid') });
            return z.NEVER;
          }
          return normalized;
        })
        .optional(),
    ),
    eids_number: z.preprocess(blank, z.string({ error: m('eidsRequired') }).regex(EIDS_NUMBER, { error: m('eidsInvalid') })),
    title_deed_number: optText(64, 'deedInvalid'),
  };

  return z.object(shape).superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!FORM_LANGS.some((l) => v[`title_${l}`])) issue('title_tr', m('titleRequired'));
    for (const l of FORM_LANGS) if (v[`description_${l}`] && !v[`title_${l}`]) issue(`title_${l}`, m('titleRequired'));
    if (v.area_net !== undefined && v.area_net > v.area) issue('area_net', m('netAboveGross'));
    if (v.floor !== undefined && v.floors !== undefined && v.floor > v.floors) issue('floor', m('floorAboveFloors'));
    if (v.deal_type === 'rent' && !v.rent_period) issue('rent_period', m('rentPeriod'));
  });
}

const cache = new Map<FormLang, ReturnType<typeof build>>();
/** The listing form schema with messages in `lang`. */
export function listingFormSchema(lang?: string): ReturnType<typeof build> {
  const l = pickLang(lang);
  let schema = cache.get(l);
  if (!schema) cache.set(l, (schema = build(l)));
  return schema;
}
export type ListingFormValues = z.output<ReturnType<typeof build>>;
/** What the form holds while editing: every field as typed (strings), all optional. */
export type ListingFormDraft = Partial<Record<keyof ListingFormValues, unknown>>;

/** Which tab each field is on. */
export const FIELD_TAB: Record<keyof ListingFormValues | 'photos', FormTab> = {
  deal_type: 'location',
  property_type: 'location',
  region: 'location',
  city: 'location',
  district: 'location',
  address: 'location',
  lat: 'location',
  lng: 'location',
  rooms: 'parameters',
  area: 'parameters',
  area_net: 'parameters',
  floor: 'parameters',
  floors: 'parameters',
  year_built: 'parameters',
  bathrooms: 'parameters',
  heating: 'parameters',
  furnished: 'parameters',
  in_complex: 'parameters',
  features: 'parameters',
  distance_to_sea: 'parameters',
  title_tr: 'description',
  title_en: 'description',
  title_ru: 'description',
  description_tr: 'description',
  description_en: 'description',
  description_ru: 'description',
  video_url: 'photos',
  photos: 'photos',
  price: 'price',
  currency: 'price',
  rent_period: 'price',
  deposit: 'price',
  negotiable: 'price',
  contact_name: 'price',
  phone: 'price',
  eids_number: 'price',
  title_deed_number: 'price',
};

/** Field errors of a form value (`{}` when valid), in `lang`. `photoCount` adds the photo rule. */
export function checkListingForm(values: unknown, lang: string | undefined, photoCount?: number): Record<string, string[]> {
  const parsed = listingFormSchema(lang).safeParse(values ?? {});
  const out: Record<string, string[]> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.length ? String(issue.path[0]) : '_';
      (out[field] ??= []).push(issue.message);
    }
  }
  if (photoCount !== undefined) {
    if (photoCount < 1) out.photos = [listingFormMessage('photosRequired', lang)];
    else if (photoCount > PHOTOS_MAX) out.photos = [listingFormMessage('photosMax', lang)];
  }
  return out;
}

// ---------- API replies ----------

export const EIDS_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type EidsStatus = (typeof EIDS_STATUSES)[number];

export const editorPhotoSchema = z.object({
  /** Storage key; the photo's id in the photo endpoints. */
  id: z.string(),
  thumb: z.string(),
  card: z.string(),
  full: z.string(),
});
export type EditorPhoto = z.infer<typeof editorPhotoSchema>;

/** A large upload accepted and processed in the background (`processing`), or whose processing failed (`failed`). */
export const pendingPhotoSchema = z.object({
  /** `u<n>`: its id in the photo endpoints (delete). */
  id: z.string(),
  /** The uploaded file's name. */
  name: z.string(),
  status: z.enum(['processing', 'failed']),
  /** Why it failed, in the request's language (null while processing). */
  error: z.string().nullable(),
});
export type PendingPhoto = z.infer<typeof pendingPhotoSchema>;

/** The photos of a draft or listing: the processed ones in order (the first is the cover) and the pending ones. */
export const photoListSchema = z.object({ photos: z.array(editorPhotoSchema), pending: z.array(pendingPhotoSchema) });
export type PhotoList = z.infer<typeof photoListSchema>;

/** A draft or an existing listing as the form loads it. */
export const editorReplySchema = z.object({
  data: z.object({
    /** Draft id (a new listing's draft, or the draft of an edit). */
    draft_id: z.number().int().nullable(),
    listing_id: z.number().int().nullable(),
    status: z.string().nullable(),
    eids_status: z.enum(EIDS_STATUSES),
    values: z.record(z.string(), z.unknown()),
    photos: z.array(editorPhotoSchema),
    pending: z.array(pendingPhotoSchema),
    updated_at: z.string(),
  }),
});
export type EditorReply = z.infer<typeof editorReplySchema>;
export type EditorData = EditorReply['data'];

export const publishReplySchema = z.object({
  message: z.string(),
  data: z.object({ id: z.number().int(), url: z.string(), status: z.string(), eids_status: z.enum(EIDS_STATUSES) }),
});
export type PublishReply = z.infer<typeof publishReplySchema>;

export const priceHistoryEntrySchema = z.object({
  price: z.number(),
  currency: z.enum(CURRENCIES),
  /** The price converted with the current rates (whole units). */
  prices: pricesSchema,
  changed_at: z.string(),
});
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;
