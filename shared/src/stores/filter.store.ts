import { action, computed, makeObservable, observableRef } from 'mobx';
import { clearedFilter } from '../catalog/cleared';
import type { CatalogState } from '../schemas/catalog';
import type { CatalogOptions } from '../schemas/pages';
import type { RootStore } from './root.store';

export interface IFilterStore {
  /**
   * The filter of the catalogue page on screen (PRODUCT.md §3 filter and selection), as the server resolved it from
   * the URL. The URL stays the only source of truth: the catalogue page sets this after each load, the all-filters
   * popup starts its draft from it, and the menu, logo and bottom bar clear it.
   */
  current: CatalogState;
  /** Option lists the catalogue page already has (the popup uses them instead of asking again). */
  options: Partial<CatalogOptions>;
  /** Number of set filter fields beyond the deal type (badge on the filter button). */
  readonly activeCount: number;
  setCurrent(state: CatalogState, options?: Partial<CatalogOptions>): void;
  /** Clear everything but the deal type (menu/logo clicks, PRODUCT.md §2) and tell listeners. */
  reset(source?: string): void;
}

const COUNTED: (keyof CatalogState)[] = ['propertyType', 'region', 'city', 'districts', 'rooms', 'price_from', 'price_to', 'area_from', 'area_to', 'keywords', 'energy', 'code_from'];

export class FilterStore implements IFilterStore {
  current: CatalogState = clearedFilter();
  options: Partial<CatalogOptions> = {};

  constructor(private readonly root: RootStore) {
    makeObservable(this, { current: observableRef, options: observableRef, activeCount: computed, setCurrent: action, reset: action });
  }

  get activeCount(): number {
    return COUNTED.filter((key) => {
      const value = this.current[key];
      return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '';
    }).length;
  }

  setCurrent(state: CatalogState, options: Partial<CatalogOptions> = {}): void {
    this.current = state;
    this.options = options;
  }

  reset(source?: string): void {
    this.current = clearedFilter(this.current.dealType);
    this.options = {};
    this.root.bus.emit('filter:reset', source ? { source } : {});
  }
}
