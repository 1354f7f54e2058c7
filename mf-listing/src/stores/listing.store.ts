// The listing page's domain store (mf-listing owns it; it hangs off the root store as `listing`). The first visit
// takes the page reply the server inlined; later visits fetch it (one request). It counts the view once per page view
// (the server counts one per visitor and day, never for the owner) and reveals the phone on request: the number is in
// neither the HTML nor the page reply until then. Its writes leave the XSRF cookie to the API client, which fetches
// one for the writes a first visit sends together (a fetch of its own per write set two tokens: one write got a 419).
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  type ApiClient,
  fetchPageData,
  getApiClient,
  isApiError,
  LatestRequest,
  type ListingPageData,
  type RootStore,
} from '@realty/shared';
import { countView, revealPhone } from '@realty/shared/contracts/catalog';
import { type ContactInput, sendContactMessage } from '@realty/shared/contracts/listing';

export type ListingStatus = 'idle' | 'loading' | 'ready' | 'notFound' | 'error';
export type PhoneState = { state: 'hidden' | 'loading' } | { state: 'shown'; phone: string } | { state: 'failed'; message: string };

export class ListingStore {
  url: string | null = null;
  data: ListingPageData | null = null;
  status: ListingStatus = 'idle';
  phone: PhoneState = { state: 'hidden' };
  views: number | null = null;
  private readonly requests = new LatestRequest();
  private counted = new Set<number>();

  constructor(
    private readonly root: RootStore,
    private readonly api: ApiClient = getApiClient(),
  ) {
    makeObservable<ListingStore, 'apply'>(this, {
      url: observable,
      data: observableRef,
      status: observable,
      phone: observableRef,
      views: observable,
      hydrate: action,
      show: action,
      showPhone: action,
      apply: action,
    });
  }

  /** Take the inlined reply for this URL, synchronously (first render). */
  hydrate(url: string): boolean {
    if (this.url === url && this.data) return true;
    const initial = this.root.takeInitialPage('listing', url);
    if (!initial) return false;
    this.apply(url, initial);
    return true;
  }

  async show(url: string): Promise<void> {
    if (this.url === url && (this.status === 'ready' || this.status === 'loading')) return;
    if (this.hydrate(url)) return;
    this.url = url;
    this.status = 'loading';
    await this.requests.run(
      () => fetchPageData<'listing'>(this.api, url),
      (reply) => this.apply(url, reply.data),
      (error) => {
        this.data = null;
        this.status = isApiError(error) && error.status === 404 ? 'notFound' : 'error';
      },
    );
  }

  /** Count this page view (the server keeps one per visitor and day; never the owner's). */
  async countView(): Promise<void> {
    const data = this.data;
    if (!data || data.owner || data.hidden || this.counted.has(data.listing.id)) return;
    this.counted.add(data.listing.id);
    try {
      const reply = await countView(this.api, data.listing.id, this.root.locale.lang);
      runInAction(() => {
        if (this.data?.listing.id === data.listing.id) this.views = reply.data.views;
      });
    } catch {
      // A view that could not be counted is not the visitor's problem.
    }
  }

  /** "Show phone": the reveal call (rate-limited, counted for the owner); then the number is on the page. */
  async showPhone(failedMessage: string): Promise<void> {
    const data = this.data;
    if (!data || this.phone.state === 'loading' || this.phone.state === 'shown') return;
    this.phone = { state: 'loading' };
    try {
      const reply = await revealPhone(this.api, data.listing.id, this.root.locale.lang);
      runInAction(() => {
        this.phone = { state: 'shown', phone: reply.data.phone };
      });
    } catch (error) {
      runInAction(() => {
        this.phone = { state: 'failed', message: isApiError(error) && error.status === 429 ? error.message : failedMessage };
      });
    }
  }

  /**
   * Send the contact form; resolves to the server's confirmation and, for a signed-in sender, the conversation it
   * started (issue 30); rejects with the ApiError (field errors on 422).
   */
  async contact(input: ContactInput): Promise<{ message: string; conversationId: number | null }> {
    const data = this.data;
    if (!data) throw new Error('no listing');
    const reply = await sendContactMessage(this.api, data.listing.id, input, this.root.locale.lang);
    return { message: reply.message, conversationId: typeof reply.conversation_id === 'number' ? reply.conversation_id : null };
  }

  private apply(url: string, data: ListingPageData): void {
    if (this.data?.listing.id !== data.listing.id) this.phone = { state: 'hidden' };
    this.url = url;
    this.data = data;
    this.views = data.listing.views;
    this.status = 'ready';
  }
}

declare module '@realty/shared' {
  interface DomainStores {
    listing: ListingStore;
  }
}
