// Settings the server inlines into the page (api/src/plugins/app/site-config.ts): `__INITIAL_DATA__['/site-config']`.
import { readInitialData, REMOTE_LOAD_TIMEOUT_DEFAULT_MS } from '@realty/shared';

export interface SiteConfig {
  /** The external help centre (HELP_CENTER_URL); null when the server has none, and then no link is shown. */
  helpCenterUrl: string | null;
  /** How long a remote's manifest or entry may take before the fallback (REMOTE_LOAD_TIMEOUT_MS). */
  remoteTimeoutMs: number;
}

let cached: SiteConfig | null = null;

export function readSiteConfig(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): SiteConfig {
  const config = readInitialData(doc)['/site-config'];
  const url: unknown = config?.help_center_url;
  const timeout: unknown = config?.remote_timeout_ms;
  return {
    helpCenterUrl: typeof url === 'string' && /^https?:\/\//.test(url) ? url : null,
    remoteTimeoutMs: typeof timeout === 'number' && timeout >= 1000 ? timeout : REMOTE_LOAD_TIMEOUT_DEFAULT_MS,
  };
}

export const siteConfig = (): SiteConfig => (cached ??= readSiteConfig());
export const _resetSiteConfig = (): void => {
  cached = null;
};
