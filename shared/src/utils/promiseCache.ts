/**
 * One load per key: the first caller starts it, later callers share the promise; a failed load is forgotten so the
 * next call retries. The one pattern for remote pages, popup forms, translation chunks and lazy components.
 */
export interface PromiseCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  forget(key: string): void;
  clear(): void;
}

/**
 * A promise marked the way React's `use()` reads a thenable (`status`, `value`, `reason`). An unmarked promise makes
 * `use()` suspend once even when it has long resolved, and a Suspense boundary that showed its fallback reveals its
 * content at most every 300 ms (React's fallback throttle): a popup whose form was loaded on hover still waited ~0.3 s.
 */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function track<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Tracked<T>;
  if (tracked.status) return promise;
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return promise;
}

export function createPromiseCache<T>(): PromiseCache<T> {
  const entries = new Map<string, Promise<T>>();
  return {
    get(key, load) {
      let entry = entries.get(key);
      if (!entry) {
        entry = track(load());
        entries.set(key, entry);
        entry.catch(() => {
          if (entries.get(key) === entry) entries.delete(key);
        });
      }
      return entry;
    },
    forget(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
