// The shell's static pages (about, fees, partners, the policies) in the sitemap: server-rendered like the content pages
// (./ssr SHELL_SSR_PAGES), in every language.
import { routeById } from '@realty/shared/routes';
import { SHELL_SSR_PAGES } from './ssr';
import type { SitemapSource } from './sitemap';

export const staticPagesSitemapSource = (): SitemapSource => ({
  name: 'pages',
  files: async () => 1,
  entries: async () => SHELL_SSR_PAGES.map((id) => ({ path: routeById(id).pattern })),
});
