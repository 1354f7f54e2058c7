// The shell's own pages: the static ones (about, the policies) and the unsubscribe landing are server-rendered without
// a page reply; fees and partners are declared with their loaders by the catalogue (plugins/app/catalog/pages.ts). All but the
// unsubscribe landing are in the sitemap, in every language.
import { routeById, type RouteId } from '@realty/shared/routes';
import type { PageRegistry } from './pages';
import type { SitemapSource } from './sitemap';

/** The shell's pages listed in the sitemap. */
export const SHELL_SITEMAP_PAGES = ['about', 'fees', 'foreignBuyers', 'partners', 'privacyPolicy', 'refundPolicy', 'termsOfService'] as const;

/** The shell's server-rendered pages without a page reply. */
const STATIC_PAGES: readonly RouteId[] = ['about', 'foreignBuyers', 'privacyPolicy', 'refundPolicy', 'termsOfService', 'unsubscribe'];

export function declareShellPages(pages: PageRegistry): void {
  for (const route of STATIC_PAGES) pages.register(route, { ssr: true });
}

export const staticPagesSitemapSource = (): SitemapSource => ({
  name: 'pages',
  files: async () => 1,
  entries: async () => SHELL_SITEMAP_PAGES.map((id) => ({ path: routeById(id).pattern })),
});
