// Which catalogue addresses search engines may index (issue 23, docs/ARCHITECTURE.md "Indexable catalogue pages"):
// the landings `/{lang}/real-estate/{deal}[-{type}]/{region}[-{city}]` and one facet level below them, a single rooms
// value (`?filter&rooms=2%2B1`), each with its pages. Everything else (price or area bounds, several rooms,
// neighbourhoods, a sort, a keyword, the verified flag, a currency alone) is `noindex,follow` with its canonical at the
// landing (or the rooms facet it narrows).
import type { CatalogState } from '../schemas/catalog';
import { DEFAULT_SORT } from './constants';

export interface CatalogIndexing {
  indexable: boolean;
  /** The state of the canonical page: the page itself when indexable, else its landing (page 1). */
  canonical: CatalogState;
  /** The single rooms value of a facet page (also kept in a non-indexable page's canonical). */
  rooms?: string;
}

export function catalogIndexing(filter: Partial<CatalogState>): CatalogIndexing {
  const rooms = filter.rooms?.length === 1 ? filter.rooms[0] : undefined;
  const narrowed =
    filter.price_from !== undefined ||
    filter.price_to !== undefined ||
    filter.area_from !== undefined ||
    filter.area_to !== undefined ||
    (filter.rooms?.length ?? 0) > 1 ||
    (filter.districts?.length ?? 0) > 0 ||
    Boolean(filter.keywords?.trim()) ||
    filter.eids !== undefined ||
    filter.currency !== undefined ||
    (filter.sort !== undefined && filter.sort !== DEFAULT_SORT);
  const page = filter.page && filter.page > 1 ? filter.page : 1;
  const canonical: CatalogState = {
    ...(filter.dealType ? { dealType: filter.dealType } : {}),
    ...(filter.propertyType ? { propertyType: filter.propertyType } : {}),
    ...(filter.region ? { region: filter.region } : {}),
    ...(filter.city ? { city: filter.city } : {}),
    ...(rooms ? { rooms: [rooms] as CatalogState['rooms'] } : {}),
    sort: DEFAULT_SORT,
    page: narrowed ? 1 : page,
  };
  return { indexable: !narrowed, canonical, ...(rooms ? { rooms } : {}) };
}
