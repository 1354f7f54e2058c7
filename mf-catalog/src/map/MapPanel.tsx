import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, formatNumber, formatPrice, useRootStore, type Bbox, type CatalogState, type LngLatPoint, type MapListing } from '@realty/shared';
import { boundsOf, formatBbox, parseBbox, parseNear, parsePolygon, POLYGON_MAX_VERTICES, RADIUS_KM_DEFAULT, TURKEY_BBOX } from '@realty/shared/schemas';
import type { CatalogMapProps } from './props';
import { DrawControls } from './DrawControls';
import { FreehandLayer } from './FreehandLayer';
import { boundsOfBbox, centreOf, circleRing, panned } from './geometry';
import { addMarkers, clusterBox } from './markers';
import { MiniCard } from './MiniCard';
import { NearControl } from './NearControl';
import { useHoverLink } from './useHoverLink';
import { useMapReply } from './useMapReply';
import { useShapes } from './useShapes';
import { useYMap, type MapView } from './useYMap';
import styles from './Map.module.css';

/** The radius search of the filter as a ring to draw (null without one). */
function nearRing(filter: CatalogState): LngLatPoint[] | null {
  const centre = filter.near ? parseNear(filter.near) : undefined;
  return centre ? circleRing(centre, filter.radius_km ?? RADIUS_KM_DEFAULT) : null;
}

/** Where the map opens: the searched box, else the drawn area, else the radius, else the whole country. */
function startBox(filter: CatalogState): Bbox {
  const box = filter.bbox ? parseBbox(filter.bbox) : undefined;
  if (box) return box;
  const ring = (filter.polygon ? parsePolygon(filter.polygon) : undefined) ?? nearRing(filter);
  return ring?.length ? boundsOf(ring) : TURKEY_BBOX;
}

/** Whether the view has left where it opened (or was last searched): the centre moved 5 % of the view, or the zoom. */
const movedFrom = (from: MapView, to: MapView): boolean => {
  const [x1, y1] = centreOf(from.bbox);
  const [x2, y2] = centreOf(to.bbox);
  return from.zoom !== to.zoom || Math.abs(x1 - x2) > (from.bbox.maxLng - from.bbox.minLng) * 0.05 || Math.abs(y1 - y2) > (from.bbox.maxLat - from.bbox.minLat) * 0.05;
};

const KEY_PAN: Record<string, [number, number]> = { ArrowLeft: [-0.25, 0], ArrowRight: [0.25, 0], ArrowUp: [0, 0.25], ArrowDown: [0, -0.25] };

export const MapPanel = observer(function MapPanel({ lang, filter, onChange, listId, apiKey, place }: CatalogMapProps) {
  const { t } = useTranslation('catalog');
  const { currency } = useRootStore();
  const box = useRef<HTMLDivElement>(null);
  const [start] = useState(() => startBox(filter));
  const [drawing, setDrawing] = useState<LngLatPoint[] | null>(null);
  const [freehand, setFreehand] = useState(false);
  if (!drawing && freehand) setFreehand(false); // a cancelled drawing starts the next one with clicks
  const [selected, setSelected] = useState<MapListing | null>(null);
  const addPointRef = useRef<(point: LngLatPoint) => void>(() => {});
  const onMapClick = useCallback((point: LngLatPoint) => addPointRef.current(point), []);
  const { status, view, handle } = useYMap(box, lang, start, onMapClick, apiKey);
  const reply = useMapReply(view, filter, currency.currency, lang);
  const ready = status.state === 'ready';

  // "Search this area" shows once the view has moved from where it opened or was last searched.
  const [origin, setOrigin] = useState<MapView | null>(null);
  if (view && !origin) setOrigin(view);
  const moved = !!view && !!origin && movedFrom(origin, view);

  const markers = useRef(new Map<number, HTMLElement>());
  const hoverMarker = useHoverLink(listId, markers);
  const replyCurrency = reply?.meta.currency ?? currency.currency;
  useEffect(() => {
    const current = handle.current;
    if (!ready || !current || !reply) return;
    const price = (amount: number) => formatPrice(amount, replyCurrency, lang);
    const placed = addMarkers(
      current,
      reply.data,
      {
        cluster: (c) => t('map.cluster', { count: formatNumber(c.count, lang), from: price(c.price_min), to: price(c.price_max) }),
        price: (l) => price(l.price),
        listing: (l) => t('map.listing', { price: price(l.price), title: l.title }),
      },
      {
        zoomTo: (cluster) => {
          const fit = clusterBox(cluster);
          const at = view?.zoom ?? 10;
          current.map.update?.({ location: fit && fit.maxLng - fit.minLng > 1e-5 ? { bounds: boundsOfBbox(fit), duration: 300 } : { center: [cluster.lng, cluster.lat], zoom: at + 2, duration: 300 } });
        },
        open: setSelected,
        hover: hoverMarker,
      },
    );
    markers.current = placed.byId;
    return () => {
      placed.remove();
      markers.current = new Map();
    };
    // `view` is read for the zoom of a one-spot cluster only; markers follow the reply.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, reply, replyCurrency, lang, t, hoverMarker, handle]);

  const area = useMemo(
    () => (filter.polygon ? (parsePolygon(filter.polygon) ?? null) : nearRing({ near: filter.near, radius_km: filter.radius_km } as CatalogState)),
    [filter.polygon, filter.near, filter.radius_km],
  );
  useShapes(handle, ready, area, drawing);

  const moveTo = useCallback(
    (location: Parameters<NonNullable<NonNullable<typeof handle.current>['map']['update']>>[0]['location']) => handle.current?.map.update?.({ location }),
    [handle],
  );
  const zoomBy = (step: number) => view && moveTo({ center: centreOf(view.bbox), zoom: Math.max(0, Math.min(19, view.zoom + step)), duration: 200 });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const pan = KEY_PAN[event.key];
    if (pan && view) moveTo({ bounds: boundsOfBbox(panned(view.bbox, pan[0], pan[1])), duration: 200 });
    else if (event.key === '+' || event.key === '=') zoomBy(1);
    else if (event.key === '-') zoomBy(-1);
    else return;
    event.preventDefault();
  };

  const searchArea = () => {
    if (!view) return;
    setOrigin(view);
    onChange({ bbox: formatBbox(view.bbox) });
  };
  const hasArea = !!filter.polygon || !!filter.bbox;

  return (
    <section className={drawing ? `${styles.panel} ${styles.drawing}` : styles.panel} data-testid="catalog-map" data-state={status.state} aria-label={t('map.label')}>
      {status.state === 'failed' ? (
        <p className={styles.note} role="status">
          {t('map.unavailable')}
        </p>
      ) : null}
      <div className={styles.toolbar}>
        {ready && moved && !drawing ? (
          <Button size="small" onClick={searchArea} data-testid="map-search-area">
            {t('map.searchArea')}
          </Button>
        ) : null}
        {ready && !drawing ? (
          <Button size="small" variant="secondary" onClick={() => {
              setSelected(null);
              setDrawing([]);
            }} data-testid="map-draw">
            {t('map.draw')}
          </Button>
        ) : null}
        {hasArea && !drawing ? (
          <Button size="small" variant="secondary" onClick={() => onChange({ polygon: undefined, bbox: undefined })} data-testid="map-remove-area">
            {t('map.removeArea')}
          </Button>
        ) : null}
      </div>
      {place && !drawing ? <NearControl key={`${place.lat},${place.lng}`} place={place} filter={filter} onChange={onChange} /> : null}
      {drawing ? (
        <DrawControls
          points={drawing}
          setPoints={setDrawing}
          addPointRef={addPointRef}
          view={view}
          freehand={freehand}
          setFreehand={setFreehand}
          onFinish={(polygon) => {
            setDrawing(null);
            setFreehand(false);
            onChange({ polygon, bbox: undefined });
          }}
          max={POLYGON_MAX_VERTICES}
        />
      ) : null}
      {reply && ready ? (
        <p className={styles.count} role="status" data-testid="map-count" data-total={reply.meta.total}>
          {t('map.onMap', { count: formatNumber(reply.meta.total, lang) })}
        </p>
      ) : null}
      <div className={status.state === 'failed' ? styles.hidden : styles.mapWrap}>
        {/* The map itself: arrow keys pan it and +/- zoom; everything else is a button. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions -- an application region takes the arrow keys */}
        <div ref={box} className={styles.map} role="application" aria-label={t('map.label')} aria-busy={!ready} tabIndex={0} onKeyDown={onKeyDown} data-testid="map-canvas" />
        {ready ? (
          <span className={styles.zoom}>
            <Button size="small" variant="secondary" onClick={() => zoomBy(1)} aria-label={t('map.zoomIn')}>
              +
            </Button>
            <Button size="small" variant="secondary" onClick={() => zoomBy(-1)} aria-label={t('map.zoomOut')}>
              −
            </Button>
          </span>
        ) : null}
        {!ready && status.state !== 'failed' ? <p className={styles.overlayNote}>{t('map.loading')}</p> : null}
        {drawing && freehand && view ? (
          <FreehandLayer
            view={view}
            max={POLYGON_MAX_VERTICES}
            onStroke={(points) => {
              setDrawing(points);
              setFreehand(false);
            }}
          />
        ) : null}
        {selected ? <MiniCard listing={selected} currency={replyCurrency} lang={lang} onClose={() => setSelected(null)} /> : null}
      </div>
    </section>
  );
});
