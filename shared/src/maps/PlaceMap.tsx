import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, type Lang } from '@realty/shared';
import { loadYandexMaps, mapsKey, yandexMapsLink, type MapsFailure, type YMapInstance } from './loader';
import styles from './PlaceMap.module.css';

export interface PlaceMapProps {
  lang: Lang;
  coordinates: { lat: number; lng: number };
  /** "District, City, Region". */
  address: string;
  title: string;
  /** The maps key (default: the one the server inlined). */
  apiKey?: string | undefined;
}

type MapState = { state: 'idle' | 'loading' | 'ready' } | { state: 'failed'; reason: MapsFailure };

/**
 * A place on a Yandex map. The address, coordinates and a link to Yandex Maps are always there (they are the map
 * without a key, network or script, or after the 8 s timeout); the interactive map loads only when the block comes
 * near the viewport.
 */
export function PlaceMap({ lang, coordinates, address, title, apiKey }: PlaceMapProps) {
  const { t } = useTranslation('common');
  const box = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapState>({ state: 'idle' });
  const key = apiKey ?? mapsKey();
  const { lat, lng } = coordinates;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let live = true;
    let instance: YMapInstance | null = null;
    const start = () => {
      setMap({ state: 'loading' });
      loadYandexMaps({ key, lang }).then(
        (ymaps3) => {
          if (!live || !box.current) return;
          instance = new ymaps3.YMap(box.current, { location: { center: [lng, lat], zoom: 15 } });
          instance.addChild(new ymaps3.YMapDefaultSchemeLayer({}));
          instance.addChild(new ymaps3.YMapDefaultFeaturesLayer({}));
          const pin = document.createElement('div');
          pin.className = styles.pin ?? '';
          pin.title = title;
          instance.addChild(new ymaps3.YMapMarker({ coordinates: [lng, lat], title }, pin));
          setMap({ state: 'ready' });
        },
        (error: unknown) => {
          if (live) setMap({ state: 'failed', reason: (error as { reason?: MapsFailure }).reason ?? 'script' });
        },
      );
    };
    if (!key || typeof IntersectionObserver === 'undefined') {
      start();
    } else {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            start();
          }
        },
        { rootMargin: '300px' },
      );
      observer.observe(element);
      return () => {
        live = false;
        observer.disconnect();
        instance?.destroy();
      };
    }
    return () => {
      live = false;
      instance?.destroy();
    };
  }, [key, lang, lat, lng, title]);

  const failed = map.state === 'failed';
  return (
    <div className={styles.wrap} data-testid="place-map" data-state={map.state}>
      <div ref={box} className={failed ? styles.hidden : styles.map} aria-hidden={map.state !== 'ready'} />
      {failed || map.state !== 'ready' ? (
        <div className={failed ? styles.fallback : styles.overlay} data-testid="map-fallback">
          {failed ? <p className={styles.note}>{t('map.unavailable')}</p> : null}
          <p className={styles.address}>{address}</p>
          <p className={styles.coords}>
            {t('map.coordinates')}: {formatNumber(lat, lang, 5)}, {formatNumber(lng, lang, 5)}
          </p>
          <a className={styles.link} href={yandexMapsLink(lat, lng, lang)} target="_blank" rel="noopener noreferrer">
            {t('map.open')}
          </a>
        </div>
      ) : null}
    </div>
  );
}
