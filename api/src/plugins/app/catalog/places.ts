/** Place lookups shared by the catalogue: name search in any script, slug resolution. */
import type { Database, Row } from '../../../db/client';
import { searchKey } from '../../../db/places/text';

export { slugify, transliterateRu, foldTurkish, searchKey } from '../../../db/places/text';

export type PlaceKind = 'region' | 'city' | 'district';

/**
 * Finds places whose tr/en/ru title or slug contains the query ("Алания",
 * "alanya", "Alanya", "kadikoy" all work). Uses the trigram indexes.
 */
export async function searchPlaces(database: Database, query: string, limit = 10): Promise<Row[]> {
  const key = searchKey(query);
  if (key.length < 2) return [];
  const like = `%${key.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const { rows } = await database.execute(
    `(select 'region' as kind, id, slug, title_tr, title_en, title_ru, null::int as region_id, 0 as rank from regions where search like $1)
     union all
     (select 'city', c.id, c.slug, c.title_tr, c.title_en, c.title_ru, c.region_id, 1 from cities c where c.search like $1)
     union all
     (select 'district', d.id, d.slug, d.title_tr, d.title_en, d.title_ru, c.region_id, 2 from districts d join cities c on c.id = d.city_id where d.search like $1 limit $2)
     order by rank, title_tr limit $2`,
    [like, limit],
  );
  return rows;
}

/**
 * Resolves a catalogue location segment (`antalya` or `antalya-alanya`) against
 * known slugs, never by splitting blindly on '-' (slugs contain hyphens).
 */
export async function resolveLocationSlug(
  database: Database,
  segment: string,
): Promise<{ regionId: number; regionSlug: string; cityId: number | null; citySlug: string | null } | null> {
  const { rows } = await database.execute(
    `select r.id as region_id, r.slug as region_slug, c.id as city_id, c.slug as city_slug
     from regions r left join cities c on c.region_id = r.id and $1 = r.slug || '-' || c.slug
     where r.slug = $1 or $1 like r.slug || '-%'
     order by (c.id is not null) desc, length(r.slug) desc limit 1`,
    [segment],
  );
  const r = rows[0];
  if (!r) return null;
  if (r.city_id === null && r.region_slug !== segment) return null;
  return {
    regionId: Number(r.region_id),
    regionSlug: String(r.region_slug),
    cityId: r.city_id === null ? null : Number(r.city_id),
    citySlug: r.city_slug === null ? null : String(r.city_slug),
  };
}
