// Places for the filter selects and the place search (DECISIONS.md "Locations"): items `{ code, title }`
// with code = slug and the title in the reply language. Search works in any script, with or without
// Turkish letters ("Алания", "alanya", "Alanya").
import type { Lang } from '@realty/shared/routes';
import { foldKey, looseKey } from '@realty/shared/catalog';
import type { LocationItem } from '@realty/shared/schemas';
import type { PlaceSearchItem } from '@realty/shared/contracts/catalog';
import type { Database } from '../../../db/client';
import { searchKey } from '../../../db/places/text';
import { catalogRefs, titleOf, type CityRef, type RegionRef } from './catalog-cache';

const collator = (lang: Lang) => new Intl.Collator(lang);
const sortItems = <T extends { title: string }>(lang: Lang, items: T[]): T[] => {
  const c = collator(lang);
  return items.sort((a, b) => c.compare(a.title, b.title));
};

/** Folded forms of a place's names, computed once per name (the cache holds ~1,000 places). */
interface NameKeys {
  fold: string;
  loose: string;
  words: Array<{ fold: string; loose: string }>;
}
const keyCache = new Map<string, NameKeys>();
function keysOf(name: string): NameKeys {
  let keys = keyCache.get(name);
  if (!keys) {
    keys = {
      fold: foldKey(name),
      loose: looseKey(name),
      words: name.split(/[\s()-]+/).filter(Boolean).map((w) => ({ fold: foldKey(w), loose: looseKey(w) })),
    };
    if (keyCache.size > 200_000) keyCache.clear();
    keyCache.set(name, keys);
  }
  return keys;
}

/** Match quality of a query against a place's names: 3 exact, 2 prefix, 1 word prefix, 0 none. */
export function matchScore(q: string, names: readonly string[]): number {
  const fq = foldKey(q);
  const lq = looseKey(q);
  if (!fq) return 0;
  let best = 0;
  for (const name of names) {
    const k = keysOf(name);
    if (k.fold === fq || (lq && k.loose === lq)) return 3;
    if (k.fold.startsWith(fq) || (lq && k.loose.startsWith(lq))) best = Math.max(best, 2);
    else if (k.words.some((w) => w.fold.startsWith(fq) || (lq && w.loose.startsWith(lq)))) best = Math.max(best, 1);
  }
  return best;
}

const names = (p: RegionRef): string[] => [p.slug, p.title.tr, p.title.en, p.title.ru];

export async function listRegions(database: Database, lang: Lang, q?: string): Promise<LocationItem[]> {
  const refs = await catalogRefs(database);
  const regions = q ? refs.regions.filter((r) => matchScore(q, names(r)) > 0) : refs.regions;
  return sortItems(lang, regions.map((r) => ({ code: r.slug, title: titleOf(r.title, lang) })));
}

/** Cities of a region; null when the region is unknown. */
export async function listCities(database: Database, lang: Lang, region: string, q?: string): Promise<LocationItem[] | null> {
  const refs = await catalogRefs(database);
  const r = refs.regionBySlug.get(region);
  if (!r) return null;
  const cities = (refs.citiesByRegion.get(r.id) ?? []).filter((c) => !q || matchScore(q, names(c)) > 0);
  return sortItems(lang, cities.map((c) => ({ code: c.slug, title: titleOf(c.title, lang) })));
}

/** Neighbourhoods of a city (a city slug may repeat across regions: give `region` to choose); null when unknown. */
export async function listDistricts(
  database: Database,
  lang: Lang,
  city: string,
  region?: string,
  q?: string,
): Promise<LocationItem[] | null> {
  const refs = await catalogRefs(database);
  let cities: CityRef[] = refs.citiesBySlug.get(city) ?? [];
  if (region) {
    const r = refs.regionBySlug.get(region);
    cities = r ? cities.filter((c) => c.regionId === r.id) : [];
  }
  if (!cities.length) return null;
  const res = await database.execute(
    'SELECT slug, city_id, title_tr, title_en, title_ru FROM districts WHERE city_id = ANY($1::int[])',
    [cities.map((c) => c.id)],
  );
  const items = res.rows
    .map((row) => {
      const t = { tr: String(row.title_tr), en: String(row.title_en), ru: String(row.title_ru) };
      return { code: String(row.slug), title: titleOf(t, lang), names: [String(row.slug), t.tr, t.en, t.ru], cityId: Number(row.city_id) };
    })
    .filter((d) => !q || matchScore(q, d.names) > 0);
  const multi = cities.length > 1;
  return sortItems(
    lang,
    items.map((d) => {
      const parent = refs.cityById.get(d.cityId);
      return multi && parent
        ? { code: d.code, title: d.title, parent: { code: parent.slug, title: titleOf(parent.title, lang) } }
        : { code: d.code, title: d.title };
    }),
  );
}

/** Regions and cities (in memory), then neighbourhoods (SQL, 3+ letters), best matches first. */
export async function searchPlaces(database: Database, lang: Lang, q: string, limit: number): Promise<PlaceSearchItem[]> {
  const refs = await catalogRefs(database);
  const scored: Array<{ score: number; kind: number; item: PlaceSearchItem }> = [];
  for (const r of refs.regions) {
    const score = matchScore(q, names(r));
    if (score) {
      const brief = { code: r.slug, title: titleOf(r.title, lang) };
      scored.push({ score, kind: 0, item: { type: 'region', code: r.slug, title: brief.title, region: brief, city: null } });
    }
  }
  for (const c of refs.cityById.values()) {
    const score = matchScore(q, names(c));
    const r = refs.regionById.get(c.regionId);
    if (score && r) {
      const title = titleOf(c.title, lang);
      scored.push({
        score,
        kind: 1,
        item: { type: 'city', code: c.slug, title, region: { code: r.slug, title: titleOf(r.title, lang) }, city: { code: c.slug, title } },
      });
    }
  }
  const fq = foldKey(q);
  if (fq.length >= 3 && searchKey(q).length >= 3 && scored.length < limit) {
    // Neighbourhoods: substring of the folded names (`districts.search`, pg_trgm GIN index), ranked below.
    const key = searchKey(q);
    const res = await database.execute(
      `SELECT d.slug, d.title_tr, d.title_en, d.title_ru, d.city_id FROM districts d WHERE d.search LIKE $1 LIMIT 200`,
      [`%${key.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`],
    );
    for (const row of res.rows) {
      const c = refs.cityById.get(Number(row.city_id));
      const r = c ? refs.regionById.get(c.regionId) : undefined;
      if (!c || !r) continue;
      const t = { tr: String(row.title_tr), en: String(row.title_en), ru: String(row.title_ru) };
      const score = matchScore(q, [String(row.slug), t.tr, t.en, t.ru]);
      if (!score) continue;
      scored.push({
        score,
        kind: 2,
        item: {
          type: 'district',
          code: String(row.slug),
          title: titleOf(t, lang),
          region: { code: r.slug, title: titleOf(r.title, lang) },
          city: { code: c.slug, title: titleOf(c.title, lang) },
        },
      });
    }
  }
  const c = collator(lang);
  return scored
    .sort((a, b) => b.score - a.score || a.kind - b.kind || c.compare(a.item.title, b.item.title))
    .slice(0, limit)
    .map((s) => s.item);
}
