// The kernel's live events: one client per page (this module is part of the @realty/shared singleton), started by the
// shell for the signed-in user and stopped on sign-out; remotes only listen (onLiveEvent) and read the count.
import { getApiClient } from '../api/client';
import type { RootStore } from '../stores/root.store';
import { LiveClient, type LiveListener, type LiveSourceFactory } from './client';

export { LiveClient, LIVE_EVENTS_URL, type LiveClientOptions, type LiveListener, type LiveSource, type LiveSourceFactory } from './client';

const browserSource: LiveSourceFactory | null =
  typeof EventSource === 'undefined' ? null : (url) => new EventSource(url, { withCredentials: true }) as unknown as ReturnType<LiveSourceFactory>;

/** The page's live client (GET /api/events, else polling GET /api/conversations/unread). */
export const liveEvents = new LiveClient({
  connect: browserSource,
  fetchUnread: async () => (await getApiClient().get<{ data: { unread: number } }>('/api/conversations/unread')).data.unread,
});

/** Follow the signed-in user's live events (message, read, viewing, unread); returns the unsubscribe. */
export const onLiveEvent = (listener: LiveListener): (() => void) => liveEvents.on(listener);

/** The unread messages count; read it inside an observer component (MobX). 0 when signed out. */
export const useUnreadMessages = (): number => liveEvents.unread;

/**
 * Open the stream while a user is signed in and close it when they sign out (the shell calls this once; the bus is
 * the same through store.reset()). Returns the unsubscribe, which also closes the stream.
 */
export function startLiveEvents(store: RootStore, client: LiveClient = liveEvents): () => void {
  let userId = store.auth.user?.id ?? null;
  if (userId !== null) client.start();
  const off = store.bus.on('auth:changed', ({ user }) => {
    // Another account on the same page (no sign-out in between) gets its own stream and count.
    if (userId !== null && user?.id !== userId) client.stop();
    userId = user?.id ?? null;
    if (user) client.start();
  });
  return () => {
    off();
    client.stop();
  };
}
