// What a navigation intent leaves for the page it leads to (issue 27): the page reply fetched on hover or touch start,
// and the card the visitor clicked, so the listing paints its head before its own reply is in. Kept on globalThis
// because this entry is bundled by the shell and by each remote that imports it (only the root entry is a shared
// singleton); every copy reads and writes the same maps.
import type { ApiClient } from '../api/client';
import type { ListingCardData } from '../schemas/catalog';

/** A prefetched reply is used within this time; an older one is dropped (the listing may have changed). */
export const PREFETCH_MAX_AGE_MS = 30_000;
/** At most this many replies are kept (a pointer sweeping across a grid of cards). */
const MAX_PAGES = 8;

interface Store {
  pages: Map<string, { at: number; reply: Promise<unknown> }>;
  cards: Map<string, ListingCardData>;
}

const GLOBAL_KEY = '__REALTY_PREFETCH__';
const store = (): Store => {
  const scope = globalThis as typeof globalThis & { [GLOBAL_KEY]?: Store };
  scope[GLOBAL_KEY] ??= { pages: new Map(), cards: new Map() };
  return scope[GLOBAL_KEY];
};

const pathOf = (url: string): string => url.split(/[?#]/)[0] ?? url;

/**
 * Start fetching a page reply (`apiPath`, the page-data URL of `url`) unless a fresh one is on its way; the next
 * `takePrefetchedPage(url)` gets it. A failed prefetch is forgotten, so the page fetches it again itself.
 */
export function prefetchPageData(api: ApiClient, url: string, apiPath: string, now = Date.now()): void {
  const { pages } = store();
  const known = pages.get(url);
  if (known && now - known.at < PREFETCH_MAX_AGE_MS) return;
  const reply = api.get<unknown>(apiPath);
  reply.catch(() => {
    if (pages.get(url)?.reply === reply) pages.delete(url);
  });
  pages.delete(url);
  pages.set(url, { at: now, reply });
  while (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value as string);
}

/** The reply prefetched for `url` (once: a later visit fetches a fresh one), or null. */
export function takePrefetchedPage<T>(url: string, now = Date.now()): Promise<T> | null {
  const { pages } = store();
  const found = pages.get(url);
  pages.delete(url);
  return found && now - found.at < PREFETCH_MAX_AGE_MS ? (found.reply as Promise<T>) : null;
}

/** The card a visitor is opening (its link was clicked): the listing page paints its head from it. */
export function rememberCard(card: ListingCardData): void {
  const { cards } = store();
  cards.clear(); // only the last one is ever needed
  cards.set(pathOf(card.url), card);
}

/** The card remembered for this listing URL (path, query ignored), or null. */
export function cardFor(url: string): ListingCardData | null {
  return store().cards.get(pathOf(url)) ?? null;
}
