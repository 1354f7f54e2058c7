// The one way a page gets its first data (DESIGN.md "Page data and rendering"): the server inlines the page reply
// into the HTML (`<script id="__INITIAL_DATA__">`, key `page`), the shell hands it to the root store, and the page's
// domain store takes it once (`root.takeInitialPage`); every later visit fetches the same reply from
// `GET /{lang}/api/pages/{page path}`.
import type { ApiClient } from '../api/client';
import type { CurrencyCode } from '../format/currency';
import type { AuthUser } from '../types';
import type { InitialPage, PageReply, PageRoute } from '../schemas/pages';
import { takePrefetchedPage } from '../prefetch';

export const INITIAL_DATA_ID = '__INITIAL_DATA__';

/** How long the browser waits for a remote's manifest or entry before the fallback (REMOTE_LOAD_TIMEOUT_MS). */
export const REMOTE_LOAD_TIMEOUT_DEFAULT_MS = 8000;

/** What the server inlines into every page. */
export interface InitialData {
  page?: InitialPage;
  /** Front-end settings (api/src/plugins/app/site-config.ts). */
  '/site-config'?: { help_center_url?: string; yandex_maps_key?: string; remote_timeout_ms?: number };
  /** Current rates, TRY per unit (api/src/plugins/app/currency-rates.ts), and their bulletin date. */
  rates?: { rates: Partial<Record<CurrencyCode, number>>; date: string | null };
  /**
   * A signed-in visitor's user and favourite listing ids, or null when the server found no session
   * (api/src/plugins/app/account/index.ts): the server renders the page for them and the browser starts from the same
   * state. A page with a user is never kept by a shared cache.
   */
  session?: InitialSession | null;
}

export interface InitialSession {
  user: AuthUser;
  favorites: number[];
}

/** Parse the inlined block; a missing or broken block is an empty object (the page then fetches). */
export function readInitialData(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): InitialData {
  const text = doc?.getElementById(INITIAL_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' ? (data as InitialData) : {};
  } catch {
    return {};
  }
}

/** '/en/real-estate/sale?filter&rooms=2%2B1' -> '/en/api/pages/real-estate/sale?filter&rooms=2%2B1'; '/ru' -> '/ru/api/pages'. */
export function pageApiPath(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const [, lang = 'tr', ...rest] = path.split('/');
  return `/${lang}/api/pages${rest.length ? `/${rest.join('/')}` : ''}${query}`;
}

/**
 * The page reply for a page URL (path + query): the one a navigation intent prefetched (hover, touch start) when there
 * is one, else a request; a prefetch that failed is not the answer, the page asks again.
 */
export function fetchPageData<R extends PageRoute>(api: ApiClient, url: string): Promise<PageReply<R>> {
  const prefetched = takePrefetchedPage<PageReply<R>>(url);
  const fetchNow = () => api.get<PageReply<R>>(pageApiPath(url));
  return prefetched ? prefetched.catch(fetchNow) : fetchNow();
}
