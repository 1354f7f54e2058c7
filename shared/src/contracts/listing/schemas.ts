// The add/edit listing form (PRODUCT.md §1, DECISIONS.md "Listings": five tabs) as one zod schema with its
// messages in tr, en and ru. Node-safe: the API validates "publish" and "save" with it (422 per field in the
// request's language) and mf-profile checks the same schema before sending, showing each problem at its field.
// Fields are flat (`title_tr`, `description_en`, …) so an error's first path segment is the form field.
import { z } from 'zod';
import { DEAL_TYPES, ROOMS } from '../../catalog/constants';
import { CURRENCIES } from '../../schemas/currency';
import { normalizePhone } from '../../schemas/auth';
import { EIDS_STATUSES } from '../../schemas/catalog';
import { SLUG_PATTERN } from '../../schemas/query';
import { ENERGY_CLASSES } from '../decide/energy';
import { PROPERTY_NUMBER, SEISMIC_REPORTS, URBAN_TRANSFORMATION } from '../decide/building';
import { DESCRIPTION_MAX, EIDS_NUMBER, FEATURE_CODES, FORM_LANGS, HEATING, PHOTOS_MAX, PIN_BOUNDS, RENT_PERIODS, TITLE_MAX, TITLE_MIN, VIDEO_URL } from './constants';
import { listingFormMessage, pickLang, type FormLang, type ListingFormMessageKey } from './messages';

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
/** Yes / no / not stated: a blank stays unknown (the occupancy permit is a fact the owner may not state). */
const toMaybeBool = (v: unknown): unknown => (blank(v) === undefined ? undefined : toBool(blank(v)));
const today = (): string => new Date().toISOString().slice(0, 10);
/** A real calendar day `YYYY-MM-DD` (2026-02-30 is not one). */
const isDay = (v: string): boolean => {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(v) ? Date.parse(`${v}T00:00:00Z`) : NaN;
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === v;
};

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
  const slugText = z.string({ error: m('choose') }).regex(SLUG_PATTERN, { error: m('choose') }).max(120);
  const slug = z.preprocess(blank, slugText);
  const coord = (min: number, max: number) =>
    z.preprocess(toNumber, z.number({ error: m('pinRequired') }).min(min, { error: m('pinOutside') }).max(max, { error: m('pinOutside') }));
  const title = z.preprocess(blank, z.string({ error: m('textMax') }).min(TITLE_MIN, { error: m('titleLength') }).max(TITLE_MAX, { error: m('titleLength') }).optional());
  const description = optText(DESCRIPTION_MAX, 'descriptionMax');
  // A past day since 1900 (a permit or a report is never dated in the future).
  const pastDay = z.preprocess(
    blank,
    z
      .string({ error: m('dateInvalid') })
      .refine((v) => isDay(v) && v >= '1900-01-01' && v <= today(), { error: m('dateInvalid') })
      .optional(),
  );

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
    // building facts the owner states (issue 29): energy class, permits, seismic report, urban transformation
    energy_class: z.preprocess((v) => (typeof blank(v) === 'string' ? String(blank(v)).toUpperCase() : blank(v)), z.enum(ENERGY_CLASSES, { error: m('energyClass') }).optional()),
    building_permit_date: pastDay,
    occupancy_permit: z.preprocess(toMaybeBool, z.boolean({ error: m('choose') }).optional()),
    seismic_report: z.preprocess(blank, z.enum(SEISMIC_REPORTS, { error: m('choose') }).optional()),
    seismic_report_date: pastDay,
    urban_transformation: z.preprocess(blank, z.enum(URBAN_TRANSFORMATION, { error: m('choose') }).optional()),
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
    // the title-deed system's property number (taşınmaz numarası) the authorisation names; required for sale and rent
    property_number: z.preprocess(
      (v) => (typeof blank(v) === 'string' ? String(blank(v)).replace(/[\s.]/g, '') : blank(v)),
      z.string({ error: m('propertyNumberInvalid') }).regex(PROPERTY_NUMBER, { error: m('propertyNumberInvalid') }).optional(),
    ),
  };

  return z.object(shape).superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!FORM_LANGS.some((l) => v[`title_${l}`])) issue('title_tr', m('titleRequired'));
    for (const l of FORM_LANGS) if (v[`description_${l}`] && !v[`title_${l}`]) issue(`title_${l}`, m('titleRequired'));
    if (v.area_net !== undefined && v.area_net > v.area) issue('area_net', m('netAboveGross'));
    if (v.floor !== undefined && v.floors !== undefined && v.floor > v.floors) issue('floor', m('floorAboveFloors'));
    if (v.deal_type === 'rent' && !v.rent_period) issue('rent_period', m('rentPeriod'));
    // EİDS: a sale or rent listing names the property its authorisation covers (new projects are sold by the developer)
    if (v.deal_type !== 'newprojects' && !v.property_number) issue('property_number', m('propertyNumberRequired'));
    // a permit comes before the building is finished
    if (v.building_permit_date && v.year_built !== undefined && Number(v.building_permit_date.slice(0, 4)) > v.year_built) issue('building_permit_date', m('permitAfterBuilt'));
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
