// Settings the server inlines into the page (api/src/plugins/app/site-config.ts): `__INITIAL_DATA__['/site-config']`.
export const DEFAULT_HELP_CENTER_URL = 'https://help.realty-turkey.example';

export interface SiteConfig {
  helpCenterUrl: string;
}

let cached: SiteConfig | null = null;

export function readSiteConfig(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): SiteConfig {
  let helpCenterUrl = DEFAULT_HELP_CENTER_URL;
  try {
    const text = doc?.getElementById('__INITIAL_DATA__')?.textContent;
    const data = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    const config = data['/site-config'] as { help_center_url?: unknown } | undefined;
    if (typeof config?.help_center_url === 'string' && /^https?:\/\//.test(config.help_center_url)) helpCenterUrl = config.help_center_url;
  } catch {
    // A broken inline block keeps the defaults.
  }
  return { helpCenterUrl };
}

export const siteConfig = (): SiteConfig => (cached ??= readSiteConfig());
export const _resetSiteConfig = (): void => {
  cached = null;
};
