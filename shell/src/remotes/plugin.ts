import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteFallback } from './RemoteFallback';

const RETRIES = 2;
const RETRY_DELAY_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fetch with retries on network errors and 5xx (not on 4xx: a missing manifest stays missing). */
export async function fetchWithRetry(url: string, init: RequestInit, fetchImpl: typeof fetch = fetch, delayMs = RETRY_DELAY_MS): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
    if (attempt > 0) await sleep(delayMs * attempt);
    try {
      const response = await fetchImpl(url, init);
      if (response.status < 500 || attempt === RETRIES) return response;
      lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

/** Remote name ('catalog') from a container name ('mf_catalog') or a request id ('mf_catalog/HomePage'). */
export const remoteOf = (id: string | undefined): string => (id ?? '').split('/')[0]?.replace(/^mf_/, '') ?? '';

/**
 * Failure handling for remotes in one place (a Module Federation runtime plugin):
 * - manifests are fetched with retries;
 * - when loading a remote module still fails (manifest 404, entry or chunk unreachable, server stopped),
 *   `errorLoadRemote` answers with a fallback module whose component shows a translated message and a Retry button
 *   inside the layout, so the rest of the site keeps working.
 */
export function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'realty-remote-failure',
    fetch(url, init) {
      return fetchWithRetry(url, init);
    },
    errorLoadRemote({ id, error, lifecycle, remote }) {
      if (lifecycle !== 'onLoad') return undefined;
      const name = remoteOf(remote?.name ?? id);
      console.warn(`[realty] remote "${name}" failed to load (${id})`, error instanceof Error ? error.message : error);
      return { __esModule: true, default: RemoteFallback, __remoteFailed: name };
    },
  };
}
