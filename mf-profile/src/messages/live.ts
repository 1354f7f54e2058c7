// The live events the messages pages follow (issue 30). A tiny local adapter until the kernel's live client
// (shared/src/live: onLiveEvent) lands; the integrator points `onLiveEvent` at it. One EventSource for the page, opened
// with the first listener and closed with the last; none where EventSource does not exist (tests, old browsers).
import type { LiveEvent } from '@realty/shared/contracts/messages';

export type LiveListener = (event: LiveEvent) => void;

const listeners = new Set<LiveListener>();
let source: EventSource | null = null;

/** Hand an event to every listener (the stream's handler; tests call it directly). */
export function dispatchLiveEvent(event: LiveEvent): void {
  for (const listener of [...listeners]) listener(event);
}

function open(): void {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource('/api/events', { withCredentials: true });
  const onData = (message: MessageEvent<string>) => {
    try {
      const event = JSON.parse(message.data) as LiveEvent;
      if (event && typeof event === 'object' && 'type' in event) dispatchLiveEvent(event);
    } catch {
      // A malformed event (a keep-alive comment never reaches here) is dropped.
    }
  };
  source.onmessage = onData;
  // The server may name its events after their type.
  for (const type of ['message', 'read', 'viewing', 'unread']) if (type !== 'message') source.addEventListener(type, onData as EventListener);
}

/** Follow the signed-in user's events; returns the unsubscribe. */
export function onLiveEvent(listener: LiveListener): () => void {
  listeners.add(listener);
  open();
  return () => {
    listeners.delete(listener);
    if (!listeners.size && source) {
      source.close();
      source = null;
    }
  };
}
