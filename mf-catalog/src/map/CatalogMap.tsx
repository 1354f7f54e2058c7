// The catalogue's map mode (issue 28), a lazy chunk loaded only with `view=map`: server clusters and price markers of
// the current filter in the view, "search this area", a drawn area and the keyboard path to all of it. The list beside
// it stays the accessible view; the map reports through `onChange` (the page's own URL navigation).
import type { CatalogState, Lang } from '@realty/shared';
import { MapPanel } from './MapPanel';
import type { PlaceCentre } from './NearControl';
import { useMapTranslations } from './translations';
import styles from './Map.module.css';

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

export default function CatalogMap(props: CatalogMapProps) {
  const ready = useMapTranslations(props.lang);
  // Its strings come with the chunk: a moment of the empty map place, then the panel.
  if (!ready) return <div className={styles.panel} data-testid="catalog-map" data-state="loading" />;
  return <MapPanel {...props} />;
}
