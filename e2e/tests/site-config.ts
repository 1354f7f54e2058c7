// The site configuration the server inlines into every page (`__INITIAL_DATA__['/site-config']`, api plugins/app/
// site-config.ts): specs that assume the e2e server's settings (no maps key, no help centre) check them there and skip
// on an environment configured otherwise.
import type { Page } from '@playwright/test';

export interface SiteConfig {
  yandex_maps_key?: string;
  help_center_url?: string;
}

/** The configuration inlined into the page currently open. */
export async function siteConfig(page: Page): Promise<SiteConfig> {
  return page.evaluate(() => {
    const text = document.getElementById('__INITIAL_DATA__')?.textContent ?? '{}';
    return ((JSON.parse(text) as Record<string, unknown>)['/site-config'] ?? {}) as SiteConfig;
  });
}
