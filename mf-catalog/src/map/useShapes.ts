// The drawn area on the map: the area of the filter (solid), or the one being drawn (dashed, with its corners).
// Shapes need ymaps3's YMapFeature; without it (an older test double) the corners alone show the drawing.
import { useEffect } from 'react';
import type { LngLatPoint } from '@realty/shared';
import type { LngLat, YMapEntity } from '@realty/shared/maps';
import type { YMapHandle } from './useYMap';
import styles from './Map.module.css';

const COLOR = '#0b5fa5';

export function useShapes(handle: React.RefObject<YMapHandle | null>, ready: boolean, area: LngLatPoint[] | null, drawing: LngLatPoint[] | null) {
  useEffect(() => {
    const current = handle.current;
    if (!ready || !current) return;
    const { ymaps3, map } = current;
    const entities: YMapEntity[] = [];
    const ring = (drawing ?? area ?? []) as LngLat[];
    if (ymaps3.YMapFeature && ring.length >= 2) {
      const dash = drawing ? [6, 4] : undefined;
      const stroke = [{ color: COLOR, width: 3, ...(dash ? { dash } : {}) }];
      entities.push(
        ring.length >= 3
          ? new ymaps3.YMapFeature({ geometry: { type: 'Polygon', coordinates: [ring] }, style: { stroke, fill: COLOR, fillOpacity: 0.12 } })
          : new ymaps3.YMapFeature({ geometry: { type: 'LineString', coordinates: ring }, style: { stroke } }),
      );
    }
    for (const point of drawing ?? []) {
      const dot = document.createElement('span');
      dot.className = styles.vertex ?? '';
      dot.setAttribute('aria-hidden', 'true');
      dot.dataset.testid = 'map-vertex';
      entities.push(new ymaps3.YMapMarker({ coordinates: point }, dot));
    }
    for (const entity of entities) map.addChild(entity);
    return () => {
      for (const entity of entities) map.removeChild?.(entity);
    };
  }, [handle, ready, area, drawing]);
}
