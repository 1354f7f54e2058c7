// The home page's domain store: its page reply per language (switching language refetches the language-bound blocks)
// and the quick search's separate sale and rent selections (PRODUCT.md §3 home state).
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import {
  clearedFilter,
  fetchPageData,
  getApiClient,
  isApiError,
  LatestRequest,
  pathTo,
  type ApiClient,
  type CatalogState,
  type HomePageData,
  type Lang,
  type RootStore,
} from '@realty/shared';
import { changeFilter } from '@realty/shared/catalog';

export type HomeDeal = 'sale' | 'rent';

export class HomeStore {
  lang: Lang | null = null;
  data: HomePageData | null = null;
  failed = false;
  /** PRODUCT.md §3: the home search's deal type, sale by default. */
  dealType: HomeDeal = 'sale';
  /** Separate sale and rent selections: switching tabs keeps what was chosen in each. */
  selections: Record<HomeDeal, CatalogState> = { sale: clearedFilter('sale'), rent: clearedFilter('rent') };
  private readonly requests = new LatestRequest();

  constructor(
    private readonly root: RootStore,
    private readonly api: ApiClient = getApiClient(),
  ) {
    makeObservable(this, {
      lang: observable,
      data: observableRef,
      failed: observable,
      dealType: observable,
      selections: observable,
      selection: computed,
      hydrate: action,
      show: action,
      setDealType: action,
      change: action,
    });
  }

  get selection(): CatalogState {
    return this.selections[this.dealType];
  }

  hydrate(lang: Lang): boolean {
    if (this.lang === lang && this.data) return true;
    const initial = this.root.takeInitialPage('home', pathTo(lang, 'home'));
    if (!initial) return false;
    this.lang = lang;
    this.data = initial;
    return true;
  }

  /** The page reply of a language: inlined once, else one request (a failure keeps what is shown and is logged). */
  async show(lang: Lang): Promise<void> {
    if (this.lang === lang && this.data) return;
    if (this.hydrate(lang)) return;
    this.lang = lang;
    this.failed = false;
    await this.requests.run(
      () => fetchPageData<'home'>(this.api, pathTo(lang, 'home')),
      (reply) => {
        this.data = reply.data;
      },
      (error) => {
        console.warn('[realty] home page data failed', error);
        this.failed = true;
        this.root.ui.notify(isApiError(error) ? error.message : String(error));
      },
    );
  }

  setDealType(dealType: HomeDeal): void {
    this.dealType = dealType;
  }

  change(patch: Partial<CatalogState>): void {
    this.selections[this.dealType] = changeFilter(this.selection, patch);
  }
}

declare module '@realty/shared' {
  interface DomainStores {
    home: HomeStore;
  }
}
