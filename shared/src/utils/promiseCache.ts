/**
 * One load per key: the first caller starts it, later callers share the promise; a failed load is forgotten so the
 * next call retries. The one pattern for remote pages, popup forms, translation chunks and lazy components.
 */
export interface PromiseCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  forget(key: string): void;
  clear(): void;
}

export function createPromiseCache<T>(): PromiseCache<T> {
  const entries = new Map<string, Promise<T>>();
  return {
    get(key, load) {
      let entry = entries.get(key);
      if (!entry) {
        entry = load();
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
