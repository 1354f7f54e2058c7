// The catalogue's domain store (mf-catalog owns it; it hangs off the root store as `catalog`). The URL is the filter's
// only state: `show(url)` takes the page reply the server inlined for that URL once, or fetches it; `loadMore()`
// appends the next page (PRODUCT.md §4: replace or append, loading flag on before the request and off after).
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  type ApiClient,
  type CatalogPageData,
  fetchPageData,
  getApiClient,
  isApiError,
  LatestRequest,
  type ListingCardData,
  type ListMeta,
  type RootStore,
} from '@realty/shared';
import { catalogApiParams } from '@realty/shared/catalog';
import { fetchCatalog } from '@realty/shared/contracts/catalog';

export type CatalogRoute = 'catalog' | 'realEstate';
export type CatalogStatus = 'idle' | 'loading' | 'ready' | 'notFound' | 'error';

export class CatalogStore {
  /** The page URL (path + query) whose data is on screen or on its way. */
  url: string | null = null;
  data: CatalogPageData | null = null;
  items: ListingCardData[] = [];
  /** Meta of the last page loaded (after "show more", its current_page is the last appended page). */
  meta: ListMeta | null = null;
  status: CatalogStatus = 'idle';
  appending = false;
  private readonly requests = new LatestRequest();

  constructor(
    private readonly root: RootStore,
    private readonly api: ApiClient = getApiClient(),
  ) {
    makeObservable<CatalogStore, 'apply'>(this, {
      url: observable,
      data: observableRef,
      items: observableRef,
      meta: observableRef,
      status: observable,
      appending: observable,
      loading: computed,
      hasMore: computed,
      show: action,
      hydrate: action,
      loadMore: action,
      apply: action,
    });
  }

  get loading(): boolean {
    return this.status === 'loading';
  }

  get hasMore(): boolean {
    return !!this.meta && this.meta.current_page < this.meta.last_page;
  }

  /** Take the inlined page reply for this URL, synchronously (first render, no request). True when it was there. */
  hydrate(route: CatalogRoute, url: string): boolean {
    if (this.url === url && this.data) return true;
    const initial = this.root.takeInitialPage(route, url);
    if (!initial) return false;
    this.apply(url, initial);
    return true;
  }

  /** Show the page for a URL: the inlined reply once, else one request. Resolves to true when a request was made. */
  async show(route: CatalogRoute, url: string): Promise<boolean> {
    if (this.url === url && (this.status === 'ready' || this.status === 'loading')) return false;
    if (this.hydrate(route, url)) return false;
    this.url = url;
    this.status = 'loading';
    await this.requests.run(
      () => fetchPageData<CatalogRoute>(this.api, url),
      (reply) => this.apply(url, reply.data),
      (error) => {
        if (isApiError(error) && error.status === 404) {
          this.status = 'notFound';
          this.items = [];
          this.data = null;
          this.meta = null;
        } else {
          this.status = 'error';
          this.root.ui.notify(isApiError(error) ? error.message : String(error));
        }
      },
    );
    return true;
  }

  /** "Show more": the next page appended to the list (the URL stays the first page's). */
  async loadMore(): Promise<void> {
    const data = this.data;
    const meta = this.meta;
    if (!data || !meta || !this.hasMore || this.appending) return;
    this.appending = true;
    const id = this.requests.current;
    try {
      const reply = await fetchCatalog(this.api, { ...catalogApiParams(data.filter), page: meta.current_page + 1 }, this.root.locale.lang);
      if (id !== this.requests.current) return;
      runInAction(() => {
        const seen = new Set([...this.items.map((card) => card.id), ...this.promotedIds()]);
        this.items = [...this.items, ...reply.data.filter((card) => !seen.has(card.id))];
        this.meta = reply.meta;
      });
    } catch (error) {
      this.root.ui.notify(isApiError(error) ? error.message : String(error));
    } finally {
      runInAction(() => {
        this.appending = false;
      });
    }
  }

  /** The ids of the promoted strip on screen (page 1 only). */
  private promotedIds(): number[] {
    return (this.data?.list.promoted ?? []).map((card) => card.id);
  }

  private apply(url: string, data: CatalogPageData): void {
    this.url = url;
    this.data = data;
    // A promoted listing is shown once: in the strip above the results, not again in its place on page 1
    // (nor when "show more" appends the page where it sits).
    const promoted = new Set((data.list.promoted ?? []).map((card) => card.id));
    this.items = data.list.data.filter((card) => !promoted.has(card.id));
    this.meta = data.list.meta;
    this.status = 'ready';
    this.root.filter.setCurrent(data.filter, data.options);
  }
}

declare module '@realty/shared' {
  interface DomainStores {
    catalog: CatalogStore;
  }
}
