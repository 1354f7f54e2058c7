// What the server knew of the session when it made the page (InitialData.session): the user and their favourite ids,
// or null when it found no session. The server renders with it and the browser starts from it before it hydrates, so
// both draw the same header, hearts and sign-in gate (no hydration error), and the browser asks for neither.
import type { InitialSession, RootStore } from '@realty/shared';

export function applyServerSession(store: RootStore, session: InitialSession | null | undefined): void {
  if (session) {
    store.auth.setUser(session.user);
    store.favorites.setAll(session.favorites);
  }
  // Known either way: a signed-in page's gate opens it, a visitor's asks to sign in, from the first render.
  if (session !== undefined) store.auth.setChecked(true);
}
