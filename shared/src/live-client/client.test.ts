import { createRootStore } from '../stores/root.store';
import { createEventBus } from '../events/bus';
import { LiveClient, type LiveSource } from './client';
import { LiveHub } from '../live/hub';
import { startLiveEvents } from './index';
import type { LiveEvent } from '../contracts/messages/schemas';
import type { AuthUser } from '../types';

/** A scripted EventSource: the test opens, fails and feeds it. */
class FakeSource implements LiveSource {
  readyState = 0;
  onopen: LiveSource['onopen'] = null;
  onerror: LiveSource['onerror'] = null;
  closed = false;
  private readonly handlers = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
  open(): void {
    this.readyState = 1;
    (this.onopen as ((ev: Event) => void) | null)?.(new Event('open'));
  }
  fail(closed = false): void {
    this.readyState = closed ? 2 : 0;
    (this.onerror as ((ev: Event) => void) | null)?.(new Event('error'));
  }
  send(event: LiveEvent): void {
    for (const handler of this.handlers.get(event.type) ?? []) handler(new MessageEvent(event.type, { data: JSON.stringify(event) }));
  }
}

function setup(options: { eventSource?: boolean; unread?: number } = {}) {
  const sources: FakeSource[] = [];
  let unread = options.unread ?? 0;
  const fetchUnread = jest.fn(async () => unread);
  const hub = new LiveHub();
  const client = new LiveClient({
    hub,
    connect:
      options.eventSource === false
        ? null
        : (url) => {
            const source = new FakeSource(url);
            sources.push(source);
            return source;
          },
    fetchUnread,
    pollMs: 20_000,
    maxFailures: 3,
    reconnectMs: 1_000,
  });
  const events: LiveEvent[] = [];
  hub.on((event) => events.push(event));
  return { client, hub, sources, events, fetchUnread, setUnread: (n: number) => (unread = n) };
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

const user = (id: number) => ({ id, name: 'Ada' }) as AuthUser;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('LiveClient', () => {
  it('opens one stream on /api/events, loads the count and hands out events', async () => {
    const { client, sources, events } = setup({ unread: 4 });
    client.start();
    client.start();
    await flush();
    expect(sources).toHaveLength(1);
    expect(sources[0]!.url).toBe('/api/events');
    expect(client.mode).toBe('stream');
    expect(client.unread).toBe(4);
    sources[0]!.open();
    sources[0]!.send({ type: 'message', conversation_id: 1, message_id: 9 });
    sources[0]!.send({ type: 'unread', unread: 7 });
    expect(events.map((e) => e.type)).toEqual(['message', 'unread']);
    expect(client.unread).toBe(7);
  });

  it('asks for the count once after a burst of messages', async () => {
    const { client, sources, fetchUnread, setUnread } = setup();
    client.start();
    await flush();
    setUnread(2);
    sources[0]!.send({ type: 'message', conversation_id: 1, message_id: 1 });
    sources[0]!.send({ type: 'read', conversation_id: 1, last_read_id: 1 });
    jest.advanceTimersByTime(300);
    await flush();
    expect(fetchUnread).toHaveBeenCalledTimes(2);
    expect(client.unread).toBe(2);
  });

  it('reopens a stream the browser closed, and reloads the count once it is back', async () => {
    const { client, sources, fetchUnread } = setup();
    client.start();
    await flush();
    sources[0]!.fail(true);
    expect(sources[0]!.closed).toBe(true);
    jest.advanceTimersByTime(1_000);
    expect(sources).toHaveLength(2);
    sources[1]!.open();
    await flush();
    expect(fetchUnread).toHaveBeenCalledTimes(2);
    expect(client.mode).toBe('stream');
  });

  it('falls back to polling GET /api/conversations/unread after repeated failures and emits unread', async () => {
    const { client, sources, events, fetchUnread, setUnread } = setup({ unread: 1 });
    client.start();
    await flush();
    sources[0]!.fail();
    sources[0]!.fail();
    sources[0]!.fail();
    expect(client.mode).toBe('polling');
    expect(sources[0]!.closed).toBe(true);
    setUnread(3);
    jest.advanceTimersByTime(20_000);
    await flush();
    expect(fetchUnread).toHaveBeenCalledTimes(2);
    expect(client.unread).toBe(3);
    expect(events).toEqual([{ type: 'unread', unread: 3 }]);
    jest.advanceTimersByTime(20_000);
    await flush();
    expect(fetchUnread).toHaveBeenCalledTimes(3);
    expect(events).toHaveLength(1); // unchanged count: no event
    expect(sources).toHaveLength(1);
  });

  it('polls where EventSource does not exist', async () => {
    const { client, fetchUnread } = setup({ eventSource: false });
    client.start();
    expect(client.mode).toBe('polling');
    jest.advanceTimersByTime(40_000);
    await flush();
    expect(fetchUnread).toHaveBeenCalledTimes(3);
  });

  it('the hub\'s refresh asks for the count while running, and does nothing once stopped', async () => {
    const { client, hub, fetchUnread, setUnread } = setup({ unread: 5 });
    hub.refresh();
    expect(fetchUnread).not.toHaveBeenCalled();
    client.start();
    await flush();
    setUnread(1);
    hub.refresh();
    await flush();
    expect(hub.unread).toBe(1);
    client.stop();
    hub.refresh();
    expect(fetchUnread).toHaveBeenCalledTimes(2);
  });

  it('stop closes the stream, ends polling and forgets the count', async () => {
    const { client, sources, fetchUnread } = setup({ unread: 5 });
    client.start();
    await flush();
    client.stop();
    expect(sources[0]!.closed).toBe(true);
    expect(client.unread).toBe(0);
    expect(client.mode).toBe('off');
    jest.advanceTimersByTime(60_000);
    await flush();
    expect(fetchUnread).toHaveBeenCalledTimes(1);
  });
});

describe('startLiveEvents', () => {
  it('opens nothing for a signed-out visitor, opens on sign-in and closes on sign-out', async () => {
    const store = createRootStore({ bus: createEventBus() });
    const { client, sources, fetchUnread } = setup();
    const make = jest.fn(async () => client);
    const off = startLiveEvents(store, make);
    await flush();
    expect(make).not.toHaveBeenCalled(); // a visitor does not even load the client's code
    expect(sources).toHaveLength(0);
    expect(fetchUnread).not.toHaveBeenCalled();
    store.bus.emit('auth:changed', { user: user(1) });
    await flush();
    expect(sources).toHaveLength(1);
    store.bus.emit('auth:changed', { user: null });
    await flush();
    expect(sources[0]!.closed).toBe(true);
    expect(client.mode).toBe('off');
    store.bus.emit('auth:changed', { user: user(2) });
    await flush();
    expect(sources).toHaveLength(2);
    off();
    await flush();
    expect(sources[1]!.closed).toBe(true);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('starts at once for a user already signed in, and restarts for another account', async () => {
    const store = createRootStore({ bus: createEventBus() });
    store.auth.setUser(user(1));
    const { client, sources } = setup();
    startLiveEvents(store, async () => client);
    await flush();
    expect(sources).toHaveLength(1);
    store.bus.emit('auth:changed', { user: user(2) });
    await flush();
    expect(sources[0]!.closed).toBe(true);
    expect(sources).toHaveLength(2);
  });

  it('a sign-out while the client code loads leaves it closed', async () => {
    const store = createRootStore({ bus: createEventBus() });
    const { client, sources } = setup();
    let loaded: (c: LiveClient) => void = () => undefined;
    startLiveEvents(store, () => new Promise<LiveClient>((resolve) => (loaded = resolve)));
    store.bus.emit('auth:changed', { user: user(1) });
    store.bus.emit('auth:changed', { user: null });
    loaded(client);
    await flush();
    expect(sources).toHaveLength(0);
    expect(client.mode).toBe('off');
  });
});
