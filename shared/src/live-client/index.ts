import { getApiClient, liveEvents, type RootStore } from '@realty/shared';
import { LiveClient, type LiveSourceFactory } from './client';

// Not in the kernel (issue 30's first-load bytes): the shell imports this entry only once a user is signed in, so a
// signed-out visitor downloads none of it. It feeds the kernel's one `liveEvents` hub.
export type { LiveClient, LiveClientOptions, LiveSource, LiveSourceFactory } from './client';

/** Makes the page's client: GET /api/events, else polling GET /api/conversations/unread. */
export type LiveClientFactory = () => Promise<Pick<LiveClient, 'start' | 'stop'>>;

// The client itself is not split off again: this whole entry is already a chunk loaded only for a signed-in user.
const browserClient: LiveClientFactory = async () => {
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
