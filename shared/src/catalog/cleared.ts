// The filter a reset leaves: in the kernel (the root store's filter store resets to it) while the codec (url.ts) is
// bundled into the packages that build catalogue URLs (`@realty/shared/catalog`).
import type { CatalogState } from '../schemas/catalog';
import { DEFAULT_SORT, type DealType } from './constants';

/**
 * What "clear filter" and the menu/logo reset leave (PRODUCT.md §4): the deal type only; region, city, districts,
 * price range, rooms, user, favourite flag, agent, agency, sort and slugs are cleared.
 */
export function clearedFilter(dealType?: DealType): CatalogState {
  return { ...(dealType ? { dealType } : {}), sort: DEFAULT_SORT, page: 1 };
}
