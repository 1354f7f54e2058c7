// The comparison page (`compare` route, /{lang}/compare?ids=1,2,3; issue 29): 2 to 4 active listings side by side, in
// the order asked, with their building's earthquake code. Any id that is malformed, repeated, unknown or not active
// makes it a 404: a shared link either shows what it named or says it is gone.
import type { Lang } from '@realty/shared/routes';
import { seismicCodeOf } from '@realty/shared/contracts/decide';
import { COMPARE_MAX, type ComparePageData } from '@realty/shared/schemas';
import type { Database } from '../../../db/client';
import { catalogRefs } from '../catalog/catalog-cache';
import { cardsByIds } from '../catalog/listings';

/** `1,2,3` -> [1, 2, 3]; null unless 2 to COMPARE_MAX distinct listing ids. */
export function parseCompareIds(raw: string | null): number[] | null {
  if (!raw) return null;
  const parts = raw.split(',').map((part) => part.trim());
  if (parts.some((part) => !/^[1-9]\d{0,9}$/.test(part))) return null;
  const ids = parts.map(Number);
  if (ids.some((id) => id > 2147483647) || new Set(ids).size !== ids.length) return null;
  return ids.length >= 2 && ids.length <= COMPARE_MAX ? ids : null;
}

export async function comparePage(database: Database, lang: Lang, ids: readonly number[]): Promise<ComparePageData | null> {
  const active = await database.execute(`SELECT count(*)::int AS n FROM listings WHERE id = ANY($1::int[]) AND status = 'active'`, [ids]);
  if (Number(active.rows[0]?.n ?? 0) !== ids.length) return null;
  const [cards, refs] = await Promise.all([cardsByIds(database, ids, lang), catalogRefs(database)]);
  if (cards.length !== ids.length) return null;
  return {
    listings: cards.map((card) => ({ ...card, seismic_era: seismicCodeOf({ yearBuilt: card.characteristics.year_built })?.era ?? null })),
    rates_date: refs.ratesDate,
  };
}
