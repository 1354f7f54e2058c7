/**
 * Deterministic demo data, generated set-based inside the database
 * (INSERT … SELECT over generate_series with hashint8-derived "random" values),
 * in chunks, so 1,000,000 listings stay within minutes on PostgreSQL.
 * Idempotent: demo listings carry external_id 'demo-<n>' (unique per owner),
 * translations use their primary key, photos are only added to listings
 * without photos; progress is kept in app_meta 'seed.demo_listings'.
 */
import { hash } from '@node-rs/argon2';
import type { Database } from './client';
import { loadPlaces } from './places/import';
import { LISTING_FEATURES, PROPERTY_TYPES, ROOM_OPTIONS, SEED_RATES } from './reference';

export const DEMO_PASSWORD = 'demo-password';
export const DEMO_BASE_DATE = '2026-11-15T12:00:00Z';
export const PHOTO_POOL = 40;

/** Hot spots: `${plate}/${district}` weight, TRY per m² (sale), coastal. */
const SPOTS: ReadonlyArray<readonly [string, number, number, boolean]> = [
  ['07/Alanya', 30, 55_000, true], ['07/Muratpaşa', 8, 60_000, true], ['07/Konyaaltı', 8, 65_000, true],
  ['07/Kepez', 4, 40_000, false], ['07/Manavgat', 5, 45_000, true], ['07/Kemer', 4, 60_000, true],
  ['07/Kaş', 2, 75_000, true], ['07/Aksu', 2, 42_000, true], ['07/Gazipaşa', 2, 38_000, true],
  ['34/Beylikdüzü', 5, 50_000, true], ['34/Esenyurt', 5, 35_000, false], ['34/Kadıköy', 4, 120_000, true],
  ['34/Beşiktaş', 3, 150_000, true], ['34/Şişli', 2, 110_000, false], ['34/Üsküdar', 2, 100_000, true],
  ['34/Sarıyer', 2, 140_000, true], ['34/Başakşehir', 2, 60_000, false], ['34/Ataşehir', 2, 80_000, false],
  ['33/Mezitli', 6, 35_000, true], ['33/Erdemli', 4, 28_000, true], ['33/Yenişehir', 2, 38_000, true],
  ['35/Karşıyaka', 3, 60_000, true], ['35/Çeşme', 2, 110_000, true], ['35/Bornova', 2, 55_000, false],
  ['35/Urla', 1, 90_000, true], ['48/Bodrum', 4, 130_000, true], ['48/Fethiye', 4, 80_000, true],
  ['48/Marmaris', 2, 85_000, true], ['09/Kuşadası', 2, 55_000, true], ['09/Didim', 2, 40_000, true],
];
/** Share (of 100) of listings spread over all other districts of Turkey. */
const ELSEWHERE = 5;

const TYPE_WEIGHTS: Record<string, number> = { apartment: 58, villa: 10, house: 6, penthouse: 5, residence: 9, land: 6, commercial: 6 };
const TYPE_FACTOR: Record<string, number> = { apartment: 1, villa: 1.5, house: 1.1, penthouse: 1.35, residence: 1.2, land: 0.12, commercial: 1.3 };

const FIRST = ['Ahmet', 'Mehmet', 'Ayşe', 'Fatma', 'Mustafa', 'Emine', 'Ali', 'Zeynep', 'Hüseyin', 'Elif', 'Murat', 'Selin', 'Olga', 'Ivan', 'Anna', 'John', 'Emma', 'Burak', 'Deniz', 'Can'];
const LAST = ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Aydın', 'Öztürk', 'Arslan', 'Doğan', 'Petrova', 'Smirnov', 'Smith', 'Koç', 'Kurt'];
const AGENCY_NAMES = ['Akdeniz Emlak', 'Alanya Sun Homes', 'Bosphorus Realty', 'Mersin Deniz Gayrimenkul', 'Ege Property', 'Bodrum Blue Estates', 'Antalya Premium', 'İstanbul Konut', 'Fethiye Homes', 'Kuşadası Real Estate', 'Lara Park Emlak', 'Riviera Invest'];

function rnd(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(r: () => number, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)] as T;
}

async function upsertUser(database: Database, u: { email: string; name: string; lastname: string; phone: string; orgType: string; hash: string }): Promise<number> {
  await database.execute(
    `insert into users (name, lastname, email, phone, password_hash, org_type, created_at)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
    [u.name, u.lastname, u.email, u.phone, u.hash, u.orgType, DEMO_BASE_DATE],
  );
  const { rows } = await database.execute('select id from users where lower(email) = lower($1)', [u.email]);
  return Number(rows[0]?.id);
}

/** Private owners, agencies with owners and agents. Returns the owner ids listings are spread over. */
export async function seedPeople(database: Database): Promise<{ owners: number[]; agencyOf: Map<number, number> }> {
  const r = rnd(42);
  const passwordHash = await hash(DEMO_PASSWORD, { algorithm: 2, timeCost: 2, memoryCost: 19456, parallelism: 1 });
  const owners: number[] = [];
  const agencyOf = new Map<number, number>();
  for (let i = 1; i <= 30; i++) {
    const id = await upsertUser(database, {
      email: `owner${i}@demo.realty.test`, name: pick(r, FIRST), lastname: pick(r, LAST),
      phone: `+90532${String(1000000 + i * 7919).slice(-7)}`, orgType: 'private', hash: passwordHash,
    });
    owners.push(id);
  }
  for (const [a, name] of AGENCY_NAMES.entries()) {
    const ownerId = await upsertUser(database, {
      email: `agency${a + 1}@demo.realty.test`, name: pick(r, FIRST), lastname: pick(r, LAST),
      phone: `+90242${String(2000000 + a * 104729).slice(-7)}`, orgType: 'corporate', hash: passwordHash,
    });
    const slug = name.toLocaleLowerCase('tr-TR').replace(/ı/g, 'i').replace(/ş/g, 's').replace(/ğ/g, 'g').replace(/ü/g, 'u').replace(/ö/g, 'o').replace(/ç/g, 'c').replace(/[^a-z0-9]+/g, '-');
    await database.execute(
      `insert into agencies (owner_id, name, slug, licence, description, phone, email, website, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing`,
      [ownerId, name, slug, `TR-${String(3400000 + a * 1237)}`, `${name}: sale and rental of residential property in Turkey since ${1998 + a}.`,
        `+90242${String(2000000 + a * 104729).slice(-7)}`, `info@${slug}.example`, `https://${slug}.example`, DEMO_BASE_DATE],
    );
    const { rows } = await database.execute('select id from agencies where owner_id = $1', [ownerId]);
    const agencyId = Number(rows[0]?.id);
    for (let k = 0; k <= 3; k++) {
      const agentId = k === 0 ? ownerId : await upsertUser(database, {
        email: `agent${a + 1}-${k}@demo.realty.test`, name: pick(r, FIRST), lastname: pick(r, LAST),
        phone: `+90533${String(3000000 + a * 7333 + k * 101).slice(-7)}`, orgType: 'private', hash: passwordHash,
      });
      await database.execute(
        `insert into agency_members (agency_id, user_id, post, licence) values ($1, $2, $3, $4) on conflict do nothing`,
        [agencyId, agentId, k === 0 ? 'Director' : pick(r, ['Sales agent', 'Senior agent', 'Rental manager']), `AG-${a + 1}${k}${String(4000 + a * 37 + k)}`],
      );
      owners.push(agentId);
      agencyOf.set(agentId, agencyId);
    }
  }
  return { owners, agencyOf };
}

/** Builds the listing INSERT…SELECT for demo numbers in (from, to]. */
function listingsSql(): string {
  const h = (k: number): string => `(hashint8(g::int8 * 7919 + ${k}) & 2147483647)`;
  return `
with params as (
  select $3::int[] as spot_city, $4::int[] as spot_region, $5::int[] as spot_dfirst, $6::int[] as spot_dcount,
         $7::float8[] as spot_ppm2, $8::int[] as spot_coast, $9::float8[] as spot_lat, $10::float8[] as spot_lng,
         $11::int[] as spot_slots, $12::int[] as type_ids, $13::text[] as type_slugs, $14::int[] as type_slots,
         $15::float8[] as type_factor, $16::int[] as owners, $17::int[] as owner_agency, $18::text[] as features,
         $19::int as cities_total, $20::int[] as city_region, $21::int[] as city_dfirst, $22::int[] as city_dcount,
         $28::float8[] as city_lat, $29::float8[] as city_lng
), base as (
  select g,
    ${h(1)} % 100 as dsl, ${h(2)} % 100 as tsl, ${h(3)} as hp, ${h(4)} as ha, ${h(5)} as hr, ${h(6)} as hf,
    ${h(7)} as hl, ${h(8)} as hc, ${h(9)} as hs, ${h(10)} as ho, ${h(11)} as hd, ${h(12)} as ht
  from generate_series($1::int + 1, $2::int) g
), picked as (
  select b.*, p.*,
    p.spot_slots[1 + (b.hl % 1000)] as spot,
    p.type_slots[1 + b.tsl] as ti
  from base b cross join params p
), located as (
  select x.*,
    case when x.spot > 0 then x.spot_city[x.spot] else 1 + (x.hl / 1000) % x.cities_total end as city_id,
    case when x.spot > 0 then x.spot_ppm2[x.spot] else 25000 end as ppm2,
    case when x.spot > 0 then x.spot_coast[x.spot] = 1 else false end as coast,
    x.type_slugs[x.ti] as tslug
  from picked x
), shaped as (
  select l.*,
    case when l.spot > 0 then l.spot_region[l.spot] else l.city_region[l.city_id] end as region_id,
    case when l.spot > 0 then l.spot_dfirst[l.spot] + (l.hd % greatest(l.spot_dcount[l.spot], 1))
         else l.city_dfirst[l.city_id] + (l.hd % greatest(l.city_dcount[l.city_id], 1)) end as district_id,
    case when l.dsl < 58 then 'sale' when l.dsl < 88 then 'rent' else 'newprojects' end::deal_type as deal,
    case when l.tslug in ('land', 'commercial') then null
         when l.tslug in ('villa', 'house') then 3 + (l.hr % 4)
         when l.tslug = 'penthouse' then 2 + (l.hr % 4)
         else (array[0,1,1,1,2,2,2,3,3,4])[1 + l.hr % 10] end as room_idx
  from located l
), sized as (
  select s.*,
    case when s.tslug = 'land' then 300 + (s.ha % 4700)
         when s.tslug = 'commercial' then 40 + (s.ha % 360)
         else round((35 + s.room_idx * 32 + (s.ha % 35)) * case when s.tslug in ('villa','house') then 1.5 else 1 end)::int end as area_m2
  from shaped s
), priced as (
  select z.*,
    (z.area_m2 * z.ppm2 * z.type_factor[z.ti] * (0.75 + (z.hp % 600) / 1000.0)
      * case when z.deal = 'newprojects' then 1.1 else 1 end
      / case when z.deal = 'rent' then 230 else 1 end) as ptry,
    case when z.coast and z.spot_region[z.spot] <> 34 then
           (array['EUR','EUR','EUR','EUR','USD','USD','USD','TRY','TRY','RUB'])[1 + z.hc % 10]
         when z.region_id = 34 then (array['TRY','TRY','TRY','TRY','TRY','TRY','USD','USD','USD','EUR'])[1 + z.hc % 10]
         else (array['TRY','TRY','TRY','TRY','TRY','TRY','TRY','USD','EUR','EUR'])[1 + z.hc % 10] end::currency_code as cur
  from sized z
)
insert into listings (deal_type, property_type_id, status, user_id, agency_id, region_id, city_id, district_id, address,
  lat, lng, price, currency, price_try, area, rooms, floor, floors, year_built, bathrooms, features, distance_to_sea,
  phone, views, phone_reveals, external_id, created_at, updated_at, published_at, deleted_at)
select q.deal, q.type_ids[q.ti],
  (case when q.hs % 100 < 95 then 'active' when q.hs % 100 < 99 then 'hidden' else 'deleted' end)::listing_status,
  q.owners[1 + q.ho % array_length(q.owners, 1)],
  nullif(q.owner_agency[1 + q.ho % array_length(q.owners, 1)], 0),
  q.region_id, q.city_id, q.district_id, null,
  coalesce(case when q.spot > 0 then q.spot_lat[q.spot] end, q.city_lat[q.city_id]) + ((q.hl % 997) - 498) / 14000.0,
  coalesce(case when q.spot > 0 then q.spot_lng[q.spot] end, q.city_lng[q.city_id]) + ((q.hd % 991) - 495) / 11000.0,
  q.price, q.cur, pt.price_try, q.area_m2,
  case when q.room_idx is null then null else ($23::text[])[1 + q.room_idx] end,
  case when q.tslug in ('apartment','penthouse','residence') then least(q.floors_n, (q.ht % (q.floors_n + 1))) end,
  q.floors_n,
  case when q.deal = 'newprojects' then 2025 + (q.ht % 3) when q.tslug = 'land' then null else 1985 + (q.ht % 40) end,
  case when q.room_idx is null then null else 1 + q.room_idx / 2 end,
  array(select f from unnest(q.features) with ordinality as u(f, i) where (q.hf >> (i::int % 31)) & 1 = 1 and (q.hf >> ((i::int + 9) % 31)) & 1 = 1),
  case when q.coast then 50 + (q.hd % 50) * 60 end,
  null, q.hs % 1500, q.hs % 40, 'demo-' || q.g,
  q.pub, q.pub, q.pub,
  case when q.hs % 100 >= 99 then q.pub + interval '20 days' end
from (
  select pr.*,
    greatest(1, round(pr.ptry / case pr.cur when 'TRY' then 1 when 'USD' then $24::float8 when 'EUR' then $25::float8 else $26::float8 end
      / case when pr.deal = 'rent' then 50 else 1000 end) * case when pr.deal = 'rent' then 50 else 1000 end)::bigint as price,
    case when pr.tslug in ('apartment','penthouse','residence') then 3 + (pr.ht % 13)
         when pr.tslug in ('villa','house') then 2 + (pr.ht % 2) end as floors_n,
    $27::timestamptz - ((pr.g::int8 * 7919 % 240) || ' days')::interval - ((pr.hp % 86400) || ' seconds')::interval as pub
  from priced pr
) q
cross join lateral (select round(q.price * case q.cur when 'TRY' then 1 when 'USD' then $24::float8 when 'EUR' then $25::float8 else $26::float8 end)::bigint as price_try) pt
on conflict do nothing`;
}

/**
 * Building facts (issue 29) for realism, deterministic from each listing's external id: newer buildings get better
 * energy classes, some state a permit date (a year or two before completion), an occupancy permit, a seismic report,
 * older ones an urban-transformation status; sale and rent listings carry an EİDS property number.
 */
const BUILDING_FACTS_SQL = `
update listings l set
  energy_class = case when l.year_built is not null and h.a % 10 < 6 then
    case when l.year_built >= 2019 then (array['A','B','B','C'])[1 + h.b % 4]
         when l.year_built >= 2008 then (array['B','C','C','D','D'])[1 + h.b % 5]
         else (array['C','D','E','E','F','G'])[1 + h.b % 6] end end,
  building_permit_date = case when h.a % 10 < 4 then
    least(make_date((l.year_built - 1 - h.b % 2)::int, (1 + h.c % 12)::int, (1 + h.c % 28)::int), date '2026-11-01') end,
  occupancy_permit = case when l.year_built <= 2025 and h.c % 10 < 5 then true when l.year_built <= 2025 and h.c % 10 = 5 then false end,
  seismic_report = case when l.year_built is null then null when h.b % 10 < 2 then 'yes' when h.b % 10 < 4 then 'none' end,
  seismic_report_date = case when l.year_built is not null and h.b % 10 < 2 then make_date((2020 + h.c % 6)::int, (1 + h.a % 12)::int, (1 + h.b % 28)::int) end,
  urban_transformation = case when l.year_built < 2000 then (array['none','planned','in_progress','none'])[1 + h.c % 4]
                              when l.year_built is not null and h.a % 10 < 3 then 'none' end,
  property_number = case when l.deal_type <> 'newprojects' then (100000000 + h.a % 900000000)::text end
from (select id, ('x' || substr(md5(external_id), 1, 8))::bit(32)::int8 & 2147483647 as a,
             ('x' || substr(md5(external_id), 9, 8))::bit(32)::int8 & 2147483647 as b,
             ('x' || substr(md5(external_id), 17, 8))::bit(32)::int8 & 2147483647 as c
      from listings where id > $1 and id <= $2) h
where l.id = h.id`;

const TRANSLATIONS_SQL = `
insert into listing_translations (listing_id, lang, title, description)
select l.id, v.lang::lang,
  case v.lang
    when 'tr' then c.title_tr || ' ' || case l.deal_type when 'rent' then 'kiralık' when 'sale' then 'satılık' else 'yeni projede satılık' end
      || ' ' || coalesce(l.rooms || ' ', '') || lower(pt.title_tr)
    -- English: a sentence-case title, "Land for sale in Alanya" (the first word capitalised whatever comes first)
    when 'en' then (select upper(left(t, 1)) || substr(t, 2) from (select case when l.deal_type = 'newprojects' then 'new-build ' else '' end
      || coalesce(l.rooms || ' ', '') || lower(pt.title_en) || case l.deal_type when 'rent' then ' for rent' else ' for sale' end
      || ' in ' || c.title_en as t) en)
    else pt.title_ru || coalesce(' ' || l.rooms, '') || case l.deal_type when 'rent' then ' в аренду' when 'sale' then ' на продажу' else ' в новостройке' end
      || ', ' || c.title_ru
  end,
  case v.lang
    when 'tr' then (array['Satılık ve kiralık gayrimenkulde güvenilir seçim. ', 'Yatırım için ideal fırsat. ', 'Aileler için konforlu yaşam alanı. '])[1 + l.id % 3]
      || coalesce(l.area || ' m² kullanım alanı. ', '') || coalesce('Bina ' || l.floors || ' katlı, daire ' || l.floor || '. katta. ', '')
      || coalesce('Denize ' || l.distance_to_sea || ' metre. ', '') || coalesce(l.year_built || ' yılında inşa edildi. ', '')
      || 'Site içinde ' || case when 'pool' = any(l.features) then 'yüzme havuzu, ' else '' end || 'otopark ve bakımlı bahçe bulunmaktadır. '
      || c.title_tr || ' merkezine, marketlere, okullara ve toplu taşımaya yakın.'
    when 'en' then (array['A bright home in a quiet, well-kept complex. ', 'An ideal investment opportunity. ', 'Comfortable living for families. '])[1 + l.id % 3]
      || coalesce(l.area || ' m² of living space. ', '') || coalesce('Floor ' || l.floor || ' of ' || l.floors || '. ', '')
      || coalesce(l.distance_to_sea || ' m to the sea. ', '') || coalesce('Built in ' || l.year_built || '. ', '')
      || 'The complex has ' || case when 'pool' = any(l.features) then 'a swimming pool, ' else '' end || 'parking and a landscaped garden. '
      || 'Close to the centre of ' || c.title_en || ', shops, schools and public transport.'
    else (array['Светлая квартира в тихом ухоженном комплексе. ', 'Отличный вариант для инвестиций. ', 'Комфортное жильё для семьи. '])[1 + l.id % 3]
      || coalesce('Площадь ' || l.area || ' м². ', '') || coalesce('Этаж ' || l.floor || ' из ' || l.floors || '. ', '')
      || coalesce('До моря ' || l.distance_to_sea || ' м. ', '') || coalesce('Год постройки ' || l.year_built || '. ', '')
      || 'На территории ' || case when 'pool' = any(l.features) then 'бассейн, ' else '' end || 'парковка и ухоженный сад. '
      || 'Рядом центр (' || c.title_ru || '), магазины, школы и транспорт.'
  end
from listings l
join property_types pt on pt.id = l.property_type_id
join cities c on c.id = l.city_id
cross join (values ('tr'), ('en'), ('ru')) v(lang)
where l.id > $1 and l.id <= $2 and l.external_id like 'demo-%'
on conflict do nothing`;

const PHOTOS_SQL = `
insert into listing_photos (listing_id, position, path, variants, created_at)
select l.id, k - 1, 'demo/p' || p.n,
  jsonb_build_object(
    'thumb', jsonb_build_object('url', '/uploads/demo/p' || p.n || '-thumb.webp', 'w', 320, 'h', 240),
    'card', jsonb_build_object('url', '/uploads/demo/p' || p.n || '-card.webp', 'w', 640, 'h', 480),
    'full', jsonb_build_object('url', '/uploads/demo/p' || p.n || '-full.webp', 'w', 1280, 'h', 960)),
  l.created_at
from listings l
cross join lateral generate_series(1, 3 + (hashint4(l.id) & 2147483647) % 10) k
cross join lateral (select 1 + (hashint8(l.id::int8 * 31 + k) & 2147483647) % ${PHOTO_POOL} as n) p
where l.id > $1 and l.id <= $2 and l.external_id like 'demo-%'
  and not exists (select 1 from listing_photos x where x.listing_id = l.id)`;

const BULK_TABLES = `'listings', 'listing_translations', 'listing_photos'`;
/** Adding at least this many listings drops the secondary indexes first and rebuilds them after. */
export const BULK_THRESHOLD = 100_000;

/** Recreates indexes a previous bulk seed dropped (also after a crash half-way). */
async function restoreIndexes(database: Database, log: (msg: string) => void): Promise<void> {
  const saved = await database.execute(`select value from app_meta where key = 'seed.dropped_indexes'`);
  const defs = (saved.rows[0]?.value ?? []) as string[];
  for (const def of defs) {
    const t = Date.now();
    await database.execute(`set maintenance_work_mem = '256MB'; ${def.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS ')}`);
    log(`index rebuilt in ${((Date.now() - t) / 1000).toFixed(1)}s: ${def.slice(0, 90)}`);
  }
  await database.execute(`delete from app_meta where key = 'seed.dropped_indexes'`);
}

async function dropIndexes(database: Database): Promise<void> {
  const { rows } = await database.execute(
    `select indexname, indexdef from pg_indexes
     where schemaname = current_schema() and tablename in (${BULK_TABLES})
       -- kept: the unique key ON CONFLICT relies on, and the photo index the
       -- "listing has no photos yet" anti-join needs (else it turns quadratic)
       and indexname not in ('listings_user_external_uq', 'listing_photos_listing_pos_idx')
       and not exists (select 1 from pg_constraint c where c.conname = indexname)`,
  );
  const defs = rows.map((r) => String(r.indexdef));
  await database.execute(
    `insert into app_meta (key, value) values ('seed.dropped_indexes', $1::jsonb)
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [JSON.stringify(defs)],
  );
  for (const r of rows) await database.execute(`drop index if exists "${String(r.indexname)}"`);
}

export interface DemoListingsOptions {
  listings: number;
  chunk?: number;
  log?: (msg: string) => void;
}

/** Adds demo listings until `listings` demo listings exist. Returns how many were added. */
export async function seedDemoListings(database: Database, opts: DemoListingsOptions): Promise<number> {
  const log = opts.log ?? (() => {});
  await restoreIndexes(database, log);
  const meta = await database.execute(`select value from app_meta where key = 'seed.demo_listings'`);
  const have = Number(meta.rows[0]?.value ?? 0);
  if (opts.listings <= have) return 0;
  const bulk = opts.listings - have >= BULK_THRESHOLD;
  const { owners, agencyOf } = await seedPeople(database);
  const places = loadPlaces();
  const cityByKey = new Map(places.cities.map((c) => [`${String(c.parentId).padStart(2, '0')}/${c.tr}`, c]));
  const dFirst = new Map<number, number>();
  const dCount = new Map<number, number>();
  for (const d of places.districts) {
    if (!dFirst.has(d.parentId)) dFirst.set(d.parentId, d.id);
    dCount.set(d.parentId, (dCount.get(d.parentId) ?? 0) + 1);
  }
  const spots = SPOTS.map(([key, weight, ppm2, coast]) => {
    const c = cityByKey.get(key);
    if (!c) throw new Error(`unknown demo spot ${key}`);
    return { c, weight, ppm2, coast };
  });
  // 1000 slots: hot spots share (1000 - 10 * ELSEWHERE) by weight, slot 0 = elsewhere in Turkey
  const totalWeight = spots.reduce((a, s) => a + s.weight, 0);
  const hot = 1000 - 10 * ELSEWHERE;
  const slots: number[] = [];
  spots.forEach((s, i) => {
    const n = Math.round((s.weight / totalWeight) * hot);
    for (let k = 0; k < n; k++) slots.push(i + 1);
  });
  while (slots.length < hot) slots.push(1);
  slots.length = hot;
  while (slots.length < 1000) slots.push(0);
  const regionById = new Map(places.regions.map((r) => [r.id, r]));
  const types = await database.execute('select id, slug from property_types order by sort');
  const typeIds = types.rows.map((r) => Number(r.id));
  const typeSlugs = types.rows.map((r) => String(r.slug));
  const typeSlots: number[] = [];
  typeSlugs.forEach((slug, i) => {
    for (let k = 0; k < (TYPE_WEIGHTS[slug] ?? 0); k++) typeSlots.push(i + 1);
  });
  while (typeSlots.length < 100) typeSlots.push(1);
  const params = [
    spots.map((s) => s.c.id), spots.map((s) => s.c.parentId), spots.map((s) => dFirst.get(s.c.id) ?? 0), spots.map((s) => dCount.get(s.c.id) ?? 0),
    spots.map((s) => s.ppm2), spots.map((s) => (s.coast ? 1 : 0)), spots.map((s) => s.c.lat), spots.map((s) => s.c.lng),
    slots, typeIds, typeSlugs, typeSlots.slice(0, 100), typeSlugs.map((t) => TYPE_FACTOR[t] ?? 1),
    owners, owners.map((o) => agencyOf.get(o) ?? 0), LISTING_FEATURES.map((f) => f.code),
    places.cities.length, places.cities.map((c) => c.parentId), places.cities.map((c) => dFirst.get(c.id) ?? 0), places.cities.map((c) => dCount.get(c.id) ?? 0),
    ROOM_OPTIONS.map((r) => r.code), SEED_RATES.USD, SEED_RATES.EUR, SEED_RATES.RUB, DEMO_BASE_DATE,
    places.cities.map((c) => c.lat ?? regionById.get(c.parentId)?.lat ?? 39), places.cities.map((c) => c.lng ?? regionById.get(c.parentId)?.lng ?? 35),
  ];
  const sql = listingsSql();
  const chunk = opts.chunk ?? 50_000;
  if (bulk) {
    await dropIndexes(database);
    log('secondary indexes dropped for the bulk load');
  }
  for (let from = have; from < opts.listings; from += chunk) {
    const to = Math.min(opts.listings, from + chunk);
    const before = Number((await database.execute('select coalesce(max(id), 0) as m from listings')).rows[0]?.m ?? 0);
    await database.execute(sql, [from, to, ...params]);
    const after = Number((await database.execute('select coalesce(max(id), 0) as m from listings')).rows[0]?.m ?? 0);
    await database.execute(TRANSLATIONS_SQL, [before, after]);
    await database.execute(BUILDING_FACTS_SQL, [before, after]);
    await database.execute(PHOTOS_SQL, [before, after]);
    await database.execute(
      `insert into app_meta (key, value, updated_at) values ('seed.demo_listings', $1::jsonb, now())
       on conflict (key) do update set value = excluded.value, updated_at = now()`,
      [JSON.stringify(to)],
    );
    log(`demo listings ${to}/${opts.listings}`);
  }
  await restoreIndexes(database, log);
  return opts.listings - have;
}

export { PROPERTY_TYPES };
