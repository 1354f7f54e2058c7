import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { RootStore } from './root.store';

/** Persists one change on the server; rejects to roll the optimistic change back. */
export type FavoritePersist = (id: number, favorite: boolean) => Promise<unknown>;

export interface IFavoritesStore {
  ids: Set<number>;
  readonly count: number;
  has(id: number): boolean;
  setAll(ids: Iterable<number>): void;
  clear(): void;
  toggle(id: number, persist?: FavoritePersist): Promise<boolean>;
}

export class FavoritesStore implements IFavoritesStore {
  ids = new Set<number>();

  constructor(private readonly root: RootStore) {
    makeObservable(this, { ids: observable, count: computed, setAll: action, clear: action, toggle: action });
  }

  get count(): number {
    return this.ids.size;
  }

  has(id: number): boolean {
    return this.ids.has(id);
  }

  setAll(ids: Iterable<number>): void {
    this.ids.clear();
    for (const id of ids) this.ids.add(id);
    this.notify();
  }

  clear(): void {
    this.ids.clear();
    this.notify();
  }

  /** Optimistic toggle: flips at once, calls `persist`, rolls back if it fails. Resolves to the final state. */
  async toggle(id: number, persist?: FavoritePersist): Promise<boolean> {
    const favorite = !this.ids.has(id);
    this.apply(id, favorite);
    if (!persist) return favorite;
    try {
      await persist(id, favorite);
      return favorite;
    } catch (error) {
      runInAction(() => this.apply(id, !favorite));
      throw error;
    }
  }

  private apply(id: number, favorite: boolean): void {
    if (favorite) this.ids.add(id);
    else this.ids.delete(id);
    this.notify({ id, favorite });
  }

  private notify(changed?: { id: number; favorite: boolean }): void {
    this.root.bus.emit('favorites:changed', { ids: [...this.ids], ...(changed ? { changed } : {}) });
  }
}
