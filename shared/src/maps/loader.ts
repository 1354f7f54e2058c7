// The one Yandex Maps loader (DESIGN.md "maps"): the JS API v3 (`ymaps3`) is loaded at run time with the key from
// configuration (YANDEX_MAPS_KEY, inlined as `__INITIAL_DATA__['/site-config'].yandex_maps_key`). Without a key, with
// no network, a script error or no answer within 8 s it rejects with a MapsLoadError, and the caller shows the
// address, the coordinates and a link instead. `@pbe/react-yandex-maps` stops at React 18; this is all we need of it.
import { readInitialData, type Lang } from '@realty/shared';

export const MAPS_TIMEOUT_MS = 8000;
export const MAPS_SCRIPT_URL = 'https://api-maps.yandex.ru/v3/';
const MAPS_LANG: Record<Lang, string> = { tr: 'tr_TR', en: 'en_US', ru: 'ru_RU' };

export type MapsFailure = 'no-key' | 'network' | 'script' | 'timeout';

export class MapsLoadError extends Error {
  constructor(readonly reason: MapsFailure) {
    super(`Yandex Maps unavailable: ${reason}`);
    this.name = 'MapsLoadError';
  }
}

/** The part of the `ymaps3` global this site uses (the full types are in @yandex/ymaps3-types). */
export type LngLat = [number, number];
export interface YMapEntity {
  destroy?(): void;
}
export interface YMapLocation {
  center: LngLat;
  zoom: number;
}
/** Two opposite corners (ymaps3 gives north-west and south-east; either order is read). */
export type LngLatBounds = [LngLat, LngLat];
/** Where to move the view: a centre and zoom, or a box to fit (`duration` in ms animates it). */
export type YMapLocationRequest = (YMapLocation | { bounds: LngLatBounds }) & { duration?: number };
export interface YMapInstance extends YMapEntity {
  addChild(child: YMapEntity): YMapInstance;
  removeChild?(child: YMapEntity): YMapInstance;
  update?(props: { location: YMapLocationRequest }): void;
  destroy(): void;
}
export interface YMapMarkerProps {
  coordinates: LngLat;
  title?: string;
  draggable?: boolean;
  /** Called once when a drag ends, with the marker's new place. */
  onDragEnd?: (coordinates: LngLat) => void;
}
export interface YMapMarkerEntity extends YMapEntity {
  update(props: Partial<YMapMarkerProps>): void;
}
/** A map event: `coordinates` is where it happened. */
export interface YMapDomEvent {
  coordinates: LngLat;
}
/** The view after a change: its centre, zoom and the box on screen. */
export interface YMapViewState {
  location: YMapLocation & { bounds: LngLatBounds };
  /** True while the user still drags or zooms (`onUpdate` fires on every frame). */
  mapInAction?: boolean;
}
export interface YMapListenerProps {
  layer: string;
  onClick?: (object: unknown, event: YMapDomEvent) => void;
  /** Every change of the view. */
  onUpdate?: (state: YMapViewState) => void;
  /** A drag, zoom or animation has ended. */
  onActionEnd?: (state: YMapViewState) => void;
}
/** A drawn shape: a polygon (one ring, closed or not) or a line, longitude first. */
export type YMapGeometry = { type: 'Polygon'; coordinates: LngLat[][] } | { type: 'LineString'; coordinates: LngLat[] };
export interface YMapFeatureProps {
  geometry: YMapGeometry;
  style?: { stroke?: { color: string; width: number; dash?: number[] }[]; fill?: string; fillOpacity?: number };
}
export interface YMapFeatureEntity extends YMapEntity {
  update(props: Partial<YMapFeatureProps>): void;
}
export interface Ymaps3 {
  ready: Promise<void>;
  YMap: new (element: HTMLElement, props: { location: YMapLocationRequest; behaviors?: string[] }) => YMapInstance;
  YMapDefaultSchemeLayer: new (props: Record<string, never>) => YMapEntity;
  YMapDefaultFeaturesLayer: new (props: Record<string, never>) => YMapEntity;
  YMapMarker: new (props: YMapMarkerProps, element: HTMLElement) => YMapMarkerEntity;
  YMapListener: new (props: YMapListenerProps) => YMapEntity;
  /** Shapes on the map (the catalogue's drawn area); absent from older test doubles. */
  YMapFeature?: new (props: YMapFeatureProps) => YMapFeatureEntity;
}

declare global {
  interface Window {
    ymaps3?: Ymaps3;
  }
}

/** The maps key the server inlined into the page (undefined without YANDEX_MAPS_KEY). */
export function mapsKey(doc?: Document): string | undefined {
  const key: unknown = readInitialData(doc)['/site-config']?.yandex_maps_key;
  return typeof key === 'string' && key ? key : undefined;
}

export interface LoadMapsOptions {
  key: string | undefined;
  lang: Lang;
  timeoutMs?: number;
  doc?: Document;
}

let pending: Promise<Ymaps3> | null = null;

/** Load `ymaps3` once per page; a failed load is forgotten, so a later call may try again. */
export function loadYandexMaps({ key, lang, timeoutMs = MAPS_TIMEOUT_MS, doc = document }: LoadMapsOptions): Promise<Ymaps3> {
  if (!key) return Promise.reject(new MapsLoadError('no-key'));
  const view = doc.defaultView;
  if (view?.ymaps3) return view.ymaps3.ready.then(() => view.ymaps3 as Ymaps3);
  if (view && view.navigator.onLine === false) return Promise.reject(new MapsLoadError('network'));
  pending ??= new Promise<Ymaps3>((resolve, reject) => {
    const script = doc.createElement('script');
    let settled = false;
    const fail = (reason: MapsFailure) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      script.remove();
      reject(new MapsLoadError(reason));
    };
    const timer = setTimeout(() => fail('timeout'), timeoutMs);
    script.src = `${MAPS_SCRIPT_URL}?apikey=${encodeURIComponent(key)}&lang=${MAPS_LANG[lang]}`;
    script.async = true;
    // The script request failed (offline, blocked, DNS): the browser reports no more than that.
    script.addEventListener('error', () => fail('network'));
    script.addEventListener('load', () => {
      const api = view?.ymaps3;
      if (!api) return fail('script');
      api.ready.then(
        () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(api);
        },
        () => fail('script'),
      );
    });
    doc.head.appendChild(script);
  });
  const current = pending;
  current.catch(() => {
    if (pending === current) pending = null;
  });
  return current;
}

/** Forget the loaded or pending API (tests). */
export function _resetMapsLoader(): void {
  pending = null;
}

/** A link that opens the place in Yandex Maps (works without the JS API and without a key). */
export const yandexMapsLink = (lat: number, lng: number, lang: Lang): string =>
  `https://yandex.${lang === 'ru' ? 'ru' : 'com.tr'}/maps/?pt=${lng},${lat}&z=16&l=map`;
