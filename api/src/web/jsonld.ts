// JSON-LD for page heads (DECISIONS.md "Rendering": catalogue and listing pages carry JSON-LD), typed with schema-dts.
import type { BreadcrumbList, ItemList, Organization, RealEstateAgent, WebSite, WithContext } from 'schema-dts';
import type { CrumbLink, ListingCardData } from '@realty/shared/schemas';

const absolute = (publicUrl: string, path: string): string => (/^https?:\/\//.test(path) ? path : `${publicUrl}${path}`);

/** BreadcrumbList from crumbs (the last, unlinked crumb is the page itself at `pageUrl`). */
export function breadcrumbJsonLd(publicUrl: string, crumbs: readonly CrumbLink[], pageUrl: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: absolute(publicUrl, crumb.url ?? pageUrl),
    })),
  };
}

/** The listings of a result page as an ItemList of their URLs (positions continue across pages). */
export function listingsJsonLd(publicUrl: string, cards: readonly ListingCardData[], offset = 0): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: cards.length,
    itemListElement: cards.map((card, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      url: absolute(publicUrl, card.url),
      name: card.title,
    })),
  };
}

/** The site itself (home page): its name, address and the catalogue as its search. */
export function siteJsonLd(publicUrl: string, lang: string, siteName: string): Array<WithContext<WebSite> | WithContext<Organization>> {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: siteName,
      url: `${publicUrl}/${lang}`,
      inLanguage: lang,
    },
    { '@context': 'https://schema.org', '@type': 'Organization', name: siteName, url: publicUrl },
  ];
}

/** An agent's or an agency's page (schema.org RealEstateAgent). */
export function realEstateAgentJsonLd(
  publicUrl: string,
  page: { name: string; url: string; image?: string | null; description?: string; address?: string | null; email?: string | null; lat?: number | null; lng?: number | null; worksFor?: { name: string; url: string } | null },
): WithContext<RealEstateAgent> {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: page.name,
    url: absolute(publicUrl, page.url),
    ...(page.image ? { image: absolute(publicUrl, page.image) } : {}),
    ...(page.description ? { description: page.description } : {}),
    ...(page.address ? { address: page.address } : {}),
    ...(page.email ? { email: page.email } : {}),
    ...(page.lat !== null && page.lat !== undefined && page.lng !== null && page.lng !== undefined
      ? { geo: { '@type': 'GeoCoordinates', latitude: page.lat, longitude: page.lng } }
      : {}),
    ...(page.worksFor ? { parentOrganization: { '@type': 'RealEstateAgent', name: page.worksFor.name, url: absolute(publicUrl, page.worksFor.url) } } : {}),
  };
}
