// The static pages' names, apart from their components: ShellPage checks a route against them without loading them.
export const STATIC_PAGES = ['about', 'fees', 'foreignBuyers', 'partners', 'privacyPolicy', 'refundPolicy', 'termsOfService'] as const;
export type StaticPageId = (typeof STATIC_PAGES)[number];
export const isStaticPage = (page: string): page is StaticPageId => (STATIC_PAGES as readonly string[]).includes(page);
