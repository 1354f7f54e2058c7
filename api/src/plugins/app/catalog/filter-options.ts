// Filter options for the catalogue and the home page: property types, rooms, deal types, sorts,
// currencies and regions, titled in the reply language.
import type { Lang } from '@realty/shared/routes';
import { CATALOG_MESSAGES, parseCatalogPath } from '@realty/shared/catalog';
import { CURRENCIES, CURRENCY_SYMBOLS, DEAL_TYPES, SORTS, type DealType, type FilterOptionsReply } from '@realty/shared/schemas';
import type { Database } from '../../../db/client';
import { ROOM_OPTIONS } from '../../../db/reference';
import { catalogRefs, titleOf } from './catalog-cache';

const typesCache = new WeakMap<Database, Map<DealType, { at: number; ids: Promise<Set<number>> }>>();

/** Property types that have active listings in a deal type (cached for a minute). */
async function typesWithListings(database: Database, dealType: DealType): Promise<Set<number>> {
  let perDb = typesCache.get(database);
  if (!perDb) typesCache.set(database, (perDb = new Map()));
  const hit = perDb.get(dealType);
  if (hit && Date.now() - hit.at < 60_000) return hit.ids;
  const ids = database
    .execute(
      `SELECT pt.id FROM property_types pt WHERE EXISTS (
         SELECT 1 FROM listings l WHERE l.status = 'active' AND l.deal_type = $1 AND l.property_type_id = pt.id)`,
      [dealType],
    )
    .then((res) => new Set(res.rows.map((row) => Number(row.id))));
  perDb.set(dealType, { at: Date.now(), ids });
  ids.catch(() => perDb.delete(dealType));
  return ids;
}

export async function filterOptions(
  database: Database,
  lang: Lang,
  opts: { url?: string; dealType?: DealType } = {},
): Promise<FilterOptionsReply['data']> {
  const refs = await catalogRefs(database);
  const parsed = opts.url ? parseCatalogPath(opts.url) : null;
  const dealType = opts.dealType ?? parsed?.dealType;
  const m = CATALOG_MESSAGES[lang];
  let types = refs.propertyTypes;
  if (dealType) {
    const present = await typesWithListings(database, dealType);
    if (present.size) types = types.filter((t) => present.has(t.id));
  }
  const selected = parsed?.propertyType ? refs.propertyTypeBySlug.get(parsed.propertyType) : undefined;
  const rooms = selected && !selected.hasRooms ? [] : ROOM_OPTIONS.map((r) => ({ code: r.code, title: r.title[lang] }));
  return {
    propertyType: types.map((t) => ({ code: t.slug, title: titleOf(t.title, lang) })),
    rooms,
    dealType: DEAL_TYPES.map((d) => ({ code: d, title: m.dealType[d] })),
    sort: SORTS.map((s) => ({ code: s, title: m.sort[s] })),
    currency: CURRENCIES.map((c) => ({ code: c, title: `${c} ${CURRENCY_SYMBOLS[c]}` })),
    regions: refs.regions
      .map((r) => ({ code: r.slug, title: titleOf(r.title, lang) }))
      .sort((a, b) => a.title.localeCompare(b.title, lang)),
  };
}
