// One import run: offers streamed from the parser, checked, and written in batches (one statement per table per batch,
// rows passed as one JSON parameter), so a 40,000-offer feed runs in bounded memory. Re-importing finds a listing by
// its external id within the agency (or the user, without one); an unchanged offer is not written again; a full feed
// hides the imported listings it no longer has (never deletes them). Cancelling stops at the next batch.
//
// EİDS (Turkish law for sale and rent ads): an offer without an authorisation number is imported hidden with a row
// message; with one it goes live and its eids_status is 'pending' until verified.
import { createHash } from 'node:crypto';
import { messageCode, type ImportFormat } from '@realty/shared/contracts/agencies';
import type { Database } from '../../../db/client';
import { catalogRefs } from '../catalog/catalog-cache';
import { AGENT_ROWS } from './public';
import { parseCsv } from './import-csv';
import { importImages, removeImages } from './import-images';
import type { UploadService } from '../../../services/uploads';
import { mapOffer, PlaceIndex, type MappedListing, type Messages } from './import-map';
import { ImportFailure, type ImportOffer } from './import-offer';
import { parseYrl } from './import-yrl';

export const BATCH_SIZE = 250;

export interface RunContext {
  database: Database;
  /** Where imported images are stored (services/storage through the upload service). */
  uploads: UploadService;
  /** Download and store offers' images (off in the benchmark). */
  images: boolean;
  /** Feed and image URLs may reach private addresses (IMPORT_ALLOW_PRIVATE_URLS); otherwise only public ones. */
  allowPrivateUrls?: boolean;
  log?: { warn(obj: object, msg: string): void };
  /** Runs in progress (the app waits for them before closing). */
  runs?: Set<Promise<void>>;
}

export interface RunSource {
  userId: number;
  agencyId: number | null;
  format: ImportFormat;
  filename?: string | null;
  sourceUrl?: string | null;
  feedId?: number | null;
  fullFeed: boolean;
}

type RowResult = 'created' | 'updated' | 'unchanged' | 'error';
interface RowOut {
  row: number;
  external_id: string | null;
  listing_id: number | null;
  status: RowResult;
  errors: Messages | null;
  title: string | null;
}

const imagesHash = (urls: readonly string[]): string => createHash('sha1').update(urls.join('\n')).digest('hex');

export async function createRun(database: Database, source: RunSource): Promise<number> {
  const res = await database.execute(
    `INSERT INTO imports (user_id, agency_id, format, source_url, filename, full_feed, feed_id) VALUES ($1, $2, $3::import_format, $4, $5, $6, $7) RETURNING id`,
    [source.userId, source.agencyId, source.format, source.sourceUrl ?? null, source.filename ?? null, source.fullFeed, source.feedId ?? null],
  );
  return Number(res.rows[0]?.id);
}

/** Is an import of this user still pending or running? */
export async function runningImport(database: Database, userId: number): Promise<number | null> {
  const res = await database.execute(`SELECT id FROM imports WHERE user_id = $1 AND status IN ('pending', 'running') LIMIT 1`, [userId]);
  return res.rows[0] ? Number(res.rows[0].id) : null;
}

/** How often a running import renews its heartbeat. */
export const HEARTBEAT_MS = 15_000;
/** A running import whose heartbeat is older than this was interrupted. */
export const INTERRUPTED_AFTER_SECONDS = 60;
/**
 * A pending run waits for its `import-run` job, behind other runs, on the job queue, which keeps it across restarts;
 * one still waiting after a day lost its job (sent while the queue was failing) and is failed so its user can import.
 */
export const PENDING_EXPIRES_SECONDS = 24 * 3600;

/**
 * Runs that a stopped process left unfinished: running with no heartbeat for `staleSeconds`, or pending for
 * `pendingSeconds`. Other instances' runs beat every HEARTBEAT_MS and are left alone; 0 and 0 fail every unfinished
 * run (embedded PGlite, where the starting process is the only one and its in-process queue is gone). The ids failed.
 */
export async function failInterrupted(
  database: Database,
  staleSeconds = INTERRUPTED_AFTER_SECONDS,
  pendingSeconds = PENDING_EXPIRES_SECONDS,
): Promise<number[]> {
  const res = await database.execute(
    `UPDATE imports SET status = 'failed', error = 'interrupted', finished_at = now()
     WHERE (status = 'running' AND coalesce(heartbeat_at, started_at, created_at) <= now() - make_interval(secs => $1))
        OR (status = 'pending' AND created_at <= now() - make_interval(secs => $2))
     RETURNING id`,
    [staleSeconds, pendingSeconds],
  );
  return res.rows.map((row) => Number(row.id));
}

class Batcher {
  private readonly seen = new Set<string>();
  private readonly team = new Map<string, number>();
  readonly counts = { created: 0, updated: 0, unchanged: 0, failed: 0 };

  constructor(
    private readonly ctx: RunContext,
    private readonly id: number,
    private readonly source: RunSource,
    private readonly places: PlaceIndex,
  ) {}

  async loadTeam(): Promise<void> {
    if (this.source.agencyId === null) return;
    const res = await this.ctx.database.execute(
      `WITH ${AGENT_ROWS} SELECT ar.user_id, lower(u.email) AS email FROM agent_rows ar JOIN users u ON u.id = ar.user_id WHERE ar.agency_id = $1`,
      [this.source.agencyId],
    );
    for (const r of res.rows) this.team.set(String(r.email), Number(r.user_id));
  }

  private scope(param: string): string {
    return this.source.agencyId !== null ? `l.agency_id = ${param}` : `l.user_id = ${param}`;
  }

  private get scopeId(): number {
    return this.source.agencyId ?? this.source.userId;
  }

  async write(offers: ImportOffer[]): Promise<void> {
    const { database } = this.ctx;
    const rows: RowOut[] = [];
    const valid: Array<{ row: number; listing: MappedListing; messages: Messages }> = [];
    for (const offer of offers) {
      const mapped = await mapOffer(offer, this.places);
      if (!mapped.ok) {
        rows.push({ row: offer.row, external_id: offer.externalId, listing_id: null, status: 'error', errors: mapped.messages, title: null });
        continue;
      }
      if (this.seen.has(mapped.listing.externalId)) {
        rows.push({ row: offer.row, external_id: offer.externalId, listing_id: null, status: 'error', errors: { external_id: [messageCode('duplicateId')] }, title: null });
        continue;
      }
      this.seen.add(mapped.listing.externalId);
      const messages: Messages = {};
      if (mapped.listing.dealType !== 'newprojects' && !mapped.listing.eidsNumber) messages.eids = [messageCode('eidsMissing')];
      // a warning, not a hidden listing: feeds written before the property number existed keep their listings live
      if (mapped.listing.dealType !== 'newprojects' && !mapped.listing.building.propertyNumber) messages.property_number = [messageCode('propertyNumberMissing')];
      valid.push({ row: offer.row, listing: mapped.listing, messages });
    }

    const existing = new Map<string, { id: number; hash: string | null; status: string }>();
    if (valid.length) {
      const res = await database.execute(
        `SELECT l.id, l.external_id, l.import_hash, l.status FROM listings l WHERE ${this.scope('$1')} AND l.external_id = ANY($2::text[]) AND l.status <> 'deleted'`,
        [this.scopeId, valid.map((v) => v.listing.externalId)],
      );
      for (const r of res.rows) existing.set(String(r.external_id), { id: Number(r.id), hash: r.import_hash ? String(r.import_hash) : null, status: String(r.status) });
    }

    const creates: Array<Record<string, unknown>> = [];
    const updates: Array<Record<string, unknown>> = [];
    const byExternal = new Map<string, { row: number; listing: MappedListing; messages: Messages; imagesChanged: boolean }>();
    for (const v of valid) {
      const l = v.listing;
      const status = l.dealType !== 'newprojects' && !l.eidsNumber ? 'hidden' : 'active';
      const hash = `${l.hash}:${imagesHash(l.images)}`;
      const owner = (l.agentEmail && this.team.get(l.agentEmail)) || this.source.userId;
      const values = {
        external_id: l.externalId,
        deal_type: l.dealType,
        property_type_id: l.propertyTypeId,
        status,
        user_id: owner,
        agency_id: this.source.agencyId,
        region_id: l.regionId,
        city_id: l.cityId,
        district_id: l.districtId,
        address: l.address,
        lat: l.lat,
        lng: l.lng,
        price: l.price,
        currency: l.currency,
        price_try: l.priceTry,
        area: l.area,
        rooms: l.rooms,
        floor: l.floor,
        floors: l.floors,
        year_built: l.yearBuilt,
        bathrooms: l.bathrooms,
        eids_number: l.eidsNumber,
        eids_status: l.eidsNumber ? 'pending' : 'unverified',
        energy_class: l.building.energyClass,
        building_permit_date: l.building.permitDate,
        occupancy_permit: l.building.occupancyPermit,
        seismic_report: l.building.seismicReport,
        seismic_report_date: l.building.seismicReportDate,
        urban_transformation: l.building.urbanTransformation,
        property_number: l.building.propertyNumber,
        import_hash: hash,
      };
      const old = existing.get(l.externalId);
      if (old && old.hash === hash && old.status === status) {
        rows.push({ row: v.row, external_id: l.externalId, listing_id: old.id, status: 'unchanged', errors: Object.keys(v.messages).length ? v.messages : null, title: l.titles.tr });
        continue;
      }
      const imagesChanged = !old || old.hash?.split(':')[1] !== hash.split(':')[1];
      byExternal.set(l.externalId, { ...v, imagesChanged });
      if (old) updates.push({ ...values, id: old.id });
      else creates.push(values);
    }

    const COLUMNS = `external_id text, deal_type text, property_type_id int, status text, user_id int, agency_id int, region_id int, city_id int,
      district_id int, address text, lat float8, lng float8, price bigint, currency text, price_try bigint, area int, rooms text, floor smallint,
      floors smallint, year_built smallint, bathrooms smallint, eids_number text, eids_status text, energy_class text, building_permit_date date,
      occupancy_permit boolean, seismic_report text, seismic_report_date date, urban_transformation text, property_number text, import_hash text`;
    const ids = new Map<string, { id: number; created: boolean }>();
    if (creates.length) {
      const res = await database.execute(
        `INSERT INTO listings (external_id, deal_type, property_type_id, status, user_id, agency_id, region_id, city_id, district_id, address, lat, lng,
           price, currency, price_try, area, rooms, floor, floors, year_built, bathrooms, eids_number, eids_status, energy_class, building_permit_date,
           occupancy_permit, seismic_report, seismic_report_date, urban_transformation, property_number, import_hash, moderation_status)
         SELECT external_id, deal_type::deal_type, property_type_id, status::listing_status, user_id, agency_id, region_id, city_id, district_id, address,
           lat, lng, price, currency::currency_code, price_try, area, rooms, floor, floors, year_built, bathrooms, eids_number, eids_status, energy_class,
           building_permit_date, occupancy_permit, seismic_report, seismic_report_date, urban_transformation, property_number, import_hash,
           'pending'::moderation_status -- a new imported listing waits for moderation like one from the form
         FROM jsonb_to_recordset($1::jsonb) AS x(${COLUMNS})
         ON CONFLICT DO NOTHING RETURNING id, external_id`,
        [JSON.stringify(creates)],
        { prepare: false },
      );
      for (const r of res.rows) ids.set(String(r.external_id), { id: Number(r.id), created: true });
    }
    if (updates.length) {
      const res = await database.execute(
        `UPDATE listings l SET deal_type = x.deal_type::deal_type, property_type_id = x.property_type_id, status = x.status::listing_status,
           user_id = x.user_id, region_id = x.region_id, city_id = x.city_id, district_id = x.district_id, address = x.address, lat = x.lat,
           lng = x.lng, price = x.price, currency = x.currency::currency_code, price_try = x.price_try, area = x.area, rooms = x.rooms,
           floor = x.floor, floors = x.floors, year_built = x.year_built, bathrooms = x.bathrooms, eids_number = x.eids_number,
           eids_status = CASE WHEN l.eids_number IS NOT DISTINCT FROM x.eids_number AND l.property_number IS NOT DISTINCT FROM x.property_number
             AND l.eids_status <> 'unverified' THEN l.eids_status ELSE x.eids_status END,
           energy_class = x.energy_class, building_permit_date = x.building_permit_date, occupancy_permit = x.occupancy_permit,
           seismic_report = x.seismic_report, seismic_report_date = x.seismic_report_date, urban_transformation = x.urban_transformation,
           property_number = x.property_number, import_hash = x.import_hash, updated_at = now()
         FROM jsonb_to_recordset($1::jsonb) AS x(id int, ${COLUMNS})
         WHERE l.id = x.id RETURNING l.id, l.external_id`,
        [JSON.stringify(updates)],
        { prepare: false },
      );
      for (const r of res.rows) ids.set(String(r.external_id), { id: Number(r.id), created: false });
    }

    const translations: Array<{ listing_id: number; lang: string; title: string; description: string }> = [];
    for (const [external, v] of byExternal) {
      const hit = ids.get(external);
      if (!hit) {
        rows.push({ row: v.row, external_id: external, listing_id: null, status: 'error', errors: { external_id: [messageCode('duplicateId')] }, title: null });
        continue;
      }
      for (const lang of ['tr', 'en', 'ru'] as const) translations.push({ listing_id: hit.id, lang, title: v.listing.titles[lang], description: v.listing.descriptions[lang] });
      if (this.ctx.images && v.imagesChanged) {
        const failed = await this.replaceImages(hit.id, v.listing.images);
        if (failed.length) v.messages.images = failed.slice(0, 3).map((url) => messageCode('imageFailed', { value: url.slice(0, 200) }));
      }
      rows.push({
        row: v.row,
        external_id: external,
        listing_id: hit.id,
        status: hit.created ? 'created' : 'updated',
        errors: Object.keys(v.messages).length ? v.messages : null,
        title: v.listing.titles.tr,
      });
    }
    if (translations.length) {
      await database.execute(
        `INSERT INTO listing_translations (listing_id, lang, title, description)
         SELECT listing_id, lang::lang, title, description FROM jsonb_to_recordset($1::jsonb) AS x(listing_id int, lang text, title text, description text)
         ON CONFLICT (listing_id, lang) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description`,
        [JSON.stringify(translations)],
        { prepare: false },
      );
    }

    rows.sort((a, b) => a.row - b.row);
    const counts = { created: 0, updated: 0, unchanged: 0, error: 0 };
    for (const r of rows) counts[r.status] += 1;
    this.counts.created += counts.created;
    this.counts.updated += counts.updated;
    this.counts.unchanged += counts.unchanged;
    this.counts.failed += counts.error;
    await database.execute(
      `INSERT INTO import_rows (import_id, row_number, external_id, listing_id, status, errors, title)
       SELECT $1, row, external_id, listing_id, status::import_row_status, errors, title
       FROM jsonb_to_recordset($2::jsonb) AS x(row int, external_id text, listing_id int, status text, errors jsonb, title text)`,
      [this.id, JSON.stringify(rows)],
      { prepare: false },
    );
    await database.execute(
      `UPDATE imports SET processed_rows = processed_rows + $2, total_rows = total_rows + $2, created_count = created_count + $3,
         updated_count = updated_count + $4, unchanged_count = unchanged_count + $5, error_count = error_count + $6 WHERE id = $1`,
      [this.id, offers.length, counts.created, counts.updated, counts.unchanged, counts.error],
    );
  }

  private async replaceImages(listingId: number, urls: readonly string[]): Promise<string[]> {
    const { database, uploads } = this.ctx;
    const old = await database.execute(`DELETE FROM listing_photos WHERE listing_id = $1 RETURNING path`, [listingId]);
    await removeImages(uploads, old.rows.map((r) => String(r.path)));
    if (!urls.length) return [];
    const { stored, failed } = await importImages(uploads, listingId, urls, this.ctx.allowPrivateUrls ?? false);
    if (stored.length) {
      await database.execute(
        `INSERT INTO listing_photos (listing_id, position, path, variants, phash)
         SELECT $1, position, path, variants, phash FROM jsonb_to_recordset($2::jsonb) AS x(position int, path text, variants jsonb, phash text)`,
        [listingId, JSON.stringify(stored.map((s, position) => ({ position, path: s.path, variants: s.variants, phash: s.phash })))],
        { prepare: false },
      );
    }
    return failed;
  }

  /** A full feed: the scope's imported, active listings this run did not list are hidden (and listed as removed). */
  async hideMissing(): Promise<number> {
    const res = await this.ctx.database.execute(
      `WITH gone AS (
         UPDATE listings l SET status = 'hidden', updated_at = now()
         WHERE ${this.scope('$1')} AND l.external_id IS NOT NULL AND l.status = 'active'
           AND NOT EXISTS (SELECT 1 FROM import_rows r WHERE r.import_id = $2 AND r.external_id = l.external_id)
         RETURNING l.id, l.external_id)
       INSERT INTO import_rows (import_id, row_number, external_id, listing_id, status, errors, title)
       SELECT $2, 0, gone.external_id, gone.id, 'removed', $3::jsonb,
              (SELECT t.title FROM listing_translations t WHERE t.listing_id = gone.id AND t.lang = 'tr')
       FROM gone RETURNING id`,
      [this.scopeId, this.id, JSON.stringify({ listing: [messageCode('hiddenMissing')] })],
    );
    const removed = res.rows.length;
    await this.ctx.database.execute(`UPDATE imports SET removed_count = removed_count + $2 WHERE id = $1`, [this.id, removed]);
    return removed;
  }
}

async function cancelled(database: Database, id: number): Promise<boolean> {
  const res = await database.execute(`SELECT cancel_requested FROM imports WHERE id = $1`, [id]);
  return res.rows[0]?.cancel_requested === true;
}

/**
 * Run an import created by `createRun` to its end: done, failed (a whole-file problem, with its message code) or
 * cancelled. Never throws. `open` gives the file's bytes (an upload on disk or a feed being downloaded).
 */
export async function executeRun(ctx: RunContext, id: number, source: RunSource, open: () => Promise<AsyncIterable<Uint8Array>>): Promise<void> {
  const { database } = ctx;
  await database.execute(`UPDATE imports SET status = 'running', started_at = now(), heartbeat_at = now() WHERE id = $1`, [id]);
  const beat = setInterval(() => {
    database.execute(`UPDATE imports SET heartbeat_at = now() WHERE id = $1`, [id]).catch((error: unknown) => ctx.log?.warn({ err: error, importId: id }, 'import heartbeat failed'));
  }, HEARTBEAT_MS);
  beat.unref();
  let outcome: { status: 'done' | 'failed' | 'cancelled'; error: string | null } = { status: 'done', error: null };
  try {
    const places = new PlaceIndex(database, await catalogRefs(database));
    const batcher = new Batcher(ctx, id, source, places);
    await batcher.loadTeam();
    const bytes = await open();
    const offers = source.format === 'csv' ? parseCsv(bytes) : parseYrl(bytes);
    let batch: ImportOffer[] = [];
    let stopped = false;
    for await (const offer of offers) {
      batch.push(offer);
      if (batch.length >= BATCH_SIZE) {
        await batcher.write(batch);
        batch = [];
        if (await cancelled(database, id)) {
          stopped = true;
          break;
        }
      }
    }
    if (!stopped && batch.length) await batcher.write(batch);
    if (stopped || (await cancelled(database, id))) outcome = { status: 'cancelled', error: 'cancelled' };
    else if (source.fullFeed) await batcher.hideMissing();
  } catch (error) {
    if (error instanceof ImportFailure) outcome = { status: 'failed', error: messageCode(error.key, error.params) };
    else {
      ctx.log?.warn({ err: error, importId: id }, 'import failed');
      outcome = { status: 'failed', error: 'interrupted' };
    }
  } finally {
    clearInterval(beat);
  }
  await database.execute(`UPDATE imports SET status = $2::import_status, error = $3, finished_at = now() WHERE id = $1`, [id, outcome.status, outcome.error]);
}
