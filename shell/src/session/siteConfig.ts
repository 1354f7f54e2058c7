// Settings the server inlines into the page (api/src/plugins/app/site-config.ts): `__INITIAL_DATA__['/site-config']`.
import { readInitialData } from '@realty/shared';

export const DEFAULT_HELP_CENTER_URL = 'https://help.realty-turkey.example';

export interface SiteConfig {
  helpCenterUrl: string;
}

let cached: SiteConfig | null = null;

export function readSiteConfig(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): SiteConfig {
  const url: unknown = readInitialData(doc)['/site-config']?.help_center_url;
  return { helpCenterUrl: typeof url === 'string' && /^https?:\/\//.test(url) ? url : DEFAULT_HELP_CENTER_URL };
}

export const siteConfig = (): SiteConfig => (cached ??= readSiteConfig());
export const _resetSiteConfig = (): void => {
  cached = null;
};
