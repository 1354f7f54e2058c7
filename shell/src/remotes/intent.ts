import type { i18n as I18n } from 'i18next';
import { getApiClient, matchRoute, pageApiPath, POPUP_NAMES, type PopupName, type RemoteName, type RouteId } from '@realty/shared';
import { prefetchPageData } from '@realty/shared/prefetch';
import { preloadPopup } from '../popups/PopupHost';
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
  /** Load a layout popup's chunk (and an account popup's mf-auth form), called once per popup. */
  popup(name: PopupName): void;
}

/** The attribute naming the layout popup a control opens (`data-popup="filter"`): its code loads on intent too. */
export const POPUP_INTENT_ATTRIBUTE = 'data-popup';

const isPopupName = (value: string | null): value is PopupName => value !== null && (POPUP_NAMES as readonly string[]).includes(value);

/** The page module through the cache RemotePage renders from, then its namespace ('listing' for mf-listing). */
export const intentActions = (i18n: I18n | null): IntentActions => ({
  page: (remote, page) => {
    void loadPageOnce(remote, page)
      .then(() => i18n?.loadNamespaces(remote))
      .catch(() => undefined); // the click shows the remote's fallback and retry
  },
  data: (url) => prefetchPageData(getApiClient(), url, pageApiPath(url)),
  popup: (name) => preloadPopup(name),
});

/**
 * Navigation intent: hovering, touching or focusing a link (a listing card, a menu entry) loads the page it leads to,
 * and for a listing its reply, so the click finds them ready; the same on a control that opens a layout popup
 * (`data-popup`: all filters, currency, language, the menu, sign-in) loads that popup. One delegated listener for the
 * whole document covers what the remotes render too.
 */
export function installPreloadOnIntent(doc: Document = document, actions: IntentActions = intentActions(null)): () => void {
  const pages = new Set<string>();
  const popups = new Set<PopupName>();
  const onIntent = (event: Event) => {
    const target = event.target as Element | null;
    if (!target || typeof target.closest !== 'function') return;
    const popup = target.closest(`[${POPUP_INTENT_ATTRIBUTE}]`)?.getAttribute(POPUP_INTENT_ATTRIBUTE) ?? null;
    if (isPopupName(popup) && !popups.has(popup)) {
      popups.add(popup);
      actions.popup(popup);
    }
    const link = target.closest('a[href]');
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
