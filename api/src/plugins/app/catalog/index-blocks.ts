// Home page blocks: useful links (counts per deal type × popular place), realtors, new listings.
// Counts over the whole catalogue are aggregated at most once per STATS_TTL_MS per database and served
// stale while a refresh runs, so the home page never waits for a full scan after the first call.
import { translatePost } from '@realty/shared/contracts/agencies';
import { AGENT_ROWS } from '../agencies/public';
import { agentPath } from '../agencies/paths';
import type { Lang } from '@realty/shared/routes';
import { catalogPath, CATALOG_MESSAGES, catalogSeo } from '@realty/shared/catalog';
import { DEAL_TYPES, type DealType, type ListingCardData, type UsefulLinksReply } from '@realty/shared/schemas';
import type { Database, Row } from '../../../db/client';
import { catalogRefs, titleOf } from './catalog-cache';
import { cardsOfQuery } from './listings';

export const STATS_TTL_MS = 5 * 60_000;
const store = new WeakMap<Database, Map<string, { at: number; value: Promise<unknown> }>>();

/** Stale-while-revalidate memo per database. */
export function memo<T>(database: Database, key: string, ttl: number, load: () => Promise<T>): Promise<T> {
  let perDb = store.get(database);
  if (!perDb) store.set(database, (perDb = new Map()));
  const hit = perDb.get(key);
  if (hit && Date.now() - hit.at < ttl) return hit.value as Promise<T>;
  const fresh = load();
  const entry = { at: Date.now(), value: fresh as Promise<unknown> };
  if (hit) {
    // keep serving the old value until the new one is ready
    hit.at = Date.now();
    fresh.then(() => perDb.set(key, entry)).catch(() => {});
    return hit.value as Promise<T>;
  }
  perDb.set(key, entry);
  fresh.catch(() => perDb.delete(key));
  return fresh;
}

export function resetIndexBlocks(database: Database): void {
  store.delete(database);
}

interface PlaceCount {
  dealType: DealType;
  regionId: number;
  cityId: number;
  count: number;
}

const placeCounts = (database: Database) =>
  memo(database, 'placeCounts', STATS_TTL_MS, async (): Promise<PlaceCount[]> => {
    const res = await database.execute(
      `SELECT deal_type::text AS deal_type, region_id, city_id, count(*)::int AS n
       FROM listings WHERE status = 'active' GROUP BY 1, 2, 3`,
    );
    return res.rows.map((r: Row) => ({
      dealType: String(r.deal_type) as DealType,
      regionId: Number(r.region_id),
      cityId: Number(r.city_id),
      count: Number(r.n),
    }));
  });

/** Active listings per deal type (from the same cached aggregate as the useful links). */
export async function dealCounts(database: Database): Promise<Record<DealType, number>> {
  const counts: Record<DealType, number> = { sale: 0, rent: 0, newprojects: 0 };
  for (const c of await placeCounts(database)) counts[c.dealType] += c.count;
  return counts;
}

/** Per deal type: the busiest regions and cities with their counts and catalogue URLs. */
export async function usefulLinks(database: Database, lang: Lang, perDeal = 12): Promise<UsefulLinksReply['data']> {
  const [refs, counts] = await Promise.all([catalogRefs(database), placeCounts(database)]);
  const m = CATALOG_MESSAGES[lang];
  return DEAL_TYPES.map((dealType) => {
    const rows = counts.filter((c) => c.dealType === dealType);
    const byRegion = new Map<number, number>();
    for (const c of rows) byRegion.set(c.regionId, (byRegion.get(c.regionId) ?? 0) + c.count);
    const regionLinks = [...byRegion]
      .sort((a, b) => b[1] - a[1])
      .slice(0, Math.ceil(perDeal / 3))
      .flatMap(([regionId, count]) => {
        const r = refs.regionById.get(regionId);
        if (!r) return [];
        const region = { title: titleOf(r.title, lang) };
        return [{ title: catalogSeo({ lang, dealType, region }).h1, url: catalogPath(lang, { dealType, region: r.slug }), count, region: r.slug, city: null }];
      });
    const cityLinks = rows
      .slice()
      .sort((a, b) => b.count - a.count)
      .slice(0, perDeal - regionLinks.length)
      .flatMap((c) => {
        const city = refs.cityById.get(c.cityId);
        const r = refs.regionById.get(c.regionId);
        if (!city || !r) return [];
        return [
          {
            title: catalogSeo({ lang, dealType, region: { title: titleOf(r.title, lang) }, city: { title: titleOf(city.title, lang) } }).h1,
            url: catalogPath(lang, { dealType, region: r.slug, city: city.slug }),
            count: c.count,
            region: r.slug,
            city: city.slug,
          },
        ];
      });
    return { dealType, title: m.dealType[dealType], links: [...regionLinks, ...cityLinks] };
  });
}

const realtorStats = (database: Database) =>
  memo(database, 'realtors', STATS_TTL_MS, async () => {
    // Agents only (members or owners of an agency): each links to their page.
    const res = await database.execute(
      `WITH ${AGENT_ROWS}
       SELECT l.user_id, count(*)::int AS n FROM listings l
       WHERE l.status = 'active' AND l.user_id IN (SELECT user_id FROM agent_rows) GROUP BY l.user_id ORDER BY n DESC, l.user_id LIMIT 48`,
    );
    return res.rows.map((r) => ({ userId: Number(r.user_id), count: Number(r.n) }));
  });

export async function realtors(database: Database, lang: Lang, limit = 12) {
  const stats = (await realtorStats(database)).slice(0, limit);
  if (!stats.length) return [];
  const res = await database.execute(
    `SELECT u.id, u.name, u.lastname, u.photo, m.post, a.id AS agency_id, a.name AS agency_name, a.logo, a.licence,
            coalesce(m.licence, a.licence) AS licence_any
     FROM users u LEFT JOIN agency_members m ON m.user_id = u.id
     LEFT JOIN agencies a ON a.id = coalesce(m.agency_id, (SELECT id FROM agencies WHERE owner_id = u.id))
     WHERE u.id = ANY($1::int[])`,
    [stats.map((s) => s.userId)],
  );
  const byId = new Map(res.rows.map((r) => [Number(r.id), r]));
  return stats.flatMap((s) => {
    const r = byId.get(s.userId);
    if (!r) return [];
    return [
      {
        id: s.userId,
        name: [r.name, r.lastname].filter(Boolean).join(' '),
        photo: r.photo ? String(r.photo) : null,
        post: translatePost(r.post ? String(r.post) : null, lang),
        agency: r.agency_id
          ? { id: Number(r.agency_id), name: String(r.agency_name), logo: r.logo ? String(r.logo) : null, licence: r.licence ? String(r.licence) : null }
          : null,
        listings: s.count,
        url: agentPath(lang, s.userId, [r.name, r.lastname].filter(Boolean).join(' ')),
      },
    ];
  });
}

export async function newListings(database: Database, lang: Lang, dealType: DealType | undefined, limit = 12): Promise<ListingCardData[]> {
  // ids and cards in one statement
  const idsSql = `SELECT l.id FROM listings l WHERE l.status = 'active' ${dealType ? 'AND l.deal_type = $2' : ''}
     ORDER BY l.published_at DESC NULLS LAST, l.id DESC NULLS LAST LIMIT $1`;
  return (await cardsOfQuery(database, idsSql, dealType ? [limit, dealType] : [limit], lang)).cards;
}
