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
