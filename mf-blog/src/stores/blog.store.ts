// The journal's domain store (mf-blog owns it; it hangs off the root store as `blog`). A journal page is its URL:
// `show(route, url)` takes the page reply the server inlined for that URL once, or fetches it (one request per page
// view). PRODUCT.md §8: failures are only logged; an unknown page is 'notFound' (the server answered 404 already).
import { action, makeObservable, observable, observableRef } from 'mobx';
import { fetchPageData, getApiClient, isApiError, LatestRequest, type ApiClient, type PageDataMap, type RootStore } from '@realty/shared';

export type JournalRoute = 'journal' | 'journalCategory' | 'journalTag' | 'journalTags' | 'journalEntry';
export type BlogStatus = 'idle' | 'loading' | 'ready' | 'notFound' | 'error';

export class BlogStore {
  /** The page URL (path + query) whose data is on screen or on its way. */
  url: string | null = null;
  route: JournalRoute | null = null;
  data: PageDataMap[JournalRoute] | null = null;
  status: BlogStatus = 'idle';
  private readonly requests = new LatestRequest();

  constructor(
    private readonly root: RootStore,
    private readonly api: ApiClient = getApiClient(),
  ) {
    makeObservable<BlogStore, 'apply'>(this, {
      url: observable,
      route: observable,
      data: observableRef,
      status: observable,
      show: action,
      hydrate: action,
      apply: action,
    });
  }

  /** The data on screen when it is this route's and URL's. */
  page<R extends JournalRoute>(route: R, url: string): PageDataMap[R] | null {
    return this.url === url && this.route === route && this.status === 'ready' ? (this.data as PageDataMap[R]) : null;
  }

  /** Take the inlined page reply for this URL, synchronously (first render, no request). True when it was there. */
  hydrate(route: JournalRoute, url: string): boolean {
    if (this.page(route, url)) return true;
    const initial = this.root.takeInitialPage(route, url);
    if (!initial) return false;
    this.apply(route, url, initial);
    return true;
  }

  async show(route: JournalRoute, url: string): Promise<void> {
    if (this.url === url && this.route === route && this.status !== 'error' && this.status !== 'idle') return;
    if (this.hydrate(route, url)) return;
    this.url = url;
    this.route = route;
    this.status = 'loading';
    await this.requests.run(
      () => fetchPageData<JournalRoute>(this.api, url),
      (reply) => this.apply(route, url, reply.data),
      (error) => {
        console.warn(`[realty] journal page ${url} failed`, error);
        this.data = null;
        this.status = isApiError(error) && error.status === 404 ? 'notFound' : 'error';
      },
    );
  }

  private apply(route: JournalRoute, url: string, data: PageDataMap[JournalRoute]): void {
    this.url = url;
    this.route = route;
    this.data = data;
    this.status = 'ready';
  }
}

declare module '@realty/shared' {
  interface DomainStores {
    blog: BlogStore;
  }
}
