// What the page keeps of the live events (issue 30), in the kernel: the unread count (a MobX observable: header badge,
// mobile bar) and the listeners. Small on purpose: the connection code (client.ts) is a chunk of its own that the
// shell loads only for a signed-in user, so a visitor's first load does not carry it.
import { action, makeObservable, observable } from 'mobx';
import type { LiveEvent } from '../contracts/messages/schemas';

export type LiveListener = (event: LiveEvent) => void;

export class LiveHub {
  /** The signed-in user's unread messages (0 signed out). */
  unread = 0;
  private readonly listeners = new Set<LiveListener>();
  /** Set by the running client: asks the server for the count again. */
  private refresher: (() => void) | null = null;

  constructor() {
    makeObservable(this, { unread: observable, setUnread: action });
  }

  /** Follow events; returns the unsubscribe. Listening opens nothing: signing in does. */
  on(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Hand an event to every listener (one failing listener does not stop the others). */
  emit(event: LiveEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        console.warn('[realty] a live event listener failed', error);
      }
    }
  }

  /**
   * Ask the server for the unread count again (a page that marked a thread read calls it, in case the server's own
   * event is late); nothing while signed out.
   */
  refresh(): void {
    this.refresher?.();
  }

  /** The client plugs its count request in while it runs (null when it stops). */
  setRefresher(refresher: (() => void) | null): void {
    this.refresher = refresher;
  }

  setUnread(count: number): void {
    this.unread = Math.max(0, count);
  }
}
