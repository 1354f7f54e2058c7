// The catalogue's map mode (issue 28), a lazy chunk loaded only with `view=map`: server clusters and price markers of
// the current filter in the view, "search this area", a drawn area and the keyboard path to all of it. The list beside
// it stays the accessible view; the map reports through `onChange` (the page's own URL navigation).
import { MapPanel } from './MapPanel';
import type { CatalogMapProps } from './props';
import { useMapTranslations } from './translations';
import styles from './Map.module.css';

export type { CatalogMapProps };

export default function CatalogMap(props: CatalogMapProps) {
  const ready = useMapTranslations(props.lang);
  // Its strings come with the chunk: a moment of the empty map place, then the panel.
  if (!ready) return <div className={styles.panel} data-testid="catalog-map" data-state="loading" />;
  return <MapPanel {...props} />;
}
