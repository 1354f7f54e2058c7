import type { Lang } from '../routes';
import type { CurrencyCode } from '../format/currency';
import type { AuthUser } from '../types';

/** Every event name the bus knows; anything else throws. */
export const EVENT_NAMES = [
  'auth:required',
  'auth:changed',
  'favorites:changed',
  'filter:reset',
  'locale:changed',
  'currency:changed',
] as const;

export type EventName = (typeof EVENT_NAMES)[number];

export const POPUP_NAMES = ['languages', 'currency', 'filter', 'forgot', 'register', 'signIn', 'sideMenu'] as const;
export type PopupName = (typeof POPUP_NAMES)[number];

/** Payload type per event. */
export interface EventPayloads {
  'auth:required': { redirect?: string };
  'auth:changed': { user: AuthUser | null };
  'favorites:changed': { ids: number[]; changed?: { id: number; favorite: boolean } };
  'filter:reset': { source?: string };
  'locale:changed': { lang: Lang; previous: Lang };
  'currency:changed': { currency: CurrencyCode; previous: CurrencyCode };
}

export type EventHandler<E extends EventName> = (payload: EventPayloads[E]) => void;

export interface EventBus {
  on<E extends EventName>(name: E, handler: EventHandler<E>): () => void;
  once<E extends EventName>(name: E, handler: EventHandler<E>): () => void;
  emit<E extends EventName>(name: E, payload: EventPayloads[E]): void;
  /** Drop every handler (tests). */
  _reset(): void;
}

function assertKnown(name: string): asserts name is EventName {
  if (!(EVENT_NAMES as readonly string[]).includes(name)) throw new Error(`Unknown event "${name}"`);
}

export function createEventBus(): EventBus {
  const handlers = new Map<EventName, Set<(payload: unknown) => void>>();
  const bus: EventBus = {
    on(name, handler) {
      assertKnown(name);
      const set = handlers.get(name) ?? new Set();
      handlers.set(name, set);
      const fn = handler as (payload: unknown) => void;
      set.add(fn);
      return () => {
        set.delete(fn);
      };
    },
    once(name, handler) {
      const off = bus.on(name, (payload) => {
        off();
        handler(payload);
      });
      return off;
    },
    emit(name, payload) {
      assertKnown(name);
      for (const handler of [...(handlers.get(name) ?? [])]) {
        try {
          handler(payload);
        } catch (error) {
          // One failing listener (maybe in another remote) must not break the others.
          console.error(`[realty] listener of "${name}" failed`, error);
        }
      }
    },
    _reset() {
      handlers.clear();
    },
  };
  return bus;
}

/** The one bus of the page (shared singleton through Module Federation). */
export const eventBus: EventBus = createEventBus();
