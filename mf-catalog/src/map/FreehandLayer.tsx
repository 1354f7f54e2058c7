import { useRef, type PointerEvent } from 'react';
import type { LngLatPoint } from '@realty/shared';
import { simplifyStroke } from './geometry';
import type { MapView } from './useYMap';
import styles from './Map.module.css';

/**
 * Freehand drawing: a layer over the map takes one pointer stroke (the map does not pan meanwhile) and gives it back
 * simplified to at most `max` points. Screen points become coordinates linearly across the view, close enough at the
 * scale of a district. Mouse and touch only: the keyboard path is "add the map centre".
 */
export function FreehandLayer({ view, max, onStroke }: { view: MapView; max: number; onStroke(points: LngLatPoint[]): void }) {
  const stroke = useRef<LngLatPoint[] | null>(null);
  const toLngLat = (event: PointerEvent<HTMLDivElement>): LngLatPoint => {
    const rect = event.currentTarget.getBoundingClientRect();
    const { minLng, maxLng, minLat, maxLat } = view.bbox;
    const x = (event.clientX - rect.left) / (rect.width || 1);
    const y = (event.clientY - rect.top) / (rect.height || 1);
    return [minLng + x * (maxLng - minLng), maxLat - y * (maxLat - minLat)];
  };
  return (
    <div
      className={styles.freehand}
      aria-hidden="true"
      data-testid="map-freehand-layer"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture?.(event.pointerId);
        stroke.current = [toLngLat(event)];
      }}
      onPointerMove={(event) => stroke.current?.push(toLngLat(event))}
      onPointerUp={() => {
        const points = stroke.current;
        stroke.current = null;
        if (points && points.length > 2) onStroke(simplifyStroke(points, max));
      }}
    />
  );
}
