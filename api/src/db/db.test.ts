import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createTestDatabase } from '../../test/db';
import type { Database } from './client';
import { migrate } from './client';
import { TEST_SEED_LISTINGS, seedForTests } from './seed';
import { searchPlaces, resolveLocationSlug } from '../plugins/app/catalog/places';

let database: Database;
before(async () => {
  database = await createTestDatabase();
});
after(async () => {
  await database.close();
});

async function counts(db: Database): Promise<Record<string, unknown>> {
  const { rows } = await db.execute(`select
    (select count(*) from regions) as regions, (select count(*) from cities) as cities,
    (select count(*) from districts) as districts, (select count(*) from listings) as listings,
    (select count(*) from listing_translations) as translations, (select count(*) from listing_photos) as photos,
    (select count(*) from users) as users, (select count(*) from agencies) as agencies,
    (select count(*) from blog_posts) as posts, (select count(*) from property_types) as types,
    (select count(*) from room_options) as rooms, (select count(*) from services) as services`);
  return rows[0] ?? {};
}

test('migrations apply to an empty database, twice', async () => {
  const empty = await createTestDatabase({ empty: true });
  try {
    const { rows } = await empty.execute(`select count(*) as n from regions`);
    assert.equal(rows[0]?.n, 0);
    await migrate(empty);
    const ext = await empty.execute(`select extname from pg_extension order by extname`);
    const names = ext.rows.map((r) => r.extname);
    for (const e of ['cube', 'earthdistance', 'pg_trgm', 'unaccent']) assert.ok(names.includes(e), e);
  } finally {
    await empty.close();
  }
});

test('every place in Turkey: 81 / 973 / ~73k', async () => {
  const c = await counts(database);
  assert.equal(c.regions, 81);
  assert.equal(c.cities, 973);
  assert.ok(Number(c.districts) > 70_000 && Number(c.districts) < 76_000, `districts ${String(c.districts)}`);
  const { rows } = await database.execute(
    `select r.slug, r.title_ru, r.lat, c.slug as city, c.title_ru as city_ru, c.lat as city_lat from regions r join cities c on c.region_id = r.id
     where r.slug = 'antalya' and c.slug = 'alanya'`,
  );
  assert.equal(rows[0]?.title_ru, 'Анталья');
  assert.equal(rows[0]?.city_ru, 'Алания');
  assert.ok(Number(rows[0]?.city_lat) > 36);
  const missing = await database.execute(`select count(*) as n from regions where lat is null or title_ru = ''`);
  assert.equal(missing.rows[0]?.n, 0);
});

test('place search works in any script and without Turkish letters', async () => {
  for (const q of ['Алания', 'alanya', 'Alanya']) {
    const rows = await searchPlaces(database, q);
    assert.ok(rows.some((r) => r.kind === 'city' && r.slug === 'alanya'), q);
  }
  const k = await searchPlaces(database, 'kadikoy');
  assert.ok(k.some((r) => r.title_tr === 'Kadıköy'));
});

test('location segments resolve against known slugs', async () => {
  assert.deepEqual(await resolveLocationSlug(database, 'antalya-alanya'), { regionId: 7, regionSlug: 'antalya', cityId: (await database.execute(`select id from cities where slug = 'alanya'`)).rows[0]?.id, citySlug: 'alanya' });
  assert.equal((await resolveLocationSlug(database, 'istanbul'))?.cityId, null);
  assert.equal(await resolveLocationSlug(database, 'atlantis'), null);
  assert.equal(await resolveLocationSlug(database, 'antalya-atlantis'), null);
});

test('demo set: people, listings with tr/en/ru texts, 3-12 photos, journal', async () => {
  const c = await counts(database);
  assert.equal(c.listings, TEST_SEED_LISTINGS);
  assert.equal(c.translations, TEST_SEED_LISTINGS * 3);
  assert.ok(Number(c.users) > 50 && Number(c.agencies) > 5);
  assert.equal(c.types, 7);
  assert.equal(c.rooms, 7);
  assert.ok(Number(c.posts) >= 8);
  const photos = await database.execute(`select min(n) as lo, max(n) as hi from (select count(*) as n from listing_photos group by listing_id) t`);
  assert.ok(Number(photos.rows[0]?.lo) >= 3 && Number(photos.rows[0]?.hi) <= 12);
  const byRegion = await database.execute(
    `select r.slug, count(*) as n from listings l join regions r on r.id = l.region_id group by r.slug order by n desc limit 3`,
  );
  assert.equal(byRegion.rows[0]?.slug, 'antalya');
  const cur = await database.execute(`select count(distinct currency) as n from listings`);
  assert.ok(Number(cur.rows[0]?.n) >= 3, 'mixed currencies');
});

test('seeding twice is idempotent', async () => {
  const before = await counts(database);
  await seedForTests(database);
  assert.deepEqual(await counts(database), before);
});
