import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  Button,
  getApiClient,
  matchRoute,
  NotFound,
  pageApiPath,
  PageFrame,
  primitives,
  useDomainStore,
  usePageHead,
  useRetryWhenOnline,
  type CatalogState,
  type PageProps,
} from '@realty/shared';
import { catalogUrl, changeFilter } from '@realty/shared/catalog';
import { prefetchPageData } from '@realty/shared/prefetch';
import { DealTabs } from '../catalog/DealTabs';
import { EmptyState } from '../catalog/EmptyState';
import { Pagination } from '../catalog/Pagination';
import { PromotedStrip } from '../catalog/PromotedStrip';
import { QuickFilters } from '../catalog/QuickFilters';
import { ResultBar } from '../catalog/ResultBar';
import { Results } from '../catalog/Results';
import { ViewToggle } from '../catalog/ViewToggle';
import styles from '../catalog/Catalog.module.css';
import { CatalogStore, type CatalogRoute } from '../stores/catalog.store';

/** The map mode's chunk (issue 28): fetched only when `view=map` is shown, after the first paint. */
const CatalogMap = lazy(() => import('../map/CatalogMap'));
/** The element holding the result cards (the map links a hovered card and its marker). */
const LIST_ID = 'catalog-list';

/**
 * The parts around the list render again only when their props change: not for the render that marks the list pending
 * (in the click) nor for the navigation's (the same reply).
 */
const Promoted = memo(PromotedStrip);
const Tabs = memo(DealTabs);
const Views = memo(ViewToggle);
const Bar = memo(ResultBar);
const Pages = memo(Pagination);

/** The address bar's path and query (a filter change pushes it in the click, before the router's location follows). */
const address = (fallback: string): string => (typeof window === 'undefined' ? fallback : window.location.pathname + window.location.search);

/** The catalogue route of a catalogue URL ('/en/real-estate' is 'catalog', any deal or place 'realEstate'). */
const routeOf = (url: string, fallback: CatalogRoute): CatalogRoute => {
  const id = matchRoute(url.split('?')[0] ?? url)?.route.id;
  return id === 'catalog' || id === 'realEstate' ? id : fallback;
};

/**
 * The catalogue (`/real-estate` and `/real-estate/{deal}[-{type}]/{province}[-{district}]`): the URL is its only
 * state. The first load paints from the reply the server inlined; every change of filter, sort or page is a new URL
 * and one request (the page reply), rendered into the same page. A filter change starts that request in the click
 * and shows the results as pending in the click's own frame; the navigation renders after, as a transition.
 */
export default observer(function CatalogPage({ lang, route }: PageProps) {
  const { t } = useTranslation('catalog');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const url = pathname + search;
  const catalogRoute = route.id as CatalogRoute;
  const store = useDomainStore('catalog', (root) => new CatalogStore(root));
  useState(() => store.hydrate(catalogRoute, url));

  const load = useCallback(
    (route: CatalogRoute, next: string) =>
      void store.show(route, next).then((fetched) => {
        // PRODUCT.md §4: after a list loads the page scrolls smoothly to the top, in the frame that paints it (a scroll
        // here, before the render, lays out the old list once more: ~50 ms at 4x CPU).
        if (fetched && store.status === 'ready' && store.url === next) requestAnimationFrame(() => window.scrollTo({ top: 0, behavior: 'smooth' }));
      }),
    [store],
  );
  useEffect(() => load(catalogRoute, url), [load, catalogRoute, url]);

  const data = store.url === url ? store.data : null;
  // Results that failed to load (offline) load again by themselves when the connection returns.
  useRetryWhenOnline(store.status === 'error', () => void store.show(catalogRoute, url));
  usePageHead(
    data
      ? {
          title: data.seo.title,
          description: data.seo.description,
          canonical: data.canonical,
          hreflang: data.alternates,
          ...(data.indexable ? {} : { robots: 'noindex,follow' }),
        }
      : null,
  );

  const shown = data ?? store.data; // keep the previous results on screen while the next ones load
  // What surrounds the list (title, crumbs, tabs, filter bar, count, pagination) follows a new reply in a deferred
  // render right after the frame that paints the new cards: the frame the reply arrives in renders the list only.
  const around = useDeferredValue(shown) ?? shown;
  const aroundMeta = useDeferredValue(store.meta) ?? store.meta;
  const filter = shown?.filter;
  const go = useCallback(
    (patch: Partial<CatalogState>) => {
      if (!filter) return;
      const next = catalogUrl(lang, changeFilter(filter, patch));
      load(routeOf(next, catalogRoute), next); // the request and the pending state first, the navigation after
      void navigate(next);
    },
    [filter, lang, load, catalogRoute, navigate],
  );
  const onSort = useCallback((sort: CatalogState['sort']) => go({ sort }), [go]);
  // A box pressed (pointer down, Space down): its page reply is asked for now, and the click's `show` takes it
  // (a press lasts ~0.1 s, most of a reply's time on a fast connection).
  const prefetch = useCallback(
    (patch: Partial<CatalogState>) => {
      if (!filter) return;
      const next = catalogUrl(lang, changeFilter(filter, patch));
      if (next !== store.url) prefetchPageData(getApiClient(), next, pageApiPath(next));
    },
    [filter, lang, store],
  );
  // The map is the browser's: the server (and hydration) render its place, the chunk loads after (map mode only: the
  // list view renders as before).
  const mapMode = shown?.filter.view === 'map';
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mapMode) setMounted(true);
  }, [mapMode]);

  if (store.status === 'notFound' && store.url === url) return <NotFound lang={lang} />;
  // Pending from the click (the request has started) or from a link (the URL is ahead of the results). Results of the
  // address the click pushed are not pending while the router's location catches up: its transition renders the
  // whole layout again, and the list need not wait for it.
  const pending = !!shown && (store.loading || (store.url !== url && store.url !== address(url)));
  const crumbs = around?.breadcrumbs.map((crumb) => ({ label: crumb.title, ...(crumb.url ? { href: crumb.url } : {}) }));

  return (
    <PageFrame lang={lang} route={route} title={around?.seo.h1} crumbs={crumbs}>
      {shown && around ? (
        <div className={mapMode ? styles.mapMode : undefined} data-testid="catalog-layout">
        <div className={styles.page} aria-busy={pending} data-testid="catalog" id={LIST_ID}>
          <div className={styles.views}>
            <Tabs lang={lang} filter={around.filter} />
            <Views lang={lang} filter={around.filter} />
          </div>
          <QuickFilters lang={lang} data={around} onChange={go} onIntent={prefetch} />
          {aroundMeta ? <Bar lang={lang} data={around} meta={aroundMeta} onSort={onSort} /> : null}
          <Promoted cards={shown.list.promoted} lang={lang} />
          {store.items.length ? (
            <section aria-labelledby="catalog-results-title" className={pending ? styles.pending : undefined} data-testid="catalog-results-section">
              <h2 id="catalog-results-title" className={primitives.visuallyHidden}>
                {t('results')}
              </h2>
              <Results cards={store.items} lang={lang} label={t('results')} />
            </section>
          ) : store.loading || shown.list.promoted?.length ? null : (
            <EmptyState lang={lang} data={shown} />
          )}
          {store.hasMore ? (
            <p className={styles.more}>
              <Button variant="secondary" busy={store.appending} busyLabel={t('loading')} onClick={() => void store.loadMore()} data-testid="show-more" data-replay="">
                {t('showMore')}
              </Button>
            </p>
          ) : null}
          {aroundMeta ? <Pages lang={lang} filter={around.filter} current={around.list.meta.current_page} last={aroundMeta.last_page} /> : null}
        </div>
        {mapMode ? (
          <div className={styles.mapSide}>
            {mounted ? (
              <Suspense fallback={null}>
                <CatalogMap lang={lang} filter={shown.filter} onChange={go} listId={LIST_ID} place={shown.place_center ?? null} />
              </Suspense>
            ) : null}
          </div>
        ) : null}
        </div>
      ) : store.status === 'error' ? (
        <section className={styles.failed} role="alert">
          <p>{t('failed')}</p>
          <Button onClick={() => void store.show(catalogRoute, url)}>{t('retry')}</Button>
        </section>
      ) : (
        <p className={styles.loadingText} role="status">
          {t('loading')}
        </p>
      )}
      {pending ? (
        <p className={styles.loadingText} role="status">
          {t('loading')}
        </p>
      ) : null}
    </PageFrame>
  );
});
