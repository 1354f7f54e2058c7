// Page replies of the agents' and agencies' pages (mf-catalog), their head (title, description, canonical, JSON-LD
// RealEstateAgent) and their sitemap source. An unknown slug, or a page past the last, is an HTTP 404.
import type { FastifyInstance } from 'fastify';
import tr from '@realty/shared/i18n/tr.json';
import en from '@realty/shared/i18n/en.json';
import ru from '@realty/shared/i18n/ru.json';
import { LANGS, type Lang } from '@realty/shared/routes';
import type { AppOptions } from '../../../app-options';
import {
  agencyContact,
  agenciesPage,
  agencyPage,
  agentPage,
  agentsPage,
  agentsSitemapSource,
  readAgentsFilter,
  readOwnerListingsFilter,
} from './public';
import { listingsJsonLd, realEstateAgentJsonLd } from '../../../web/jsonld';
import { metaDescription } from '../catalog/listings';

const TEXT = { tr, en, ru } as const;
/** Page N of the agents' or agencies' list: canonical to itself, hreflang to page N in each language (same list in each). */
const paged = (path: string, lang: Lang, page: number) => ({
  canonical: `/${lang}/${path}?page=${page}`,
  alternates: Object.fromEntries(LANGS.map((other) => [other, `/${other}/${path}?page=${page}`])),
});
const titled = (lang: Lang, name: string, route: 'agent' | 'agency') => `${name} — ${TEXT[lang].routes[route].title} — ${TEXT[lang].siteName}`;

/** Declares the agents' and agencies' pages and their sitemap source (called by ./index.ts). */
export function declareAgencyPages(fastify: FastifyInstance, opts: AppOptions): void {
  // Public pages: read on a replica when one may answer (plugins/external/database.ts).
  const database = fastify.readDatabase;
  const publicUrl = opts.config.publicUrl;

  // The agency's own pages (team, import): their frame rendered on the server for the signed-in user.
  for (const page of ['profileCorporate', 'profileImport'] as const) fastify.web.pages.register(page, { ssr: true });

  fastify.web.pages.register('agents', { ssr: true, load: async ({ lang, query }) => {
    const filter = readAgentsFilter(query);
    const data = await agentsPage(database, lang, filter);
    if (!data) return { status: 404 };
    const filtered = Boolean(filter.q || filter.city || filter.language);
    return { data, maxAge: 60, head: { ...(filtered ? { noindex: true } : {}), ...(filter.page > 1 ? paged('real-estate-agent', lang, filter.page) : {}) } };
  } });

  fastify.web.pages.register('agencies', { ssr: true, load: async ({ lang, query }) => {
    const filter = readAgentsFilter(query);
    const data = await agenciesPage(database, lang, filter);
    if (!data) return { status: 404 };
    const filtered = Boolean(filter.q || filter.city);
    return { data, maxAge: 60, head: { ...(filtered ? { noindex: true } : {}), ...(filter.page > 1 ? paged('real-estate-agency', lang, filter.page) : {}) } };
  } });

  fastify.web.pages.register('agent', { ssr: true, load: async ({ lang, rest, query }) => {
    const data = await agentPage(database, lang, rest, readOwnerListingsFilter(query));
    if (!data) return { status: 404 };
    const { agent } = data;
    // The agent receives visitors at the agency's office: its address, pin and business line (not the agent's own phone).
    const office = agent.agency ? await agencyContact(database, agent.agency.id, lang) : null;
    return {
      data,
      maxAge: 60,
      head: {
        title: titled(lang, agent.name, 'agent'),
        description: metaDescription(data.description || TEXT[lang].routes.agent.description),
        canonical: data.canonical,
        jsonLd: [
          realEstateAgentJsonLd(publicUrl, {
            name: agent.name,
            url: agent.url,
            image: agent.photo ?? agent.agency?.logo,
            description: data.description,
            address: office && { street: office.address, locality: office.city },
            telephone: office?.telephone,
            lat: office?.lat,
            lng: office?.lng,
            worksFor: agent.agency ? { name: agent.agency.name, url: agent.agency.url } : null,
          }),
          listingsJsonLd(publicUrl, data.list.data, (data.list.meta.current_page - 1) * data.list.meta.per_page),
        ],
      },
    };
  } });

  fastify.web.pages.register('agency', { ssr: true, load: async ({ lang, rest, query }) => {
    const data = await agencyPage(database, lang, rest, readOwnerListingsFilter(query));
    if (!data) return { status: 404 };
    const { agency } = data;
    const office = await agencyContact(database, agency.id, lang);
    const description = metaDescription(agency.description || TEXT[lang].routes.agency.description);
    return {
      data,
      maxAge: 60,
      head: {
        title: titled(lang, agency.name, 'agency'),
        description,
        canonical: data.canonical,
        jsonLd: [
          realEstateAgentJsonLd(publicUrl, {
            name: agency.name,
            url: agency.url,
            image: agency.logo,
            description,
            address: { street: agency.address, locality: agency.city },
            telephone: office?.telephone,
            email: agency.email,
            lat: agency.lat,
            lng: agency.lng,
          }),
          listingsJsonLd(publicUrl, data.list.data, (data.list.meta.current_page - 1) * data.list.meta.per_page),
        ],
      },
    };
  } });

  fastify.web.sitemaps.register(agentsSitemapSource(database));

}
