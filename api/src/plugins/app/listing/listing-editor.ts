// The add/edit listing form's server side (issue 14): drafts saved as the user goes, publishing a draft, editing a
// listing with the same schema (@realty/shared/contracts/listing), photos of drafts and listings, price history
// and the EİDS status. Every call takes the signed-in user's id; a listing is editable by its author or by the owner of
// its agency (`canEditListing`, plugins/app/listing/listing-rights.ts), not by the agency's other agents. Anything else answers
// null (the route says 404: nothing about others' listings leaks).
import { and, eq, sql } from 'drizzle-orm';
import type { Lang } from '@realty/shared/routes';
import {
  type EditorData,
  type EditorPhoto,
  FORM_LANGS,
  type ListingFormValues,
  PHOTOS_MAX,
} from '@realty/shared/contracts/listing';
import type { Database, Row } from '../../../db/client';
import { listingDrafts, listingPhotos, listingPriceHistory, listings, listingTranslations, type DraftPhoto, type EidsStatus, type PhotoVariants } from '../../../db/schema';
import { catalogRefs } from '../catalog/catalog-cache';
import { eidsStatusAfterSave } from './eids';
import { canEditListing } from './listing-rights';
import type { ListingTrash } from './listing-trash';
import { listingUrl } from '../catalog/listings';
import { removeListingPhoto } from './photos';
import type { PhotoQueue } from './photo-queue';
import type { UploadService } from '../../../services/uploads';

/** A draft's `data` may hold at most this many bytes of JSON. */
export const DRAFT_MAX_BYTES = 64 * 1024;

export type EditorError = 'notFound' | 'photosMax' | 'badOrder' | 'draftTooLarge' | 'place';
/** The form's data without the pending uploads (the route adds them in the request's language). */
export type EditorState = Omit<EditorData, 'pending'>;

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
/** A `date` column as the form's `YYYY-MM-DD` (drivers may hand back a Date or a string). */
const dayOf = (v: unknown): string | undefined => (v === null || v === undefined ? undefined : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
const hexOf = (key: string): string => key.slice(key.lastIndexOf('/') + 1);
const draftPhoto = (p: DraftPhoto): EditorPhoto => ({ id: hexOf(p.key), thumb: p.variants.thumb.url, card: p.variants.card.url, full: p.variants.full.url });

export class ListingEditor {
  constructor(
    private readonly database: Database,
    private readonly uploads: UploadService,
    private readonly queue: PhotoQueue,
    private readonly trash: ListingTrash,
  ) {}

  // ---------- drafts of new listings ----------

  /** The user's newest draft of a new listing, or a fresh one. */
  async openDraft(userId: number): Promise<EditorState> {
    const found = await this.database.execute(
      'SELECT * FROM listing_drafts WHERE user_id = $1 AND listing_id IS NULL ORDER BY updated_at DESC, id DESC LIMIT 1',
      [userId],
    );
    let row = found.rows[0];
    if (!row) row = (await this.database.execute('INSERT INTO listing_drafts (user_id) VALUES ($1) RETURNING *', [userId])).rows[0] as Row;
    return this.draftData(row);
  }

  private draftData(row: Row, listing?: { id: number; status: string; eids: EidsStatus; photos: EditorPhoto[] }): EditorState {
    const photos = ((row.photos ?? []) as DraftPhoto[]).map(draftPhoto);
    return {
      draft_id: Number(row.id),
      listing_id: listing?.id ?? null,
      status: listing?.status ?? null,
      eids_status: listing?.eids ?? 'unverified',
      values: (row.data ?? {}) as Record<string, unknown>,
      photos: listing ? listing.photos : photos,
      updated_at: iso(row.updated_at),
    };
  }

  /** Save the form's values into a draft (new listing's or an edit's); null when it is not the user's. */
  async saveDraft(userId: number, draftId: number, values: Record<string, unknown>): Promise<{ updated_at: string } | 'draftTooLarge' | null> {
    const json = JSON.stringify(values);
    if (Buffer.byteLength(json) > DRAFT_MAX_BYTES) return 'draftTooLarge';
    const res = await this.database.execute(
      'UPDATE listing_drafts SET data = $3::jsonb, updated_at = now() WHERE id = $1 AND user_id = $2 RETURNING updated_at',
      [draftId, userId, json],
    );
    const row = res.rows[0];
    return row ? { updated_at: iso(row.updated_at) } : null;
  }

  /** Discard a new listing's draft and its photos' files. */
  async discardDraft(userId: number, draftId: number): Promise<boolean> {
    if ((await this.draftPhotoCount(userId, draftId)) === null) return false;
    await this.queue.removeAll({ draftId });
    const res = await this.database.execute('DELETE FROM listing_drafts WHERE id = $1 AND user_id = $2 RETURNING photos', [draftId, userId]);
    const row = res.rows[0];
    if (!row) return false;
    await Promise.all(((row.photos ?? []) as DraftPhoto[]).map((p) => removeListingPhoto(this.uploads, p.key)));
    return true;
  }

  private async draftPhotoCount(userId: number, draftId: number): Promise<number | null> {
    const res = await this.database.execute(
      'SELECT jsonb_array_length(photos) AS n FROM listing_drafts WHERE id = $1 AND user_id = $2 AND listing_id IS NULL',
      [draftId, userId],
    );
    return res.rows[0] ? Number(res.rows[0].n) : null;
  }

  /** Room for one more photo? 'notFound' / 'photosMax' / null (yes). Checked before the (costly) processing. */
  async canAddPhoto(userId: number, target: { draftId: number } | { listingId: number }): Promise<EditorError | null> {
    const n = 'draftId' in target ? await this.draftPhotoCount(userId, target.draftId) : await this.listingPhotoCount(userId, target.listingId);
    if (n === null) return 'notFound';
    return n + (await this.queue.waiting(target)) >= PHOTOS_MAX ? 'photosMax' : null;
  }

  /** The processed photos of an own draft or listing in order (null when not the user's). */
  async photosOfTarget(userId: number, target: { draftId: number } | { listingId: number }): Promise<EditorPhoto[] | null> {
    if ('listingId' in target) return (await this.editable(userId, target.listingId)) ? this.photosOf(target.listingId) : null;
    const res = await this.database.execute('SELECT photos FROM listing_drafts WHERE id = $1 AND user_id = $2 AND listing_id IS NULL', [target.draftId, userId]);
    const row = res.rows[0];
    return row ? ((row.photos ?? []) as DraftPhoto[]).map(draftPhoto) : null;
  }

  /** May the user change this draft's or listing's photos? */
  async ownsTarget(userId: number, target: { draftId: number } | { listingId: number }): Promise<boolean> {
    if ('draftId' in target) return (await this.draftPhotoCount(userId, target.draftId)) !== null;
    return (await this.editable(userId, target.listingId)) !== null;
  }

  /** Append a stored photo to a draft (atomically capped at PHOTOS_MAX). */
  async addDraftPhoto(userId: number, draftId: number, photo: DraftPhoto): Promise<EditorPhoto | EditorError> {
    const res = await this.database.execute(
      `UPDATE listing_drafts SET photos = photos || $3::jsonb, updated_at = now()
       WHERE id = $1 AND user_id = $2 AND listing_id IS NULL AND jsonb_array_length(photos) < ${PHOTOS_MAX} RETURNING id`,
      [draftId, userId, JSON.stringify([photo])],
    );
    if (res.rows[0]) return draftPhoto(photo);
    return (await this.draftPhotoCount(userId, draftId)) === null ? 'notFound' : 'photosMax';
  }

  async reorderDraftPhotos(userId: number, draftId: number, order: readonly string[]): Promise<EditorPhoto[] | EditorError> {
    return this.database.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ photos: listingDrafts.photos })
        .from(listingDrafts)
        .where(and(eq(listingDrafts.id, draftId), eq(listingDrafts.userId, userId)))
        .for('update');
      if (!row) return 'notFound' as const;
      const byId = new Map(row.photos.map((p) => [hexOf(p.key), p]));
      if (order.length !== byId.size || new Set(order).size !== order.length || !order.every((id) => byId.has(id))) return 'badOrder' as const;
      const next = order.map((id) => byId.get(id) as DraftPhoto);
      await tx.update(listingDrafts).set({ photos: next, updatedAt: new Date() }).where(eq(listingDrafts.id, draftId));
      return next.map(draftPhoto);
    });
  }

  async removeDraftPhoto(userId: number, draftId: number, photoId: string): Promise<boolean> {
    const removed = await this.database.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ photos: listingDrafts.photos })
        .from(listingDrafts)
        .where(and(eq(listingDrafts.id, draftId), eq(listingDrafts.userId, userId)))
        .for('update');
      const photo = row?.photos.find((p) => hexOf(p.key) === photoId);
      if (!row || !photo) return null;
      await tx
        .update(listingDrafts)
        .set({ photos: row.photos.filter((p) => p !== photo), updatedAt: new Date() })
        .where(eq(listingDrafts.id, draftId));
      return photo;
    });
    if (!removed) return false;
    await removeListingPhoto(this.uploads, removed.key);
    return true;
  }

  /** Number of photos of a user's own draft, with the uploads still processing (null when not theirs). */
  async draftPhotos(userId: number, draftId: number): Promise<number | null> {
    const n = await this.draftPhotoCount(userId, draftId);
    return n === null ? null : n + (await this.queue.waiting({ draftId }));
  }

  /**
   * Publish a new listing's draft with validated values: the listing becomes active with the draft's photos, its
   * first price is recorded, the draft goes. 'notFound' when the draft is not the user's, 'place' for unknown slugs.
   */
  async publishDraft(userId: number, draftId: number, values: ListingFormValues, lang: Lang): Promise<{ id: number; url: string; eids_status: EidsStatus } | EditorError> {
    const columns = await this.columnsOf(values, userId);
    if (typeof columns === 'string') return columns;
    const agency = await this.database.execute(
      'SELECT agency_id FROM agency_members WHERE user_id = $1 UNION ALL SELECT id FROM agencies WHERE owner_id = $1 LIMIT 1',
      [userId],
    );
    const agencyId = agency.rows[0] ? Number(agency.rows[0].agency_id) : null;
    const result = await this.database.db.transaction(async (tx) => {
      const [draft] = await tx
        .select()
        .from(listingDrafts)
        .where(and(eq(listingDrafts.id, draftId), eq(listingDrafts.userId, userId), sql`${listingDrafts.listingId} IS NULL`))
        .for('update');
      if (!draft) return 'notFound' as const;
      const [created] = await tx
        .insert(listings)
        .values({ ...columns, userId, status: 'active', agencyId, eidsStatus: 'unverified', moderationStatus: 'pending' })
        .returning({ id: listings.id });
      const id = (created as { id: number }).id;
      await this.writeTranslations(tx, id, values);
      if (draft.photos.length) {
        await tx
          .insert(listingPhotos)
          .values(draft.photos.map((p, position) => ({ listingId: id, position, path: p.key, variants: p.variants, phash: p.phash ?? null })));
      }
      await tx.insert(listingPriceHistory).values({ listingId: id, price: columns.price, currency: columns.currency });
      // uploads still processing join the listing when they are done
      await tx.execute(sql`UPDATE photo_uploads SET listing_id = ${id}, draft_id = NULL WHERE draft_id = ${draftId}`);
      await tx.delete(listingDrafts).where(eq(listingDrafts.id, draftId));
      return id;
    });
    if (typeof result === 'string') return result;
    const eids = await this.applyEids(result, values, null);
    return { id: result, url: listingUrl(lang, result), eids_status: eids };
  }

  // ---------- existing listings ----------

  /** The listing's row when the user may change it (its author or its agency's owner), else null. */
  private async editable(userId: number, listingId: number): Promise<Row | null> {
    if (!(await canEditListing(this.database, userId, listingId)).ok) return null;
    const res = await this.database.execute(`SELECT l.* FROM listings l WHERE l.id = $1 AND l.status <> 'deleted'`, [listingId]);
    return res.rows[0] ?? null;
  }

  private async listingPhotoCount(userId: number, listingId: number): Promise<number | null> {
    if (!(await this.editable(userId, listingId))) return null;
    const res = await this.database.execute('SELECT count(*)::int AS n FROM listing_photos WHERE listing_id = $1', [listingId]);
    return Number(res.rows[0]?.n ?? 0);
  }

  private async photosOf(listingId: number): Promise<EditorPhoto[]> {
    const res = await this.database.execute('SELECT id, variants FROM listing_photos WHERE listing_id = $1 ORDER BY position, id', [listingId]);
    return res.rows.map((row) => {
      const v = row.variants as PhotoVariants;
      return { id: String(row.id), thumb: v.thumb.url, card: v.card.url, full: v.full.url };
    });
  }

  /** The form's data for an own listing: its values, or the newer values of its edit draft. */
  async editorOf(userId: number, listingId: number): Promise<EditorState | null> {
    const row = await this.editable(userId, listingId);
    if (!row) return null;
    const refs = await catalogRefs(this.database);
    const photos = await this.photosOf(listingId);
    const tr = await this.database.execute('SELECT lang::text AS lang, title, description FROM listing_translations WHERE listing_id = $1', [listingId]);
    const district = row.district_id ? await this.database.execute('SELECT slug FROM districts WHERE id = $1', [row.district_id]) : null;
    const values: Record<string, unknown> = {
      deal_type: row.deal_type,
      property_type: refs.propertyTypeById.get(Number(row.property_type_id))?.slug,
      region: refs.regionById.get(Number(row.region_id))?.slug,
      city: refs.cityById.get(Number(row.city_id))?.slug,
      district: district?.rows[0]?.slug ?? undefined,
      address: row.address ?? undefined,
      lat: row.lat ?? undefined,
      lng: row.lng ?? undefined,
      rooms: row.rooms ?? undefined,
      area: row.area ?? undefined,
      area_net: row.area_net ?? undefined,
      floor: row.floor ?? undefined,
      floors: row.floors ?? undefined,
      year_built: row.year_built ?? undefined,
      bathrooms: row.bathrooms ?? undefined,
      heating: row.heating ?? undefined,
      furnished: row.furnished ?? undefined,
      in_complex: row.in_complex ?? undefined,
      features: row.features ?? [],
      distance_to_sea: row.distance_to_sea ?? undefined,
      energy_class: row.energy_class ?? undefined,
      building_permit_date: dayOf(row.building_permit_date),
      occupancy_permit: row.occupancy_permit ?? undefined,
      seismic_report: row.seismic_report ?? undefined,
      seismic_report_date: dayOf(row.seismic_report_date),
      urban_transformation: row.urban_transformation ?? undefined,
      video_url: row.video_url ?? undefined,
      price: Number(row.price),
      currency: row.currency,
      rent_period: row.rent_period ?? undefined,
      deposit: row.deposit ?? undefined,
      negotiable: Boolean(row.negotiable),
      contact_name: row.contact_name ?? undefined,
      phone: row.phone ?? undefined,
      eids_number: row.eids_number ?? undefined,
      title_deed_number: row.title_deed_number ?? undefined,
      property_number: row.property_number ?? undefined,
    };
    for (const t of tr.rows) {
      values[`title_${String(t.lang)}`] = t.title;
      values[`description_${String(t.lang)}`] = t.description || undefined;
    }
    const listing = { id: listingId, status: String(row.status), eids: String(row.eids_status) as EidsStatus, photos };
    const draft = await this.database.execute('SELECT * FROM listing_drafts WHERE listing_id = $1 AND user_id = $2 ORDER BY updated_at DESC LIMIT 1', [listingId, userId]);
    if (draft.rows[0] && new Date(String(draft.rows[0].updated_at)) > new Date(String(row.updated_at))) return this.draftData(draft.rows[0], listing);
    const created = draft.rows[0] ?? (await this.database.execute('INSERT INTO listing_drafts (user_id, listing_id, data) VALUES ($1, $2, $3::jsonb) RETURNING *', [userId, listingId, JSON.stringify(values)])).rows[0];
    return { ...this.draftData(created as Row, listing), values };
  }

  /** Save validated values over an own listing (its status is kept); a new price is added to the history. */
  async update(userId: number, listingId: number, values: ListingFormValues): Promise<{ id: number; status: string; eids_status: EidsStatus } | EditorError> {
    const row = await this.editable(userId, listingId);
    if (!row) return 'notFound';
    const columns = await this.columnsOf(values, userId);
    if (typeof columns === 'string') return columns;
    const priceChanged = Number(row.price) !== columns.price || String(row.currency) !== columns.currency;
    await this.database.db.transaction(async (tx) => {
      // A changed listing goes back to the moderation queue (it stays as public as it was meanwhile).
      await tx.update(listings).set({ ...columns, moderationStatus: 'pending', updatedAt: new Date() }).where(eq(listings.id, listingId));
      await tx.delete(listingTranslations).where(eq(listingTranslations.listingId, listingId));
      await this.writeTranslations(tx, listingId, values);
      if (priceChanged) {
        const history = await tx.select({ n: sql<number>`count(*)::int` }).from(listingPriceHistory).where(eq(listingPriceHistory.listingId, listingId));
        // listings created before price history existed get their old price as the first entry
        if (!history[0]?.n) {
          await tx
            .insert(listingPriceHistory)
            .values({ listingId, price: Number(row.price), currency: row.currency as ListingFormValues['currency'], changedAt: new Date(String(row.published_at ?? row.created_at)) });
        }
        await tx.insert(listingPriceHistory).values({ listingId, price: columns.price, currency: columns.currency });
      }
      await tx.delete(listingDrafts).where(and(eq(listingDrafts.listingId, listingId), eq(listingDrafts.userId, userId)));
    });
    const eids = await this.applyEids(listingId, values, {
      eidsNumber: (row.eids_number as string | null) ?? null,
      titleDeedNumber: (row.title_deed_number as string | null) ?? null,
      propertyNumber: (row.property_number as string | null) ?? null,
      status: String(row.eids_status) as EidsStatus,
    });
    return { id: listingId, status: String(row.status), eids_status: eids };
  }

  /** The draft id of an edit (null when the listing is not editable by the user). */
  async editDraftId(userId: number, listingId: number): Promise<number | null> {
    if (!(await this.editable(userId, listingId))) return null;
    const found = await this.database.execute('SELECT id FROM listing_drafts WHERE listing_id = $1 AND user_id = $2 ORDER BY updated_at DESC LIMIT 1', [listingId, userId]);
    if (found.rows[0]) return Number(found.rows[0].id);
    const created = await this.database.execute('INSERT INTO listing_drafts (user_id, listing_id) VALUES ($1, $2) RETURNING id', [userId, listingId]);
    return Number(created.rows[0]?.id);
  }

  async addListingPhoto(userId: number, listingId: number, key: string, variants: PhotoVariants, phash: string | null = null): Promise<EditorPhoto | EditorError> {
    if (!(await this.editable(userId, listingId))) return 'notFound';
    const res = await this.database.execute(
      `INSERT INTO listing_photos (listing_id, position, path, variants, phash)
       SELECT $1, coalesce(max(position) + 1, 0), $2, $3::jsonb, $4 FROM listing_photos WHERE listing_id = $1
       HAVING count(*) < ${PHOTOS_MAX} RETURNING id`,
      [listingId, key, JSON.stringify(variants), phash],
    );
    const row = res.rows[0];
    if (!row) return 'photosMax';
    return { id: String(row.id), thumb: variants.thumb.url, card: variants.card.url, full: variants.full.url };
  }

  async reorderListingPhotos(userId: number, listingId: number, order: readonly string[]): Promise<EditorPhoto[] | EditorError> {
    if (!(await this.editable(userId, listingId))) return 'notFound';
    const current = await this.photosOf(listingId);
    const ids = new Set(current.map((p) => p.id));
    if (order.length !== ids.size || new Set(order).size !== order.length || !order.every((id) => ids.has(id))) return 'badOrder';
    await this.database.execute(
      `UPDATE listing_photos p SET position = o.ord - 1 FROM unnest($2::int[]) WITH ORDINALITY AS o(id, ord)
       WHERE p.id = o.id AND p.listing_id = $1`,
      [listingId, order.map(Number)],
    );
    return this.photosOf(listingId);
  }

  async removeListingPhoto(userId: number, listingId: number, photoId: string): Promise<boolean> {
    // a photo id is an int4 serial: a longer number names no photo (and must not reach the query)
    if (!/^\d{1,10}$/.test(photoId) || Number(photoId) > 2_147_483_647 || !(await this.editable(userId, listingId))) return false;
    const res = await this.database.execute('DELETE FROM listing_photos WHERE id = $1 AND listing_id = $2 RETURNING path', [Number(photoId), listingId]);
    const row = res.rows[0];
    if (!row) return false;
    await removeListingPhoto(this.uploads, String(row.path));
    return true;
  }

  /** Soft delete (plugins/app/listing/listing-trash.ts: photos kept for the restore window); false when not the user's. */
  async remove(userId: number, listingId: number): Promise<boolean> {
    return (await this.trash.remove(userId, listingId)).ok;
  }

  // ---------- helpers ----------

  /** Listing columns of validated values ('place' when a slug is unknown). */
  private async columnsOf(v: ListingFormValues, userId: number) {
    const refs = await catalogRefs(this.database);
    const type = refs.propertyTypeBySlug.get(v.property_type);
    const region = refs.regionBySlug.get(v.region);
    const city = region ? refs.cityByRegionSlug.get(`${region.id}:${v.city}`) : undefined;
    if (!type || !region || !city) return 'place' as const;
    let districtId: number | null = null;
    if (v.district) {
      const found = await this.database.execute('SELECT id FROM districts WHERE city_id = $1 AND slug = $2', [city.id, v.district]);
      if (!found.rows[0]) return 'place' as const;
      districtId = Number(found.rows[0].id);
    }
    void userId;
    const rent = v.deal_type === 'rent';
    return {
      dealType: v.deal_type,
      propertyTypeId: type.id,
      regionId: region.id,
      cityId: city.id,
      districtId,
      address: v.address ?? null,
      lat: v.lat,
      lng: v.lng,
      price: v.price,
      currency: v.currency,
      priceTry: Math.round(v.price * refs.rates[v.currency]),
      area: v.area,
      areaNet: v.area_net ?? null,
      rooms: v.rooms ?? null,
      floor: v.floor ?? null,
      floors: v.floors ?? null,
      yearBuilt: v.year_built ?? null,
      bathrooms: v.bathrooms ?? null,
      heating: v.heating ?? null,
      furnished: v.furnished ?? null,
      inComplex: v.in_complex ?? null,
      features: [...new Set(v.features)],
      distanceToSea: v.distance_to_sea ?? null,
      energyClass: v.energy_class ?? null,
      buildingPermitDate: v.building_permit_date ?? null,
      occupancyPermit: v.occupancy_permit ?? null,
      seismicReport: v.seismic_report ?? null,
      // the report's date only with a report (a date left in the form after choosing "no report" is dropped)
      seismicReportDate: v.seismic_report === 'yes' ? (v.seismic_report_date ?? null) : null,
      urbanTransformation: v.urban_transformation ?? null,
      videoUrl: v.video_url ?? null,
      rentPeriod: rent ? (v.rent_period ?? null) : null,
      deposit: rent ? (v.deposit ?? null) : null,
      negotiable: v.negotiable,
      contactName: v.contact_name ?? null,
      phone: v.phone ?? null,
      eidsNumber: v.eids_number,
      titleDeedNumber: v.title_deed_number ?? null,
      propertyNumber: v.property_number ?? null,
    };
  }

  private async writeTranslations(tx: Pick<Database['db'], 'insert'>, listingId: number, v: ListingFormValues): Promise<void> {
    const rows = FORM_LANGS.flatMap((lang) => {
      const title = v[`title_${lang}`];
      return title ? [{ listingId, lang, title, description: v[`description_${lang}`] ?? '' }] : [];
    });
    if (rows.length) await tx.insert(listingTranslations).values(rows);
  }

  private async applyEids(
    listingId: number,
    v: ListingFormValues,
    previous: { eidsNumber: string | null; titleDeedNumber: string | null; propertyNumber: string | null; status: EidsStatus } | null,
  ): Promise<EidsStatus> {
    const status = await eidsStatusAfterSave(
      { listingId, eidsNumber: v.eids_number, titleDeedNumber: v.title_deed_number ?? null, propertyNumber: v.property_number ?? null },
      previous,
    );
    await this.database.execute('UPDATE listings SET eids_status = $2 WHERE id = $1', [listingId, status]);
    return status;
  }
}
