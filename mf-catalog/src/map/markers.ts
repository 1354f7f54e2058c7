// The map's markers as plain DOM buttons inside ymaps3 markers (a marker's element is the map's, not React's): a
// cluster shows its count and zooms to its box, a listing shows its price and opens the mini card. Both are buttons,
// so Tab reaches them and Enter or Space acts.
import { type MapCluster, type MapListing } from '@realty/shared';
import { parseBbox } from '@realty/shared/schemas';
import type { YMapEntity } from '@realty/shared/maps';
import type { YMapHandle } from './useYMap';
import styles from './Map.module.css';

export interface MarkerTexts {
  cluster(cluster: MapCluster): string;
  price(listing: MapListing): string;
  listing(listing: MapListing): string;
}
export interface MarkerActions {
  zoomTo(cluster: MapCluster): void;
  open(listing: MapListing): void;
  hover(id: number | null): void;
}

function button(className: string | undefined, text: string, label: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className ?? '';
  element.textContent = text;
  element.setAttribute('aria-label', label);
  element.addEventListener('click', (event) => {
    event.stopPropagation(); // not a click on the map (drawing)
    onClick();
  });
  return element;
}

/** Put the reply's markers on the map; returns the listing markers by id (for highlighting) and a remover. */
export function addMarkers(
  { ymaps3, map }: YMapHandle,
  { clusters, listings }: { clusters: MapCluster[]; listings: MapListing[] },
  texts: MarkerTexts,
  actions: MarkerActions,
): { byId: Map<number, HTMLElement>; remove(): void } {
  const entities: YMapEntity[] = [];
  const byId = new Map<number, HTMLElement>();
  for (const cluster of clusters) {
    const element = button(styles.cluster, String(cluster.count), texts.cluster(cluster), () => actions.zoomTo(cluster));
    element.dataset.testid = 'map-cluster';
    element.dataset.bbox = cluster.bbox;
    entities.push(new ymaps3.YMapMarker({ coordinates: [cluster.lng, cluster.lat] }, element));
  }
  for (const listing of listings) {
    const element = button(styles.price, texts.price(listing), texts.listing(listing), () => actions.open(listing));
    element.dataset.testid = 'map-listing';
    element.dataset.id = String(listing.id);
    element.dataset.lng = String(listing.lng);
    element.dataset.lat = String(listing.lat);
    element.addEventListener('mouseenter', () => actions.hover(listing.id));
    element.addEventListener('mouseleave', () => actions.hover(null));
    element.addEventListener('focus', () => actions.hover(listing.id));
    element.addEventListener('blur', () => actions.hover(null));
    byId.set(listing.id, element);
    entities.push(new ymaps3.YMapMarker({ coordinates: [listing.lng, listing.lat] }, element));
  }
  for (const entity of entities) map.addChild(entity);
  return {
    byId,
    remove() {
      for (const entity of entities) map.removeChild?.(entity);
    },
  };
}

/** The box a cluster tap fits the map to (its listings' box; one spot: undefined, zoom in instead). */
export function clusterBox(cluster: MapCluster) {
  return parseBbox(cluster.bbox);
}
