import type { RootStore } from '@realty/shared';

/**
 * The signed-in user's live events and unread count (header badge): `@realty/shared/live-client` is imported at the
 * first sign-in (or at once for a user already signed in), then follows sign-in and sign-out itself. A signed-out
 * visitor downloads none of it (docs/PERFORMANCE.md, issue 30's first-load bytes).
 */
export function startLiveEventsOnSignIn(store: RootStore): void {
  let off: (() => void) | null = null;
  const start = () => {
    if (!store.auth.user || !off) return;
    off();
    off = null;
    import('@realty/shared/live-client').then(
      ({ startLiveEvents }) => startLiveEvents(store),
      (error: unknown) => console.warn('[realty] the live events code did not load', error),
    );
  };
  off = store.bus.on('auth:changed', start);
  start();
}
