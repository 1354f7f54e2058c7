// A signed-in visitor's page carries their user and favourite ids (InitialData.session): the server renders with them
// and the browser starts from them before it hydrates, so both draw the same header and hearts (no hydration error)
// and the browser asks for neither.
import type { InitialSession, RootStore } from '@realty/shared';

export function startSignedIn(store: RootStore, session: InitialSession): void {
  store.auth.setUser(session.user);
  store.auth.setChecked(true);
  store.favorites.setAll(session.favorites);
}
