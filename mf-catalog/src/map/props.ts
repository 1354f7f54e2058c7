// The map mode's props, apart from its components (the panel and the chunk's entry both use them).
import type { CatalogState, Lang } from '@realty/shared';
import type { PlaceCentre } from './NearControl';

export interface CatalogMapProps {
  lang: Lang;
  filter: CatalogState;
  onChange(patch: Partial<CatalogState>): void;
  /** The id of the element holding the result cards (hover links a card and its marker). */
  listId: string;
  /** The maps key (default: the one the server inlined). */
  apiKey?: string;
  /** The chosen city's (else region's) centre, for a search within a radius of it. */
  place?: PlaceCentre | null;
}
