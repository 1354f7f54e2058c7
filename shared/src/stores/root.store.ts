import { action, makeObservable, observableRef } from 'mobx';
import { DEFAULT_LANG, type Lang } from '../routes';
import type { InitialPage, PageDataMap, PageRoute } from '../schemas/pages';
import { eventBus, type EventBus } from '../events/bus';
import { AuthStore, type IAuthStore } from './auth.store';
import { CurrencyStore, type ICurrencyStore } from './currency.store';
import { FavoritesStore, type IFavoritesStore } from './favorites.store';
import { FilterStore, type IFilterStore } from './filter.store';
import { LocaleStore, type ILocaleStore } from './locale.store';
import { UiStore, type IUiStore } from './ui.store';

export interface RootStoreOptions {
  lang?: Lang;
  bus?: EventBus;
  /** The page reply the server inlined into the HTML (the shell passes it; a server renderer too). */
  initialPage?: InitialPage | null;
  /** The visitor's chosen currency (a server renderer passes the request's `currency` cookie; the browser reads it). */
  currency?: string;
}

/**
 * Stores that remotes own and register on the root store (`root.domain('catalog', …)`). A remote declares its key
 * here by module augmentation, so `useDomainStore('catalog', …)` is typed everywhere:
 *   declare module '@realty/shared' { interface DomainStores { catalog: CatalogStore } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation in the remotes
export interface DomainStores {}

/** The stores every package shares. Remote-specific stores hang off their own packages. */
export interface RootStore {
  readonly bus: EventBus;
  auth: IAuthStore;
  locale: ILocaleStore;
  currency: ICurrencyStore;
  ui: IUiStore;
  favorites: IFavoritesStore;
  filter: IFilterStore;
  /**
   * The domain store registered under `key`, made by `create` on first use (a remote's stores hang off the root store
   * this way; they are rebuilt by `reset()`).
   */
  domain<K extends keyof DomainStores>(key: K, create: (root: RootStore) => DomainStores[K]): DomainStores[K];
  /**
   * The inlined page reply when it was made for this route and URL (path + query); null otherwise. It is handed out
   * once: a later visit of the same URL fetches fresh data.
   */
  takeInitialPage<R extends PageRoute>(route: R, url: string): PageDataMap[R] | null;
  /** Rebuild every shared and domain store from the same factories (sign-out, tests). */
  reset(): void;
}

class RootStoreImpl implements RootStore {
  readonly bus: EventBus;
  auth!: IAuthStore;
  locale!: ILocaleStore;
  currency!: ICurrencyStore;
  ui!: IUiStore;
  favorites!: IFavoritesStore;
  filter!: IFilterStore;
  private readonly domains = new Map<keyof DomainStores, unknown>();
  private initialPage: InitialPage | null;
  private readonly currencyCookie: string | undefined;

  constructor(options: RootStoreOptions) {
    this.bus = options.bus ?? eventBus;
    this.initialPage = options.initialPage ?? null;
    this.currencyCookie = options.currency;
    this.build(options.lang ?? DEFAULT_LANG);
    makeObservable<RootStoreImpl, 'build'>(this, {
      auth: observableRef,
      locale: observableRef,
      currency: observableRef,
      ui: observableRef,
      favorites: observableRef,
      filter: observableRef,
      build: action,
      reset: action,
    });
  }

  private build(lang: Lang): void {
    this.locale = new LocaleStore(this, lang);
    this.auth = new AuthStore(this);
    this.currency = new CurrencyStore(this, lang, this.currencyCookie);
    this.ui = new UiStore(this);
    this.favorites = new FavoritesStore(this);
    this.filter = new FilterStore(this);
  }

  domain<K extends keyof DomainStores>(key: K, create: (root: RootStore) => DomainStores[K]): DomainStores[K] {
    if (!this.domains.has(key)) this.domains.set(key, create(this));
    return this.domains.get(key) as DomainStores[K];
  }

  takeInitialPage<R extends PageRoute>(route: R, url: string): PageDataMap[R] | null {
    const page = this.initialPage;
    if (!page || page.route !== route || page.url !== url) return null;
    this.initialPage = null;
    return page.data as PageDataMap[R];
  }

  reset(): void {
    this.domains.clear();
    this.build(this.locale.lang);
  }
}

/** The factory: the shell calls it once; remotes running standalone call it in their own bootstrap. */
export function createRootStore(options: RootStoreOptions = {}): RootStore {
  return new RootStoreImpl(options);
}

let current: RootStore | null = null;

/** The page's root store, created on first use (the shell creates it first with the right language). */
export function getRootStore(options?: RootStoreOptions): RootStore {
  current ??= createRootStore(options);
  return current;
}

/** Forget the page's root store (tests). */
export function _resetRootStore(): void {
  current = null;
}
