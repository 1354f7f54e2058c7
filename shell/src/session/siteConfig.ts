// Settings the server inlines into the page (api/src/plugins/app/site-config.ts): `__INITIAL_DATA__['/site-config']`.
import { readInitialData } from '@realty/shared';

export interface SiteConfig {
  /** The external help centre (HELP_CENTER_URL); null when the server has none, and then no link is shown. */
  helpCenterUrl: string | null;
}

let cached: SiteConfig | null = null;

export function readSiteConfig(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): SiteConfig {
  const url: unknown = readInitialData(doc)['/site-config']?.help_center_url;
  return { helpCenterUrl: typeof url === 'string' && /^https?:\/\//.test(url) ? url : null };
}

export const siteConfig = (): SiteConfig => (cached ??= readSiteConfig());
export const _resetSiteConfig = (): void => {
  cached = null;
};
