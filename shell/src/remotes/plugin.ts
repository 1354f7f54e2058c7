import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_TIMEOUT_DEFAULT_MS } from '@realty/shared';
import { RemoteFallback } from './RemoteFallback';

const RETRIES = 2;
const RETRY_DELAY_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Thrown when a remote's manifest did not arrive within the load timeout (a host that accepts but never answers). */
export class RemoteTimeoutError extends Error {
  constructor(url: string, ms: number) {
    super(`${url} did not answer within ${ms} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

/**
 * Fetch with retries on network errors and 5xx (not on 4xx: a missing manifest stays missing), all within one deadline:
 * past `timeoutMs` the request is aborted and no retry starts, so the page shows its fallback instead of "Loading…".
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  fetchImpl: typeof fetch = fetch,
  delayMs = RETRY_DELAY_MS,
  timeoutMs = REMOTE_LOAD_TIMEOUT_DEFAULT_MS,
): Promise<Response> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  let lastError: unknown;
  try {
    for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
      if (attempt > 0) await sleep(delayMs * attempt);
      if (deadline.signal.aborted) break;
      try {
        const response = await fetchImpl(url, { ...init, signal: deadline.signal });
        if (response.status < 500 || attempt === RETRIES) return response;
        lastError = new Error(`HTTP ${response.status}`);
      } catch (error) {
        lastError = error;
      }
    }
  } finally {
    clearTimeout(timer);
  }
  if (deadline.signal.aborted) throw new RemoteTimeoutError(url, timeoutMs);
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

/** Remote name ('catalog') from a container name ('mf_catalog') or a request id ('mf_catalog/HomePage'). */
export const remoteOf = (id: string | undefined): string => (id ?? '').split('/')[0]?.replace(/^mf_/, '') ?? '';

/**
 * Failure handling for remotes in one place (a Module Federation runtime plugin):
 * - manifests are fetched with retries, within `timeoutMs` in all;
 * - a remote entry script that has not loaded within `timeoutMs` counts as failed (the runtime's own limit is 20 s);
 * - when loading a remote module still fails (manifest 404, entry or chunk unreachable, server stopped),
 *   `errorLoadRemote` answers with a fallback module whose component shows a translated message and a Retry button
 *   inside the layout, so the rest of the site keeps working.
 */
export function remoteFailurePlugin({ timeoutMs = REMOTE_LOAD_TIMEOUT_DEFAULT_MS }: { timeoutMs?: number } = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'realty-remote-failure',
    fetch(url, init) {
      return fetchWithRetry(url, init, fetch, RETRY_DELAY_MS, timeoutMs);
    },
    // Only for scripts without attributes (remote entries): the runtime skips a script's attrs when this hook answers.
    createScript({ attrs }) {
      return attrs && Object.keys(attrs).length > 0 ? undefined : { timeout: timeoutMs };
    },
    errorLoadRemote({ id, error, lifecycle, remote }) {
      if (lifecycle !== 'onLoad') return undefined;
      const name = remoteOf(remote?.name ?? id);
      console.warn(`[realty] remote "${name}" failed to load (${id})`, error instanceof Error ? error.message : error);
      return { __esModule: true, default: RemoteFallback, __remoteFailed: name };
    },
  };
}
