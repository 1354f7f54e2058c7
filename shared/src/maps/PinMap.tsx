import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@realty/shared';
import { boundsCentre, pinFromMap, type LatLng, type PinBounds } from './coordinates';
import { loadYandexMaps, mapsKey, type MapsFailure, type YMapInstance, type YMapMarkerEntity, type Ymaps3 } from './loader';
import styles from './PlaceMap.module.css';

export interface PinMapProps {
  lang: Lang;
  /** The current pin (null: none yet; the map then shows the whole of `bounds`). */
  pin: LatLng | null;
  /** Where a pin may go: a click or a drag outside is brought back to the edge. */
  bounds: PinBounds;
  onPin(pin: LatLng): void;
  /** What the map is for (its accessible name and the marker's title). */
  label: string;
  /** The maps key (default: the one the server inlined). */
  apiKey?: string | undefined;
}

type MapState = { state: 'loading' | 'ready' } | { state: 'failed'; reason: MapsFailure };

const PIN_ZOOM = 15;
const COUNTRY_ZOOM = 5;
const same = (a: LatLng | null, b: LatLng | null) => !!a && !!b && a.lat === b.lat && a.lng === b.lng;

/**
 * A map to set a pin with: a click puts the pin there, the pin can be dragged, and a pin typed into the coordinate
 * fields (the `pin` prop) moves it and the view. Without a key, network or script it says so, and the coordinate
 * fields beside it stay the way to set the pin.
 */
export function PinMap({ lang, pin, bounds, onPin, label, apiKey }: PinMapProps) {
  const { t } = useTranslation('common');
  const box = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapState>({ state: 'loading' });
  const key = apiKey ?? mapsKey();
  const api = useRef<{ ymaps3: Ymaps3; map: YMapInstance; marker: YMapMarkerEntity | null } | null>(null);
  // the last pin the map itself reported: typing moves the view, a click or a drag does not
  const fromMap = useRef<LatLng | null>(null);
  const latest = useRef({ pin, bounds, onPin, label });
  useEffect(() => {
    latest.current = { pin, bounds, onPin, label };
  });

  useEffect(() => {
    let live = true;
    const report = (coordinates: [number, number]) => {
      const next = pinFromMap(coordinates, latest.current.bounds);
      fromMap.current = next;
      latest.current.onPin(next);
    };
    loadYandexMaps({ key, lang }).then(
      (ymaps3) => {
        const element = box.current;
        if (!live || !element) return;
        const start = latest.current.pin;
        const centre = start ?? boundsCentre(latest.current.bounds);
        const instance = new ymaps3.YMap(element, { location: { center: [centre.lng, centre.lat], zoom: start ? PIN_ZOOM : COUNTRY_ZOOM } });
        instance.addChild(new ymaps3.YMapDefaultSchemeLayer({}));
        instance.addChild(new ymaps3.YMapDefaultFeaturesLayer({}));
        instance.addChild(new ymaps3.YMapListener({ layer: 'any', onClick: (_object, event) => report(event.coordinates) }));
        api.current = { ymaps3, map: instance, marker: null };
        setMap({ state: 'ready' });
      },
      (error: unknown) => {
        if (live) setMap({ state: 'failed', reason: (error as { reason?: MapsFailure }).reason ?? 'script' });
      },
    );
    return () => {
      live = false;
      api.current?.map.destroy();
      api.current = null;
    };
  }, [key, lang]);

  // the pin prop → the marker (created on the first pin) and, when it was typed, the view
  const lat = pin?.lat;
  const lng = pin?.lng;
  useEffect(() => {
    const current = api.current;
    if (map.state !== 'ready' || !current || lat === undefined || lng === undefined) return;
    const coordinates: [number, number] = [lng, lat];
    if (current.marker) {
      current.marker.update({ coordinates });
    } else {
      const element = document.createElement('div');
      element.className = styles.pin ?? '';
      element.title = latest.current.label;
      current.marker = new current.ymaps3.YMapMarker(
        {
          coordinates,
          draggable: true,
          title: latest.current.label,
          onDragEnd: (to) => {
            const next = pinFromMap(to, latest.current.bounds);
            fromMap.current = next;
            latest.current.onPin(next);
          },
        },
        element,
      );
      current.map.addChild(current.marker);
    }
    if (!same({ lat, lng }, fromMap.current)) current.map.update?.({ location: { center: coordinates, zoom: PIN_ZOOM } });
  }, [map.state, lat, lng]);

  const failed = map.state === 'failed';
  return (
    <div className={styles.pinWrap} data-testid="pin-map" data-state={map.state}>
      {failed ? (
        <p className={styles.pinNote} role="status">
          {t('map.pinUnavailable')}
        </p>
      ) : (
        <>
          <div ref={box} className={styles.pinMap} role="application" aria-label={label} aria-busy={map.state === 'loading'} />
          <p className={styles.pinHelp}>{map.state === 'ready' ? t('map.pinHelp') : t('map.loading')}</p>
        </>
      )}
    </div>
  );
}
