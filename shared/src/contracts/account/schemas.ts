// The account domain's request and reply schemas (favourites, saved searches, own listings, dashboard), imported by
// the api's account routes (validation and /api/openapi.json) and, for their types, by mf-profile.
// Messages are message keys of the kernel's catalogue (`accountMessage`, schemas/account.ts), translated by the api's
// error handler into the request's language.
import { z } from 'zod';
import { blankField, filterLabelsSchema, pageField, perPageField, positiveIdField, userIdField } from '../../schemas/account';
import { NAME_MAX } from '../../schemas/auth';
import { listingCardSchema, listMetaSchema, pagedReplySchema } from '../../schemas/catalog';

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
  sort: z.preprocess(blankField, z.enum(FAVORITE_SORTS, { error: 'sortInvalid' }).default('added')),
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
export const favoriteListReplySchema = pagedReplySchema(favoriteCardSchema);

// ---------------------------------------------------------------- saved searches

/** Alert frequency of a saved search; `none` is "off". */
export const SAVED_SEARCH_ALERTS = ['none', 'instant', 'daily', 'weekly'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];
const alertField = z.enum(SAVED_SEARCH_ALERTS, { error: 'alertInvalid' });

/** The longest text a saved filter field holds: a drawn area of 100 points (`polygon`); any other field, 200. */
export const savedFilterMaxLength = (key: string): number => (key === 'polygon' ? 6000 : 200);
const filterScalar = z.union([z.string().max(6000, { error: 'filterInvalid' }), z.number().finite(), z.boolean(), z.null()], { error: 'filterInvalid' });
/** A catalogue filter as saved: plain values or lists of plain values (unknown fields are dropped by the service). */
export const savedFilterSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : undefined),
  z
    .record(z.string().max(40), z.union([filterScalar, z.array(filterScalar).max(100, { error: 'filterInvalid' })], { error: 'filterInvalid' }), {
      error: 'filterInvalid',
    })
    .refine(
      (filter) =>
        Object.entries(filter).every(([key, value]) =>
          (Array.isArray(value) ? value : [value]).every((item) => typeof item !== 'string' || item.length <= savedFilterMaxLength(key)),
        ),
      { error: 'filterInvalid' },
    ),
);

/** A site path (`/en/real-estate/sale?...`), never another origin. */
export const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 8000 && /^\/(?![/\\])\S*$/.test(value);

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const nameField = z.preprocess(trimmed, z.string({ error: 'searchNameRequired' }).min(1, { error: 'searchNameRequired' }).max(NAME_MAX, { error: 'searchNameMax' }));

export const saveSearchBodySchema = z.object({
  user_id: userIdField,
  filter: savedFilterSchema,
  name: z.preprocess((v) => (v === null || (typeof v === 'string' && !v.trim()) ? undefined : v), nameField.optional()),
  url: z.preprocess((v) => (v === null || v === '' ? undefined : v), z.string({ error: 'urlInvalid' }).refine(isSitePath, { error: 'urlInvalid' }).optional()),
  alert: z.preprocess(blankField, alertField.default('none')),
});

export const searchIdParamsSchema = z.object({ id: positiveIdField('searchNotFound') });

export const updateSearchBodySchema = z.object({ user_id: userIdField, name: nameField.optional(), alert: alertField.optional() });

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
  status: z.preprocess(blankField, statusField.optional()),
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
export const deletedListReplySchema = pagedReplySchema(deletedListingSchema);
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
