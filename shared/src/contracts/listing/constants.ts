// The listing form's limits, choices and tabs (PRODUCT.md §1, DECISIONS.md "Listings").
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
