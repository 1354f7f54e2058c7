import { action, makeObservable, observableRef } from 'mobx';
import { DEFAULT_LANG, type Lang } from '../routes';
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
}

/** The stores every package shares. Remote-specific stores hang off their own packages. */
export interface RootStore {
  readonly bus: EventBus;
  auth: IAuthStore;
  locale: ILocaleStore;
  currency: ICurrencyStore;
  ui: IUiStore;
  favorites: IFavoritesStore;
  filter: IFilterStore;
  /** Rebuild every domain store from the same factory (sign-out, tests). */
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

  constructor(options: RootStoreOptions) {
    this.bus = options.bus ?? eventBus;
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
    this.currency = new CurrencyStore(this, lang);
    this.ui = new UiStore(this);
    this.favorites = new FavoritesStore(this);
    this.filter = new FilterStore(this);
  }

  reset(): void {
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
