// JSON-LD for page heads (DECISIONS.md "Rendering": catalogue and listing pages carry JSON-LD), typed with schema-dts.
import type { Accommodation, BlogPosting, BreadcrumbList, ItemList, Organization, RealEstateAgent, RealEstateListing, WebSite, WithContext } from 'schema-dts';
import type { BlogPost, CrumbLink, ListingCardData, ListingDetail } from '@realty/shared/schemas';

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

/** A journal post: headline, dates, author (the editorial team when none), image, section and keywords. */
export function blogPostingJsonLd(publicUrl: string, lang: string, siteName: string, post: BlogPost): WithContext<BlogPosting> {
  const url = absolute(publicUrl, post.url);
  const publisher: Organization = { '@type': 'Organization', name: siteName, url: publicUrl };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: lang,
    datePublished: post.date,
    dateModified: post.updatedAt,
    author: post.author ? { '@type': 'Person', name: post.author } : publisher,
    publisher,
    ...(post.cover ? { image: absolute(publicUrl, post.cover) } : {}),
    ...(post.category ? { articleSection: post.category.title } : {}),
    ...(post.tags.length ? { keywords: post.tags.map((tag) => tag.title).join(', ') } : {}),
    timeRequired: `PT${post.readingMinutes}M`,
  };
}

/** schema.org type of the place a listing offers, by our property type slug (anything else: Accommodation). */
const PLACE_TYPES: Record<string, 'Apartment' | 'House' | 'SingleFamilyResidence' | 'Accommodation'> = {
  apartment: 'Apartment',
  flat: 'Apartment',
  penthouse: 'Apartment',
  villa: 'SingleFamilyResidence',
  house: 'House',
  detached: 'House',
};

/**
 * A listing page: a RealEstateListing whose offer carries the price and currency (and the monthly period of a rent),
 * about the Accommodation itself (floor size, rooms, address, geo), with its photos.
 */
export function listingJsonLd(publicUrl: string, listing: ListingDetail, pageUrl: string, lang: string): WithContext<RealEstateListing> {
  const c = listing.characteristics;
  const rooms = c.rooms ? Number.parseInt(c.rooms, 10) : NaN;
  const place: Accommodation = {
    '@type': PLACE_TYPES[listing.property_type.code] ?? 'Accommodation',
    name: listing.title,
    ...(c.area ? { floorSize: { '@type': 'QuantitativeValue', value: c.area, unitCode: 'MTK', unitText: 'm²' } } : {}),
    ...(Number.isFinite(rooms) ? { numberOfRooms: c.rooms?.includes('+') ? rooms + Number(c.rooms.split('+')[1] || 0) : rooms } : {}),
    ...(c.bathrooms ? { numberOfBathroomsTotal: c.bathrooms } : {}),
    ...(c.year_built ? { yearBuilt: c.year_built } : {}),
    address: {
      '@type': 'PostalAddress',
      addressCountry: 'TR',
      addressRegion: listing.place.region.title,
      ...(listing.place.city ? { addressLocality: listing.place.city.title } : {}),
      ...(listing.place.district ? { streetAddress: listing.place.district.title } : {}),
    },
    ...(listing.coordinates
      ? { geo: { '@type': 'GeoCoordinates', latitude: listing.coordinates.lat, longitude: listing.coordinates.lng } }
      : {}),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: listing.title,
    url: absolute(publicUrl, pageUrl),
    inLanguage: lang,
    ...(listing.description ? { description: listing.short_description } : {}),
    datePosted: (listing.published_at ?? listing.created_at).slice(0, 10),
    ...(listing.photos.length ? { image: listing.photos.map((photo) => absolute(publicUrl, photo.full)) } : {}),
    offers: {
      '@type': 'Offer',
      price: listing.price.amount,
      priceCurrency: listing.price.currency,
      businessFunction: { '@id': listing.deal_type === 'rent' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell' },
      ...(listing.deal_type === 'rent'
        ? { priceSpecification: { '@type': 'UnitPriceSpecification', price: listing.price.amount, priceCurrency: listing.price.currency, unitCode: 'MON' } }
        : {}),
      availability: 'https://schema.org/InStock',
    },
    about: place,
  };
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
