import { action, computed, makeObservable, observable } from 'mobx';
import type { RootStore } from './root.store';

export const DEAL_TYPES = ['sale', 'rent', 'newprojects'] as const;
export type DealType = (typeof DEAL_TYPES)[number];

export const SORTS = ['newest', 'price_asc', 'price_desc', 'area'] as const;
export type SortOrder = (typeof SORTS)[number];

/** The catalogue filter (PRODUCT.md §3 fields; DECISIONS.md catalogue rules). */
export interface FilterState {
  dealType: DealType;
  propertyType: string | null;
  region: string | null;
  city: string | null;
  districts: string[];
  rooms: string[];
  price_from: number | null;
  price_to: number | null;
  sort: SortOrder;
  isFavorite: boolean;
  user_id: number | null;
  agent: number | null;
  agency: number | null;
  keywords: string;
  page: number;
}

export const emptyFilter = (dealType: DealType = 'sale'): FilterState => ({
  dealType,
  propertyType: null,
  region: null,
  city: null,
  districts: [],
  rooms: [],
  price_from: null,
  price_to: null,
  sort: 'newest',
  isFavorite: false,
  user_id: null,
  agent: null,
  agency: null,
  keywords: '',
  page: 1,
});

export interface IFilterStore {
  state: FilterState;
  readonly activeCount: number;
  set<K extends keyof FilterState>(key: K, value: FilterState[K]): void;
  setRegion(region: string | null): void;
  setCity(city: string | null): void;
  setPage(page: number): void;
  /** Clear everything but the deal type (menu/logo clicks, PRODUCT.md §2). */
  reset(source?: string): void;
}

export class FilterStore implements IFilterStore {
  state: FilterState = emptyFilter();

  constructor(private readonly root: RootStore) {
    makeObservable(this, {
      state: observable,
      activeCount: computed,
      set: action,
      setRegion: action,
      setCity: action,
      setPage: action,
      reset: action,
    });
  }

  get activeCount(): number {
    const s = this.state;
    return [s.propertyType, s.region, s.city, s.price_from, s.price_to].filter((v) => v !== null).length + (s.districts.length ? 1 : 0) + (s.rooms.length ? 1 : 0);
  }

  /** Any change other than the page itself goes back to page 1. */
  set<K extends keyof FilterState>(key: K, value: FilterState[K]): void {
    this.state[key] = value;
    if (key !== 'page') this.state.page = 1;
  }

  /** Choosing a region clears city and districts (PRODUCT.md §4). */
  setRegion(region: string | null): void {
    this.state.region = region;
    this.state.city = null;
    this.state.districts = [];
    this.state.page = 1;
  }

  /** Choosing a city clears districts. */
  setCity(city: string | null): void {
    this.state.city = city;
    this.state.districts = [];
    this.state.page = 1;
  }

  setPage(page: number): void {
    this.state.page = Math.max(1, Math.floor(page));
  }

  reset(source?: string): void {
    this.state = emptyFilter(this.state.dealType);
    this.root.bus.emit('filter:reset', source ? { source } : {});
  }
}
