import { REMOTES, type RemoteName } from '@realty/shared';

/** remotes.json: one mf-manifest.json URL per remote, set per environment (served by the api or the dev server). */
export type RemotesConfig = Record<RemoteName, string>;

export const REMOTES_JSON_URL = '/remotes.json';

export const defaultRemotesConfig = (): RemotesConfig =>
  Object.fromEntries(REMOTES.map((name) => [name, `/remotes/mf-${name}/mf-manifest.json`])) as RemotesConfig;

/** Merge a parsed remotes.json over the defaults, ignoring unknown keys and non-string values. */
export function parseRemotesConfig(raw: unknown): RemotesConfig {
  const config = defaultRemotesConfig();
  if (raw && typeof raw === 'object') {
    for (const name of REMOTES) {
      const url = (raw as Record<string, unknown>)[name];
      if (typeof url === 'string' && url.trim()) config[name] = url.trim();
    }
  }
  return config;
}

/** Key under which the server inlines remotes.json into the page (`__INITIAL_DATA__`; api/src/web/federation.ts). */
export const INLINED_REMOTES_KEY = '/remotes.json';

/** The configuration the server put into the page, or null (a static preview, the dev server's page). */
export function inlinedRemotesConfig(initialData: Record<string, unknown>): RemotesConfig | null {
  const raw = initialData[INLINED_REMOTES_KEY];
  return raw && typeof raw === 'object' ? parseRemotesConfig(raw) : null;
}

/** The inlined configuration (no request on the way to the first paint), else remotes.json fetched. */
export async function loadRemotesConfig(initialData: Record<string, unknown>, fetchImpl: typeof fetch = fetch): Promise<RemotesConfig> {
  return inlinedRemotesConfig(initialData) ?? fetchRemotesConfig(fetchImpl);
}

/** Fetch remotes.json; without it (e.g. a static preview) fall back to the default URLs. */
export async function fetchRemotesConfig(fetchImpl: typeof fetch = fetch): Promise<RemotesConfig> {
  try {
    const response = await fetchImpl(REMOTES_JSON_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRemotesConfig(await response.json());
  } catch (error) {
    console.warn(`[realty] ${REMOTES_JSON_URL} unavailable, using default remote URLs`, error);
    return defaultRemotesConfig();
  }
}
