// The signed-in user and currency rates: what the shell loads and wires at start-up (sign-out: ./signOut, loaded with
// the menus that offer it).
import {
  fetchCurrency,
  isApiError,
  readCookie,
  writeCookie,
  type ApiClient,
  type AuthUser,
  type CurrencyCode,
  type RootStore,
} from '@realty/shared';

/**
 * A readable hint that this browser has a session (the session cookie itself is httpOnly). Visitors never had one,
 * so the shell does not ask GET /api/user for them (no 401 on every visit).
 */
export const SESSION_HINT_COOKIE = 'realty_auth';
const SESSION_DAYS = 30;

export const hasSessionHint = (): boolean => readCookie(SESSION_HINT_COOKIE) === '1';
export function setSessionHint(on: boolean): void {
  writeCookie(SESSION_HINT_COOKIE, on ? '1' : '', on ? SESSION_DAYS * 24 * 3600 : 0);
}

/** Ask the server who is signed in (only when the hint says there may be a session). */
export async function loadUser(store: RootStore, api: ApiClient): Promise<void> {
  try {
    if (!hasSessionHint()) return;
    const reply = await api.get<{ data: AuthUser }>(api.langPath('/api/user'));
    store.auth.setUser(reply.data);
  } catch (error) {
    if (isApiError(error) && error.status === 401) setSessionHint(false);
    else console.warn('[realty] could not load the signed-in user', error);
  } finally {
    store.auth.setChecked(true);
  }
}

/** Rates from GET /{lang}/api/data/currency; a failed load keeps the previous values and is only logged (PRODUCT.md §8). */
export async function loadRates(store: RootStore, api: ApiClient): Promise<boolean> {
  try {
    const reply = await fetchCurrency(api, store.locale.lang);
    const rates: Partial<Record<CurrencyCode, number>> = {};
    for (const [code, entry] of Object.entries(reply.data)) if (entry && typeof entry.rate === 'number') rates[code as CurrencyCode] = entry.rate;
    store.currency.setRates(rates);
    return true;
  } catch (error) {
    console.warn('[realty] currency rates could not be loaded; keeping the previous values', error);
    return false;
  }
}

/** The signed-in user's favorite listing ids (header badge, hearts on cards); a failure only logs. */
export async function loadFavorites(store: RootStore, api: ApiClient, userId: number): Promise<void> {
  try {
    const reply = await api.get<{ data: number[] }>('/api/realty/favorite', { params: { user_id: userId } });
    if (store.auth.user?.id === userId && Array.isArray(reply.data)) store.favorites.setAll(reply.data);
  } catch (error) {
    console.warn('[realty] favorites could not be loaded', error);
  }
}

/**
 * Bus wiring: `auth:required` opens the sign-in popup; a user signing in or out keeps the session hint in step;
 * a language change without a chosen currency follows that language's default currency; with an api client, signing
 * in loads the user's favorite ids, then runs the action that asked for sign-in (AuthStore.requireAuth's `then`).
 * Returns the unsubscribe.
 */
export function wireSession(store: RootStore, api?: ApiClient): () => void {
  const offs = [
    store.bus.on('auth:required', () => store.ui.openPopup('signIn')),
    store.bus.on('auth:changed', ({ user }) => {
      setSessionHint(user !== null);
      // What a guest asked for before signing in (add a favourite, save a search) is finished now, after the user's
      // favourites are loaded (so that adding one is not undone by the list arriving late).
      const pending = user ? store.auth.takePendingAction() : null;
      if (user && api) void loadFavorites(store, api, user.id).then(() => pending?.());
      else pending?.();
    }),
    // DECISIONS.md: the currency cookie, else EUR, or TRY when the language is tr — also after switching language.
    store.bus.on('locale:changed', ({ lang }) => store.currency.applyDefault(lang)),
  ];
  return () => offs.forEach((off) => off());
}
