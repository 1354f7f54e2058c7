import type { i18n as I18n } from 'i18next';
import { getApiClient, matchRoute, pageApiPath, type RemoteName, type RouteId } from '@realty/shared';
import { prefetchPageData } from '@realty/shared/prefetch';
import { loadPageOnce } from './pageLoads';

/** Where a link leads: the remote and its exposed page ('./ListingPage'), the route and the page URL (path + query). */
export interface IntentTarget {
  remote: RemoteName;
  page: string;
  route: RouteId;
  url: string;
}

/** What a link leads to, or null (a shell page, another site). */
export function preloadTargetOf(href: string, origin: string): IntentTarget | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const match = matchRoute(url.pathname);
  if (!match || match.route.owner === 'shell') return null;
  return { remote: match.route.owner, page: match.route.page, route: match.route.id, url: url.pathname + url.search };
}

/**
 * Pages whose reply is fetched on intent too: a listing opened from a card (issue 27), from an active card's links only
 * (`data-prefetch`): elsewhere (a back-office row, a hidden favourite) the listing may not be public, and its reply's
 * 404 would be a console error for nothing. Other links (menus, catalogue pages) only load their code; their replies
 * are larger and a pointer crosses many of them.
 */
const DATA_ON_INTENT: ReadonlySet<RouteId> = new Set<RouteId>(['listing']);

export interface IntentActions {
  /** Load a remote page's module and its translations (called once per remote page). */
  page(remote: RemoteName, page: string): void;
  /** Fetch a page's reply for the page to take (called per URL; a fresh prefetch is not repeated). */
  data(url: string): void;
}

/** The page module through the cache RemotePage renders from, then its namespace ('listing' for mf-listing). */
export const intentActions = (i18n: I18n | null): IntentActions => ({
  page: (remote, page) => {
    void loadPageOnce(remote, page)
      .then(() => i18n?.loadNamespaces(remote))
      .catch(() => undefined); // the click shows the remote's fallback and retry
  },
  data: (url) => prefetchPageData(getApiClient(), url, pageApiPath(url)),
});

/**
 * Navigation intent: hovering, touching or focusing a link (a listing card, a menu entry) loads the page it leads to,
 * and for a listing its reply, so the click finds them ready. One delegated listener for the whole document covers the
 * links the remotes render too.
 */
export function installPreloadOnIntent(doc: Document = document, actions: IntentActions = intentActions(null)): () => void {
  const pages = new Set<string>();
  const onIntent = (event: Event) => {
    const target = event.target as Element | null;
    const link = target && typeof target.closest === 'function' ? target.closest('a[href]') : null;
    if (!link) return;
    const found = preloadTargetOf(link.getAttribute('href') ?? '', doc.location.origin);
    if (!found) return;
    if (DATA_ON_INTENT.has(found.route) && link.closest('[data-prefetch]')) actions.data(found.url);
    const key = `${found.remote}/${found.page}`;
    if (pages.has(key)) return;
    pages.add(key);
    actions.page(found.remote, found.page);
  };
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
  doc.addEventListener('touchstart', onIntent, { passive: true });
  return () => {
    doc.removeEventListener('pointerover', onIntent);
    doc.removeEventListener('focusin', onIntent);
    doc.removeEventListener('touchstart', onIntent);
  };
}
