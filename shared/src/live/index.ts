// The kernel's live events: one hub per page (this module is part of the @realty/shared singleton). The shell starts
// the connection for the signed-in user and stops it on sign-out; remotes only listen (onLiveEvent) and read the count.
// The connection code is a lazy chunk: a signed-out visitor never downloads it.
import { getApiClient } from '../api/client';
import type { RootStore } from '../stores/root.store';
import type { LiveClient, LiveSourceFactory } from './client';
import { LiveHub, type LiveListener } from './hub';

export { LiveHub, type LiveListener } from './hub';
export type { LiveClient, LiveClientOptions, LiveSource, LiveSourceFactory } from './client';

/** The page's live events: the unread count (MobX) and the listeners. */
export const liveEvents = new LiveHub();

/** Follow the signed-in user's live events (message, read, viewing, unread); returns the unsubscribe. */
export const onLiveEvent = (listener: LiveListener): (() => void) => liveEvents.on(listener);

/** The unread messages count; read it inside an observer component (MobX). 0 when signed out. */
export const useUnreadMessages = (): number => liveEvents.unread;

/** Makes the page's client: GET /api/events, else polling GET /api/conversations/unread. */
export type LiveClientFactory = () => Promise<Pick<LiveClient, 'start' | 'stop'>>;

const browserClient: LiveClientFactory = async () => {
  const { LiveClient } = await import(/* webpackChunkName: "live-client" */ './client');
  const connect: LiveSourceFactory | null =
    typeof EventSource === 'undefined' ? null : (url) => new EventSource(url, { withCredentials: true }) as unknown as ReturnType<LiveSourceFactory>;
  return new LiveClient({
    hub: liveEvents,
    connect,
    fetchUnread: async () => (await getApiClient().get<{ data: { unread: number } }>('/api/conversations/unread')).data.unread,
  });
};

/**
 * Open the stream while a user is signed in and close it when they sign out, or when another account signs in (the
 * shell calls this once; the bus is the same through store.reset()). Returns the unsubscribe, which also closes it.
 */
export function startLiveEvents(store: RootStore, makeClient: LiveClientFactory = browserClient): () => void {
  let client: Promise<Pick<LiveClient, 'start' | 'stop'>> | null = null;
  let userId: number | null = null;
  // Bumped on every change: a client that finishes loading after a sign-out stays closed.
  let generation = 0;
  const stop = () => {
    generation += 1;
    void client?.then((c) => c.stop());
  };
  const follow = (id: number | null) => {
    if (id === userId) return;
    if (userId !== null) stop();
    userId = id;
    if (id === null) return;
    const mine = ++generation;
    client ??= makeClient();
    client.then(
      (c) => mine === generation && c.start(),
      (error: unknown) => console.warn('[realty] the live events client did not load', error),
    );
  };
  follow(store.auth.user?.id ?? null);
  const off = store.bus.on('auth:changed', ({ user }) => follow(user?.id ?? null));
  return () => {
    off();
    stop();
    userId = null;
  };
}
