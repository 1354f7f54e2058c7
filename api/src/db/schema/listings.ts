import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadeFk, counter, fk, identityId, reportColumns, textArray, timestamps, timestamptz, timestamptzNow } from './columns';
import { agencies, userOwnedRow, users } from './accounts';
import { propertyTypes } from './catalog';
import { cities, districts, regions } from './places';
import type { EnergyClass, SeismicReport, UrbanTransformation } from '@realty/shared/contracts/decide';
import { currencyEnum, dealTypeEnum, langEnum, listingStatusEnum, moderationStatusEnum } from './enums';

/** EİDS authorisation verification states (DECISIONS.md "Listings"; plugins/app/listing/eids.ts). */
export const EIDS_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type EidsStatus = (typeof EIDS_STATUSES)[number];

/** PostgreSQL `tsvector` (read back as its text form; written only by the database). */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

const active = sql`status = 'active'`;

/**
 * Listings. Prices are whole currency units; `price_try` is the price
 * normalised to TRY with the current rates (kept up to date by the currency
 * job) and is what filters and sorting compare.
 * Indexes: every catalogue query shape (PRODUCT.md §2/§3 filters: deal type,
 * property type, region, city, districts, rooms, price, area, date) is served by
 * a partial B-tree index over active listings; see docs/PERFORMANCE.md.
 */
export const listings = pgTable(
  'listings',
  {
    id: identityId(),
    dealType: dealTypeEnum('deal_type').notNull(),
    propertyTypeId: fk('property_type_id', () => propertyTypes.id).notNull(),
    status: listingStatusEnum('status').notNull().default('active'),
    userId: cascadeFk('user_id', () => users.id),
    agencyId: fk('agency_id', () => agencies.id, 'set null'),
    regionId: fk('region_id', () => regions.id).notNull(),
    cityId: fk('city_id', () => cities.id).notNull(),
    districtId: integer('district_id').references(() => districts.id),
    address: text('address'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    price: bigint('price', { mode: 'number' }).notNull(),
    currency: currencyEnum('currency').notNull().default('TRY'),
    priceTry: bigint('price_try', { mode: 'number' }).notNull(),
    /** m², gross (brüt). */
    area: integer('area'),
    /** m², net. */
    areaNet: integer('area_net'),
    /** Heating code (shared/src/contracts/listing/constants.ts HEATING). */
    heating: text('heating'),
    furnished: boolean('furnished'),
    inComplex: boolean('in_complex'),
    /** '1+0' … '6+' (room_options.code); null for land and commercial. */
    rooms: text('rooms'),
    floor: smallint('floor'),
    floors: smallint('floors'),
    yearBuilt: smallint('year_built'),
    /** Building facts the owner states (issue 29; shared/src/contracts/decide/building.ts): none is verified by the site. */
    /** Energy performance class A-G (it moves the mortgage's loan-to-value). */
    energyClass: text('energy_class').$type<EnergyClass>(),
    /** The building permit's date: it decides the seismic code over the year built. */
    buildingPermitDate: date('building_permit_date', { mode: 'string' }),
    /** Occupancy permit (iskan): true, false, or null when not stated. */
    occupancyPermit: boolean('occupancy_permit'),
    /** Seismic assessment report: 'none' | 'yes' (with its date), null when not stated. */
    seismicReport: text('seismic_report').$type<SeismicReport>(),
    seismicReportDate: date('seismic_report_date', { mode: 'string' }),
    /** Urban transformation (law 6306): 'none' | 'planned' | 'in_progress' | 'done'. */
    urbanTransformation: text('urban_transformation').$type<UrbanTransformation>(),
    bathrooms: smallint('bathrooms'),
    /** Feature codes (see db/reference.ts LISTING_FEATURES). */
    features: textArray('features'),
    /** Metres to the sea. */
    distanceToSea: integer('distance_to_sea'),
    phone: text('phone'),
    /** Contact name shown on the listing (the owner's name when null). */
    contactName: text('contact_name'),
    /** Rent: 'month' | 'day' (null for sale). */
    rentPeriod: text('rent_period'),
    /** Rent deposit in `currency`, whole units. */
    deposit: bigint('deposit', { mode: 'number' }),
    negotiable: boolean('negotiable').notNull().default(false),
    /** EİDS authorisation number (Ministry of Trade), and the title-deed (tapu) property number. */
    eidsNumber: text('eids_number'),
    titleDeedNumber: text('title_deed_number'),
    /** The title-deed system's property number (taşınmaz numarası) the EİDS authorisation names: digits. */
    propertyNumber: text('property_number'),
    eidsStatus: text('eids_status').$type<EidsStatus>().notNull().default('unverified'),
    videoUrl: text('video_url'),
    views: counter('views'),
    phoneReveals: counter('phone_reveals'),
    promotedUntil: timestamptz('promoted_until'),
    /** Back office: new and edited listings wait as `pending` (still public); existing ones start `approved`. */
    moderationStatus: moderationStatusEnum('moderation_status').notNull().default('approved'),
    /** The reason of a rejection (e-mailed to the owner). */
    moderationReason: text('moderation_reason'),
    moderatedAt: timestamptz('moderated_at'),
    /** Who took an active listing off the site: `owner` (profile/my), `moderator` (reject, hide) or `block` (owner blocked). */
    hiddenBy: text('hidden_by').$type<'owner' | 'moderator' | 'block'>(),
    externalId: text('external_id'),
    /** Imports: hash of the imported offer's values and image list (an unchanged offer is not written again). */
    importHash: text('import_hash'),
    ...timestamps(),
    publishedAt: timestamptzNow('published_at'),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    // catalogue, sorted by date (default sort "newest")
    index('listings_act_deal_pub_idx').on(t.dealType, t.publishedAt.desc(), t.id.desc()).where(active),
    index('listings_act_deal_type_pub_idx').on(t.dealType, t.propertyTypeId, t.publishedAt.desc()).where(active),
    index('listings_act_deal_region_pub_idx').on(t.dealType, t.regionId, t.publishedAt.desc(), t.id.desc()).where(active),
    index('listings_act_deal_city_pub_idx').on(t.dealType, t.cityId, t.publishedAt.desc(), t.id.desc()).where(active),
    index('listings_act_district_pub_idx').on(t.districtId, t.publishedAt.desc()).where(active),
    // days on market (services/market-facts.ts): earlier listings of the same home, in any status
    index('listings_home_idx').on(t.districtId, t.propertyTypeId, t.area),
    // one property, one group: the other listings of an EİDS property number
    index('listings_property_number_idx').on(t.propertyNumber).where(sql`property_number IS NOT NULL`),
    index('listings_act_deal_rooms_pub_idx').on(t.dealType, t.rooms, t.publishedAt.desc()).where(active),
    // catalogue without a deal type (agent pages, home "new listings" of every type)
    index('listings_act_pub_idx').on(t.publishedAt.desc(), t.id.desc()).where(active),
    // catalogue, price range / price sort (normalised to TRY); `id` is the sort's tie-break (`price_try, id`), so a
    // price-sorted page is index-only with no sort step (page 500 of "sale, Antalya, price asc": docs/SCALING.md)
    index('listings_act_deal_price_idx').on(t.dealType, t.priceTry, t.id).where(active),
    index('listings_act_deal_region_price_idx').on(t.dealType, t.regionId, t.priceTry, t.id).where(active),
    index('listings_act_deal_city_price_idx').on(t.dealType, t.cityId, t.priceTry, t.id).where(active),
    // catalogue, area range / area sort
    index('listings_act_deal_area_idx').on(t.dealType, t.area).where(active),
    // area sort, largest first (`area DESC NULLS LAST`: listings without an area go last)
    index('listings_act_deal_area_desc_idx').on(t.dealType, t.area.desc(), t.id.desc()).where(active),
    index('listings_act_deal_city_area_idx').on(t.dealType, t.cityId, t.area).where(active),
    // map search (issue 28): viewport (`point <@ box`), drawn area (`point <@ polygon`) and the box around a radius
    // search, with PostgreSQL's built-in geometric types (GiST point_ops), the same on PGlite and PostgreSQL; with a deal
    // type the box is read from the covering btree listings_act_deal_lng_idx instead (hand-written, migration 0022), with a
    // property type (and rooms) from listings_act_deal_type_lng_idx and listings_act_deal_type_rooms_lng_idx (0027)
    index('listings_act_point_idx').using('gist', sql`point(${t.lng}, ${t.lat})`).where(active),
    // owner and agency pages
    index('listings_user_status_idx').on(t.userId, t.status, t.createdAt.desc()),
    index('listings_act_agency_pub_idx').on(t.agencyId, t.publishedAt.desc()).where(active),
    // imports: re-import finds an agency's listing by its external id
    index('listings_agency_external_idx').on(t.agencyId, t.externalId),
    uniqueIndex('listings_user_external_uq').on(t.userId, t.externalId),
    check('listings_eids_status_check', sql`eids_status IN ('unverified', 'pending', 'verified', 'rejected')`),
    check('listings_hidden_by_check', sql`hidden_by IN ('owner', 'moderator', 'block')`),
    check('listings_energy_class_check', sql`energy_class IN ('A', 'B', 'C', 'D', 'E', 'F', 'G')`),
    check('listings_seismic_report_check', sql`seismic_report IN ('none', 'yes') AND (seismic_report = 'yes' OR seismic_report_date IS NULL)`),
    check('listings_urban_transformation_check', sql`urban_transformation IN ('none', 'planned', 'in_progress', 'done')`),
    check('listings_property_number_check', sql`property_number ~ '^[0-9]{4,20}$'`),
    // back office: the moderation and verification queues
    index('listings_moderation_queue_idx').on(t.updatedAt.desc()).where(sql`moderation_status = 'pending' AND status <> 'deleted'`),
    index('listings_eids_pending_idx').on(t.updatedAt.desc()).where(sql`eids_status = 'pending' AND status <> 'deleted'`),
  ],
);

/** "Report this listing" (listing page): the moderation queue shows open reports; a decision resolves them. */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: identityId(),
    listingId: cascadeFk('listing_id', () => listings.id),
    reporterId: fk('reporter_id', () => users.id, 'set null'),
    /** Reason codes: shared/src/schemas/admin.ts REPORT_REASONS. */
    ...reportColumns(),
  },
  (t) => [index('listing_reports_open_idx').on(t.listingId).where(sql`resolved_at IS NULL`)],
);

/** Every price a listing has had (the first row is the price at publication). */
export const listingPriceHistory = pgTable(
  'listing_price_history',
  {
    listingId: cascadeFk('listing_id', () => listings.id),
    price: bigint('price', { mode: 'number' }).notNull(),
    currency: currencyEnum('currency').notNull(),
    changedAt: timestamptzNow('changed_at'),
  },
  (t) => [index('listing_price_history_listing_idx').on(t.listingId, t.changedAt)],
);

/** A photo of a draft, stored before the listing exists (same shape as `listing_photos` rows). */
export interface DraftPhoto {
  key: string;
  variants: PhotoVariants;
  /** Perceptual hash (plugins/app/listing/photos.ts perceptualHash); absent on drafts saved before it existed. */
  phash?: string;
}

/**
 * The add/edit form saved as the user goes: `data` is the form's (partial) values, `photos` the photos
 * uploaded to a new listing's draft in order. `listing_id` is set for a draft of an edit.
 */
export const listingDrafts = pgTable(
  'listing_drafts',
  {
    ...userOwnedRow(),
    listingId: fk('listing_id', () => listings.id, 'cascade'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    photos: jsonb('photos').$type<DraftPhoto[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [index('listing_drafts_user_idx').on(t.userId, t.updatedAt.desc())],
);

export const listingTranslations = pgTable(
  'listing_translations',
  {
    listingId: cascadeFk('listing_id', () => listings.id),
    lang: langEnum('lang').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /**
     * The names of the listing's features in tr, en and ru (and without Turkish letters), so that a keyword search for
     * "sea view", "вид на море" or "deniz manzarasi" finds listings with that feature. Written by the database
     * (`listing_features_text`, triggers on this table's inserts and on `listings.features`), never by the app.
     */
    featuresText: text('features_text').notNull().default(''),
    /** Weighted tsvector in the language's own text search configuration (title A, description B, feature names C). */
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector(CASE lang WHEN 'tr' THEN 'turkish'::regconfig WHEN 'ru' THEN 'russian'::regconfig ELSE 'english'::regconfig END, title), 'A') || setweight(to_tsvector(CASE lang WHEN 'tr' THEN 'turkish'::regconfig WHEN 'ru' THEN 'russian'::regconfig ELSE 'english'::regconfig END, description), 'B') || setweight(to_tsvector(CASE lang WHEN 'tr' THEN 'turkish'::regconfig WHEN 'ru' THEN 'russian'::regconfig ELSE 'english'::regconfig END, features_text), 'C')`,
    ),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.lang] })],
);

/** Every search name of each feature code (see `featureSearchNames`); read by the `listing_features_text` function. */
export const listingFeatureNames = pgTable('listing_feature_names', {
  code: text('code').primaryKey(),
  names: text('names').notNull(),
});

export interface PhotoVariant {
  url: string;
  w: number;
  h: number;
  /** An AVIF of the same size, when it came out smaller than the WebP. */
  avif?: string;
}
/** WebP sizes the site serves. */
export interface PhotoVariants {
  thumb: PhotoVariant;
  card: PhotoVariant;
  full: PhotoVariant;
  /** Up to 1920×1440, only when the original is bigger than full (api/src/db/photos.ts PHOTO_SIZES). */
  large?: PhotoVariant;
}

export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: identityId(),
    listingId: cascadeFk('listing_id', () => listings.id),
    position: smallint('position').notNull().default(0),
    /** Storage key of the original upload's base name (variants derive from it). */
    path: text('path').notNull(),
    variants: jsonb('variants').$type<PhotoVariants>().notNull(),
    /** 64-bit difference hash of the image (16 hex digits), for duplicate candidates in moderation. */
    phash: text('phash'),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [index('listing_photos_listing_pos_idx').on(t.listingId, t.position), index('listing_photos_phash_idx').on(t.phash)],
);

/** Background photo processing states (plugins/app/listing/photo-queue.ts): a ready photo is a listing_photos row or a draft entry; a ready journal cover is 'done'. */
export const PHOTO_UPLOAD_STATUSES = ['processing', 'failed', 'done'] as const;
export type PhotoUploadStatus = (typeof PHOTO_UPLOAD_STATUSES)[number];

/**
 * A large upload accepted and waiting for (or failed in) background processing: the original's bytes are in the
 * photo queue folder (not public); once processed the photo joins its draft or listing and this row goes.
 */
export const photoUploads = pgTable(
  'photo_uploads',
  {
    ...userOwnedRow(),
    draftId: fk('draft_id', () => listingDrafts.id, 'cascade'),
    listingId: fk('listing_id', () => listings.id, 'cascade'),
    /** File name of the original in the queue folder. */
    original: text('original').notNull(),
    /** The uploaded file's name (shown in the form). */
    name: text('name').notNull().default(''),
    status: text('status').$type<PhotoUploadStatus>().notNull().default('processing'),
    /** Message key of a failure (listing form messages). */
    error: text('error'),
    attempts: smallint('attempts').notNull().default(0),
    /** A journal cover (issue 23): no draft or listing; when processed, `status` is 'done' and `result` its URLs. */
    cover: boolean('cover').notNull().default(false),
    result: jsonb('result').$type<{ cover: string; full: string }>(),
    ...timestamps(),
  },
  (t) => [
    index('photo_uploads_draft_idx').on(t.draftId),
    index('photo_uploads_listing_idx').on(t.listingId),
    index('photo_uploads_status_idx').on(t.status, t.id),
    check(
      'photo_uploads_target_chk',
      sql`CASE WHEN ${t.cover} THEN ${t.draftId} IS NULL AND ${t.listingId} IS NULL ELSE (${t.draftId} IS NULL) <> (${t.listingId} IS NULL) END`,
    ),
  ],
);

/** One row per visitor per listing per day (DECISIONS.md "Listings"). */
export const listingViews = pgTable(
  'listing_views',
  {
    listingId: cascadeFk('listing_id', () => listings.id),
    /** Hash of the visitor cookie (or ip + user agent). */
    visitor: text('visitor').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.visitor, t.day] })],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: cascadeFk('user_id', () => users.id),
    listingId: cascadeFk('listing_id', () => listings.id),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] }), index('favorites_listing_idx').on(t.listingId)],
);

/** Price reductions, written by a trigger on `listings.price` (same currency) (whoever changes the price). Alerts read it. */
export const listingPriceDrops = pgTable(
  'listing_price_drops',
  {
    id: identityId(),
    listingId: cascadeFk('listing_id', () => listings.id),
    oldPriceTry: bigint('old_price_try', { mode: 'number' }).notNull(),
    newPriceTry: bigint('new_price_try', { mode: 'number' }).notNull(),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [index('listing_price_drops_created_idx').on(t.createdAt), index('listing_price_drops_listing_idx').on(t.listingId)],
);

/**
 * Per listing and day (UTC): phone reveals and favourites added, counted by triggers where the event is recorded
 * (`listings.phone_reveals`, `favorites` inserts). Views are dated in listing_views already.
 */
export const listingDailyStats = pgTable(
  'listing_daily_stats',
  {
    listingId: cascadeFk('listing_id', () => listings.id),
    day: date('day', { mode: 'string' }).notNull(),
    phoneReveals: counter('phone_reveals'),
    favorites: counter('favorites'),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day] })],
);
