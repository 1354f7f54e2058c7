// Deterministic public-catalogue fixture on top of whatever the test database already holds:
// places (created when missing), an agent with an agency, 40 listings with translations, photos and
// pins, and a journal with a non-empty and an empty category. Tests compare replies with direct SQL.
import type { Database } from '../../src/db/client';
import { resetCatalogRefs } from '../../src/plugins/app/catalog/catalog-cache';
import { resetIndexBlocks } from '../../src/plugins/app/catalog/index-blocks';

export interface Fixture {
  agentId: number;
  agencyId: number;
  otherUserId: number;
  listingIds: number[];
  hiddenId: number;
  noPinId: number;
  seaViewIds: number[];
}

async function one(database: Database, sql: string, params: unknown[]): Promise<number> {
  const res = await database.execute(sql, params);
  return Number(res.rows[0]?.id);
}

async function region(database: Database, slug: string, code: string, t: [string, string, string], lat: number, lng: number) {
  await database.execute(
    `INSERT INTO regions (code, slug, title_tr, title_en, title_ru, lat, lng) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
    [code, slug, ...t, lat, lng],
  );
  return one(database, 'SELECT id FROM regions WHERE slug = $1', [slug]);
}
async function city(database: Database, regionId: number, slug: string, t: [string, string, string], lat: number, lng: number) {
  await database.execute(
    `INSERT INTO cities (region_id, slug, title_tr, title_en, title_ru, lat, lng) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
    [regionId, slug, ...t, lat, lng],
  );
  return one(database, 'SELECT id FROM cities WHERE region_id = $1 AND slug = $2', [regionId, slug]);
}
async function district(database: Database, cityId: number, slug: string, t: [string, string, string]) {
  await database.execute(
    `INSERT INTO districts (city_id, slug, title_tr, title_en, title_ru) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [cityId, slug, ...t],
  );
  return one(database, 'SELECT id FROM districts WHERE city_id = $1 AND slug = $2', [cityId, slug]);
}

const TEXT = {
  tr: ['Deniz manzaralı daire', 'Havuzlu site içinde geniş daire, denize yürüme mesafesinde.'],
  en: ['Apartment with sea view', 'Spacious apartment in a complex with a pool, walking distance to the sea.'],
  ru: ['Квартира с видом на море', 'Просторная квартира в комплексе с бассейном, до моря пешком.'],
};
const PLAIN = {
  tr: ['Şehir merkezinde ofis', 'Metroya yakın, yeni binada ofis.'],
  en: ['Office in the city centre', 'Close to the metro, in a new building.'],
  ru: ['Офис в центре города', 'Рядом с метро, в новом здании.'],
};

export async function seedPublicFixture(database: Database): Promise<Fixture> {
  const antalya = await region(database, 'antalya', '07', ['Antalya', 'Antalya', 'Анталья'], 36.88, 30.7);
  const istanbul = await region(database, 'istanbul', '34', ['İstanbul', 'Istanbul', 'Стамбул'], 41.01, 28.97);
  const alanya = await city(database, antalya, 'alanya', ['Alanya', 'Alanya', 'Алания'], 36.54, 32.0);
  const konyaalti = await city(database, antalya, 'konyaalti', ['Konyaaltı', 'Konyaalti', 'Коньяалты'], 36.87, 30.63);
  const kadikoy = await city(database, istanbul, 'kadikoy', ['Kadıköy', 'Kadikoy', 'Кадыкёй'], 40.99, 29.03);
  const mahmutlar = await district(database, alanya, 'mahmutlar', ['Mahmutlar', 'Mahmutlar', 'Махмутлар']);
  const oba = await district(database, alanya, 'oba', ['Oba', 'Oba', 'Оба']);
  const types = await database.execute(`SELECT id, slug FROM property_types`, []);
  const typeId = (slug: string) => Number(types.rows.find((r) => r.slug === slug)?.id);

  const agentId = await one(
    database,
    `INSERT INTO users (name, lastname, email, phone, photo, password_hash, org_type) VALUES ('Ayşe', 'Demir', 'agent-fixture@example.test', '+905321112233', '/uploads/agent.webp', 'x', 'corporate') RETURNING id`,
    [],
  );
  const otherUserId = await one(
    database,
    `INSERT INTO users (name, lastname, email, password_hash) VALUES ('Ivan', 'Petrov', 'other-fixture@example.test', 'x') RETURNING id`,
    [],
  );
  const agencyId = await one(
    database,
    `INSERT INTO agencies (owner_id, name, slug, logo, licence) VALUES ($1, 'Sun Realty', 'sun-realty-fixture', '/uploads/logo.webp', 'TR-123') RETURNING id`,
    [agentId],
  );
  await database.execute(`INSERT INTO agency_members (agency_id, user_id, post) VALUES ($1, $2, 'Broker')`, [agencyId, agentId]);

  const deals = ['sale', 'rent', 'newprojects'] as const;
  const currencies = ['TRY', 'USD', 'EUR', 'RUB'] as const;
  const rates: Record<string, number> = { TRY: 1 };
  for (const r of (await database.execute(`SELECT DISTINCT ON (code) code::text AS code, rate FROM currency_rates ORDER BY code, rate_date DESC`, [])).rows)
    rates[String(r.code)] = Number(r.rate);
  const rooms = ['1+0', '1+1', '2+1', '3+1', '4+1', '5+1', '6+'];
  const places: Array<[number, number, number, number | null, number, number]> = [
    [antalya, alanya, 0, mahmutlar, 36.49, 32.11],
    [antalya, alanya, 0, oba, 36.56, 32.03],
    [antalya, konyaalti, 0, null, 36.87, 30.63],
    [istanbul, kadikoy, 0, null, 40.99, 29.03],
  ];
  const listingIds: number[] = [];
  const seaViewIds: number[] = [];
  for (let i = 0; i < 40; i += 1) {
    const [regionId, cityId, , districtId, lat, lng] = places[i % places.length]!;
    const currency = currencies[i % 4]!;
    const price = currency === 'RUB' ? 5_000_000 + i * 250_000 : currency === 'TRY' ? 2_000_000 + i * 100_000 : 50_000 + i * 5_000;
    const type = i % 5 === 4 ? 'land' : i % 3 === 0 ? 'villa' : 'apartment';
    const seaView = i % 2 === 0;
    const id = await one(
      database,
      `INSERT INTO listings (deal_type, property_type_id, status, user_id, agency_id, region_id, city_id, district_id, lat, lng,
         price, currency, price_try, area, rooms, floor, floors, year_built, bathrooms, features, distance_to_sea, phone,
         views, created_at, published_at)
       VALUES ($1, $2, 'active', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, NULL, $21,
         now() - ($22 || ' hours')::interval, now() - ($22 || ' hours')::interval)
       RETURNING id`,
      [
        deals[i % 3], typeId(type), i % 7 === 0 ? otherUserId : agentId, i % 7 === 0 ? null : agencyId, regionId, cityId, districtId,
        i === 5 ? null : lat + i * 0.001, i === 5 ? null : lng + i * 0.001, price, currency, Math.round(price * (rates[currency] ?? 1)),
        40 + i * 7, type === 'land' ? null : rooms[i % rooms.length], i % 10, 12, 2000 + (i % 25), 1 + (i % 3),
        seaView ? ['sea_view', 'pool'] : ['parking'], 100 * (i + 1), i * 3, String(i * 5 + 1),
      ],
    );
    listingIds.push(id);
    if (seaView) seaViewIds.push(id);
    const text = seaView ? TEXT : PLAIN;
    for (const lang of i % 6 === 1 ? (['tr'] as const) : (['tr', 'en', 'ru'] as const)) {
      await database.execute(`INSERT INTO listing_translations (listing_id, lang, title, description) VALUES ($1, $2, $3, $4)`, [
        id, lang, `${text[lang][0]} #${i}`, text[lang][1],
      ]);
    }
    for (let p = 0; p < i % 4; p += 1) {
      const v = (size: string) => ({ url: `/uploads/l${id}/${p}-${size}.webp`, w: 100, h: 75 });
      await database.execute(`INSERT INTO listing_photos (listing_id, position, path, variants) VALUES ($1, $2, $3, $4)`, [
        id, p, `l${id}/${p}`, JSON.stringify({ thumb: v('thumb'), card: v('card'), full: v('full') }),
      ]);
    }
  }
  const hiddenId = listingIds[3]!;
  await database.execute(`UPDATE listings SET status = 'hidden' WHERE id = $1`, [hiddenId]);
  const noPinId = listingIds[5]!;

  // Journal: a category with posts in every language, an empty category, a tag.
  const news = await one(database, `INSERT INTO blog_categories (slug, title_tr, title_en, title_ru) VALUES ('fx-news', 'Haberler', 'News', 'Новости') RETURNING id`, []);
  await database.execute(`INSERT INTO blog_categories (slug, title_tr, title_en, title_ru) VALUES ('fx-empty', 'Boş', 'Empty', 'Пусто')`, []);
  const tag = await one(database, `INSERT INTO blog_tags (slug, title_tr, title_en, title_ru) VALUES ('fx-tag', 'Vergi', 'Taxes', 'Налоги') RETURNING id`, []);
  for (let i = 0; i < 12; i += 1) {
    const post = await one(
      database,
      `INSERT INTO blog_posts (slug, category_id, status, published_at) VALUES ($1, $2, 'published', now() - ($3 || ' days')::interval) RETURNING id`,
      [`fx-post-${i}`, news, String(i)],
    );
    for (const lang of ['tr', 'en', 'ru']) {
      await database.execute(`INSERT INTO blog_post_translations (post_id, lang, title, excerpt, body) VALUES ($1, $2, $3, $4, $5)`, [
        post, lang, `Post ${i} ${lang}`, `Excerpt ${i}`, `<p>Body ${i}</p>`,
      ]);
    }
    if (i % 3 === 0) await database.execute(`INSERT INTO blog_post_tags (post_id, tag_id) VALUES ($1, $2)`, [post, tag]);
  }
  await database.execute(`INSERT INTO blog_posts (slug, category_id, status) VALUES ('fx-draft', $1, 'draft')`, [news]);
  resetCatalogRefs(database);
  resetIndexBlocks(database);
  return { agentId, agencyId, otherUserId, listingIds, hiddenId, noPinId, seaViewIds };
}
