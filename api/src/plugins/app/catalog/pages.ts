// Page replies of the content pages this package serves today (web/pages.ts): home, the catalogue, and the shell's
// fees and partners pages. Each loader is one service call plus the page's head.
import type { FastifyInstance } from 'fastify';
import tr from '@realty/shared/i18n/tr.json';
import en from '@realty/shared/i18n/en.json';
import ru from '@realty/shared/i18n/ru.json';
import type { AppOptions } from '../../../app-options';
import { listServices } from '../../../services/fees';
import { catalogFormRedirect } from '../../../services/pages/catalog-form';
import { catalogPage } from '../../../services/pages/catalog-page';
import { homePage } from '../../../services/pages/home-page';
import { listingPage } from '../../../services/pages/listing-page';
import { landingSource, listingSource } from '../../../services/sitemap-sources';
import { GALLERY_SIZES, photoSrcSet } from '@realty/shared/catalog';
import { breadcrumbJsonLd, listingJsonLd, listingsJsonLd, siteJsonLd } from '../../../web/jsonld';
import type { PageContext, PageResult } from '../../../web';

const SITE_NAME = { tr: tr.siteName, en: en.siteName, ru: ru.siteName } as const;

/** Declares the catalogue's pages (home, catalogue, listing, fees, partners) and its sitemap sources (called by ./index.ts). */
export function declareCatalogPages(fastify: FastifyInstance, opts: AppOptions): void {
  // Public pages read on a replica when one may answer (plugins/external/database.ts); a signed-in visitor's own
  // listing reads the primary.
  const { database, readDatabase } = fastify;
  const publicUrl = opts.config.publicUrl;

  const catalog = async ({ lang, path, query }: PageContext): Promise<PageResult<'catalog'>> => {
    const search = query.toString();
    const data = await catalogPage(readDatabase, lang, path, search ? `?${search}` : '');
    if (!data) return { status: 404 };
    const offset = (data.list.meta.current_page - 1) * data.list.meta.per_page;
    return {
      data,
      head: {
        title: data.seo.title,
        description: data.seo.description,
        canonical: data.canonical,
        alternates: data.alternates,
        // Only landings and their single-rooms facet are indexed (shared/src/catalog/indexing.ts); the rest are
        // endless variations of the same listings.
        ...(data.indexable ? {} : { robots: 'noindex,follow' }),
        // The first card's photo is the largest paint: fetched with the HTML, the same URL the card's <img> uses.
        ...(data.list.data[0]?.gallery[0] ? { preload: [{ href: data.list.data[0].gallery[0], as: 'image' as const, fetchpriority: 'high' as const }] } : {}),
        jsonLd: [breadcrumbJsonLd(publicUrl, data.breadcrumbs, data.canonical), listingsJsonLd(publicUrl, data.list.data, offset)],
      },
    };
  };
  // The filter's plain GET form (before hydration, or without JavaScript) lands on the codec's URL.
  const redirect = ({ lang, path, query }: PageContext) => catalogFormRedirect(readDatabase, lang, path, query);
  fastify.web.pages.register('catalog', { ssr: true, load: catalog, redirect });
  fastify.web.pages.register('realEstate', { ssr: true, load: catalog, redirect });

  fastify.web.pages.register('home', { ssr: true, load: async ({ lang }) => ({
    data: await homePage(readDatabase, lang),
    head: { jsonLd: siteJsonLd(publicUrl, lang, SITE_NAME[lang]) },
  }) });
  // A listing: 404 unless it is active (or hidden and the visitor owns it). The owner's reply is private.
  fastify.web.pages.register('listing', { ssr: true, load: async ({ request, lang, rest }) => {
    const viewer = await request.currentUser();
    const data = await listingPage(viewer ? database : readDatabase, lang, rest, viewer?.id ?? null, opts.config.mortgage);
    if (!data) return { status: 404 };
    const first = data.listing.photos[0];
    return {
      data,
      maxAge: data.owner ? 0 : 60,
      head: {
        title: data.seo.title,
        description: data.seo.description,
        canonical: data.canonical,
        ...(data.hidden ? { noindex: true } : {}),
        ...(first ? { image: first.full } : {}),
        // The first photo is the largest paint: fetch it with the HTML, the same file the gallery's <img> picks.
        preload: first ? [{ href: first.full, as: 'image', imagesrcset: photoSrcSet(first), imagesizes: GALLERY_SIZES, fetchpriority: 'high' }] : [],
        jsonLd: [
          listingJsonLd(publicUrl, data.listing, data.canonical, lang),
          breadcrumbJsonLd(publicUrl, data.breadcrumbs, data.canonical),
        ],
      },
    };
  } });
  // The listing remote's manifest, entry and page chunk are preloaded for every remote's page (web/federation.ts).

  fastify.web.pages.register('fees', { ssr: true, load: async ({ lang }) => ({ data: { services: await listServices(readDatabase, lang) }, maxAge: 300 }) });
  fastify.web.pages.register('partners', { ssr: true, load: async () => ({ data: { stats: await fastify.catalog.siteStats() }, maxAge: 300 }) });

  fastify.web.sitemaps.register(landingSource(readDatabase));
  fastify.web.sitemaps.register(listingSource(readDatabase));
}
