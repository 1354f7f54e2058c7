/**
 * Seeding: reference data (property types, rooms, services, rates), every place
 * in Turkey, and deterministic demo data. Every step is idempotent.
 */
import type { Database } from './client';
import { seedBlog } from './blog';
import { seedDemoListings } from './demo';
import { importPlaces } from './places/import';
import { ensureDemoPhotos } from './photos';
import type { Storage } from '../services/storage';
import { PROPERTY_TYPES, ROOM_OPTIONS, SEED_RATES, SEED_RATES_DATE, SERVICES } from './reference';

/** Demo listings in every test database (kept small so tests stay fast). */
export const TEST_SEED_LISTINGS = 300;
export const DEFAULT_SEED_LISTINGS = 3000;

export interface SeedOptions {
  /** Number of demo listings (default 3000). */
  listings?: number;
  /** The uploads storage served at /uploads (generated demo photos go to `demo/`). */
  storage?: Storage;
  /** Progress messages (default: silent). */
  log?: (msg: string) => void;
}

export async function seedReference(database: Database): Promise<void> {
  for (const [i, t] of PROPERTY_TYPES.entries()) {
    await database.execute(
      `insert into property_types (slug, title_tr, title_en, title_ru, has_rooms, sort) values ($1, $2, $3, $4, $5, $6)
       on conflict (slug) do update set title_tr = excluded.title_tr, title_en = excluded.title_en,
         title_ru = excluded.title_ru, has_rooms = excluded.has_rooms, sort = excluded.sort`,
      [t.slug, t.title.tr, t.title.en, t.title.ru, t.hasRooms, i],
    );
  }
  for (const [i, r] of ROOM_OPTIONS.entries()) {
    await database.execute(
      `insert into room_options (code, title_tr, title_en, title_ru, sort) values ($1, $2, $3, $4, $5)
       on conflict (code) do update set title_tr = excluded.title_tr, title_en = excluded.title_en,
         title_ru = excluded.title_ru, sort = excluded.sort`,
      [r.code, r.title.tr, r.title.en, r.title.ru, i],
    );
  }
  for (const [i, s] of SERVICES.entries()) {
    await database.execute(
      `insert into services (code, title_tr, title_en, title_ru, description_tr, description_en, description_ru,
         price, currency, duration_days, listings_quota, promotion, sort)
       values ($1, $2, $3, $4, $5, $6, $7, $8, 'TRY', $9, $10, $11::promotion_kind, $12)
       on conflict (code) do nothing`,
      [s.code, s.title.tr, s.title.en, s.title.ru, s.description.tr, s.description.en, s.description.ru, s.price, s.durationDays, s.listingsQuota, s.promotion, i],
    );
  }
  for (const [code, rate] of Object.entries(SEED_RATES)) {
    await database.execute(
      `insert into currency_rates (code, rate_date, rate, source) values ($1, $2, $3, 'seed') on conflict do nothing`,
      [code, SEED_RATES_DATE, rate],
    );
  }
}

/** The data every test database starts with (built once into a template, see api/test/db.ts). */
export async function seedForTests(database: Database): Promise<void> {
  await seedReference(database);
  await importPlaces(database);
  await seedDemoListings(database, { listings: TEST_SEED_LISTINGS });
  await seedBlog(database, null);
}

export async function seed(database: Database, opts: SeedOptions = {}): Promise<void> {
  const log = opts.log ?? (() => {});
  await seedReference(database);
  log('reference data ready');
  const places = await importPlaces(database);
  log(`places ready: ${places.regions} regions, ${places.cities} cities, ${places.districts} districts`);
  if (opts.storage) log(`demo photos: ${await ensureDemoPhotos(opts.storage)} files written (${opts.storage.location})`);
  const added = await seedDemoListings(database, { listings: opts.listings ?? DEFAULT_SEED_LISTINGS, log });
  log(`demo listings added: ${added}`);
  await seedBlog(database, null);
  log('journal ready');
  if (added > 10_000) {
    await database.execute('vacuum analyze');
    log('vacuum analyze done');
  }
}
