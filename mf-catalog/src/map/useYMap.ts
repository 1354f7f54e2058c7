// The catalogue map's ymaps3 instance: created once over `box`, fitted to the first view, and reporting the view
// (box and zoom) after every move; clicks go to `onClick` (drawing). Without a key, network or script: `failed`.
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Bbox, Lang, LngLatPoint } from '@realty/shared';
import { loadYandexMaps, mapsKey, type MapsFailure, type YMapInstance, type YMapViewState, type Ymaps3 } from '@realty/shared/maps';
import { bboxOfBounds, boundsOfBbox, zoomFor } from './geometry';

export interface MapView {
  bbox: Bbox;
  zoom: number;
}
export type MapStatus = { state: 'loading' | 'ready' } | { state: 'failed'; reason: MapsFailure };
export interface YMapHandle {
  ymaps3: Ymaps3;
  map: YMapInstance;
}

export function useYMap(box: RefObject<HTMLDivElement | null>, lang: Lang, start: Bbox, onClick: (point: LngLatPoint) => void, apiKey?: string) {
  const [status, setStatus] = useState<MapStatus>({ state: 'loading' });
  const [view, setView] = useState<MapView | null>(null);
  const handle = useRef<YMapHandle | null>(null);
  const latest = useRef({ start, onClick });
  useEffect(() => {
    latest.current = { start, onClick };
  });
  const key = apiKey ?? mapsKey();

  useEffect(() => {
    let live = true;
    loadYandexMaps({ key, lang }).then(
      (ymaps3) => {
        const element = box.current;
        if (!live || !element) return;
        const first = latest.current.start;
        const width = element.clientWidth || 600;
        const map = new ymaps3.YMap(element, { location: { bounds: boundsOfBbox(first) } });
        map.addChild(new ymaps3.YMapDefaultSchemeLayer({}));
        map.addChild(new ymaps3.YMapDefaultFeaturesLayer({}));
        const report = ({ location, mapInAction }: YMapViewState) => {
          if (mapInAction || !location.bounds) return;
          const bbox = bboxOfBounds(location.bounds);
          const zoom = Number.isFinite(location.zoom) ? Math.round(location.zoom) : zoomFor(bbox.maxLng - bbox.minLng, width);
          setView({ bbox, zoom });
        };
        map.addChild(
          new ymaps3.YMapListener({
            layer: 'any',
            onClick: (_object, event) => latest.current.onClick(event.coordinates),
            onActionEnd: report,
            onUpdate: report,
          }),
        );
        handle.current = { ymaps3, map };
        // The view it opened on, until the map reports its own.
        setView((previous) => previous ?? { bbox: first, zoom: zoomFor(first.maxLng - first.minLng, width) });
        setStatus({ state: 'ready' });
      },
      (error: unknown) => {
        if (live) setStatus({ state: 'failed', reason: (error as { reason?: MapsFailure }).reason ?? 'script' });
      },
    );
    return () => {
      live = false;
      handle.current?.map.destroy();
      handle.current = null;
    };
  }, [box, key, lang]);

  return { status, view, handle };
}
