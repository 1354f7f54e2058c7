// The one place that recognises failed script/style chunk loads (after a deploy, old chunk names are gone) and
// reloads the page, at most once per 60 s (PRODUCT.md §8/§9), so a broken deploy cannot cause a reload loop.

export const CHUNK_RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'realty:chunk-reload-at';

const CHUNK_PATTERNS = [
  /ChunkLoadError/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  const text = `${typeof name === 'string' ? name : ''} ${typeof message === 'string' ? message : ''}`;
  return CHUNK_PATTERNS.some((pattern) => pattern.test(text));
}

interface GuardDeps {
  now?: () => number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
}

/** Reload for a chunk error unless one happened in the last minute. Returns true when a reload was started. */
export function reloadForChunkError(error: unknown, deps: GuardDeps = {}): boolean {
  if (!isChunkLoadError(error)) return false;
  const now = (deps.now ?? Date.now)();
  const storage = deps.storage ?? (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
  const last = Number(storage?.getItem(STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage?.setItem(STORAGE_KEY, String(now));
  (deps.reload ?? (() => window.location.reload()))();
  return true;
}
