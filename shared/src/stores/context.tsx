import { createContext, useContext, type ReactNode } from 'react';
import type { DomainStores, RootStore } from './root.store';

const RootStoreContext = createContext<RootStore | null>(null);

export function RootStoreProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <RootStoreContext.Provider value={store}>{children}</RootStoreContext.Provider>;
}

export function useRootStore(): RootStore {
  const store = useContext(RootStoreContext);
  if (!store) throw new Error('useRootStore() needs a <RootStoreProvider> above it');
  return store;
}

export const useAuthStore = () => useRootStore().auth;
export const useLocaleStore = () => useRootStore().locale;
export const useCurrencyStore = () => useRootStore().currency;
export const useUiStore = () => useRootStore().ui;
export const useFavoritesStore = () => useRootStore().favorites;
export const useFilterStore = () => useRootStore().filter;

/** A remote's domain store, registered on the root store on first use (see RootStore.domain). */
export function useDomainStore<K extends keyof DomainStores>(key: K, create: (root: RootStore) => DomainStores[K]): DomainStores[K] {
  return useRootStore().domain(key, create);
}
