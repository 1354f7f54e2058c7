// The markers of the current filter in the current view: one `GET /api/realty/map` 300 ms after the view or the
// filter last changed (a drag reports once at its end; a zoom animation may report a few times). A late reply of an
// older view is dropped.
import { useEffect, useRef, useState } from 'react';
import { getApiClient, type CatalogMapReply, type CatalogState, type CurrencyCode, type Lang } from '@realty/shared';
import { catalogApiParams } from '@realty/shared/catalog';
import { formatBbox } from '@realty/shared/schemas';
import { fetchCatalogMap } from '@realty/shared/contracts/catalog';
import type { MapView } from './useYMap';

export const MAP_DEBOUNCE_MS = 300;

export function useMapReply(view: MapView | null, filter: CatalogState, currency: CurrencyCode, lang: Lang) {
  const [reply, setReply] = useState<CatalogMapReply | null>(null);
  const latest = useRef(0);
  // The filter without its own box: the map shows the filter around whatever the view is.
  const { bbox: _bbox, page: _page, sort: _sort, view: _mode, ...rest } = filter;
  const params = JSON.stringify(catalogApiParams({ ...rest, currency: filter.currency ?? currency }));
  const box = view ? formatBbox(view.bbox) : null;
  const zoom = view?.zoom ?? 0;

  useEffect(() => {
    if (!box) return;
    const id = ++latest.current;
    const timer = setTimeout(() => {
      fetchCatalogMap(getApiClient(), { ...(JSON.parse(params) as Record<string, string>), bbox: box, zoom }, lang).then(
        (next) => {
          if (id === latest.current) setReply(next);
        },
        () => {
          // A failed map request leaves the markers as they were; the list is the page's answer.
        },
      );
    }, MAP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [box, zoom, params, lang]);

  return reply;
}
