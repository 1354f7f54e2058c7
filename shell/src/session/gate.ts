import type { RootStore } from '@realty/shared';

/**
 * The auth gate of PRODUCT.md §4/§6: a visitor choosing add, favorites or profile gets the sign-in popup and the
 * intended path is stored and followed after sign-in. Returns true when the navigation may go ahead.
 */
export function gateNavigation(store: RootStore, path: string): boolean {
  if (store.auth.isAuthenticated) return true;
  store.auth.requireAuth(path);
  return false;
}
