// Sign-out, apart from ./session: only the avatar menu and the side menu offer it, and both are lazy chunks, so the
// first load of a page carries none of it.
import { getApiClient, pathTo, type ApiClient, type Lang, type RootStore } from '@realty/shared';
import { setSessionHint } from './session';

/** Sign out on the server, then forget the user and their favorites here. */
export async function signOut(store: RootStore, api: ApiClient): Promise<void> {
  try {
    await api.post(api.langPath('/api/logout'));
  } finally {
    setSessionHint(false);
    store.auth.setUser(null);
    store.favorites.clear();
  }
}

/**
 * Sign out from a menu (avatar menu, side menu): leave for the home page first, so a signed-in page's gate does not ask
 * to sign in again, then end the session; a failure says so in a toast.
 */
export function signOutAndLeave(store: RootStore, lang: Lang, navigate: (path: string) => unknown, failedMessage: string): void {
  void navigate(pathTo(lang, 'home'));
  void signOut(store, getApiClient()).catch(() => store.ui.notify(failedMessage));
}
