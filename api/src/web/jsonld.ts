// JSON-LD for page heads (DECISIONS.md "Rendering": catalogue and listing pages carry JSON-LD), typed with schema-dts.
import type { Accommodation, BlogPosting, BreadcrumbList, ItemList, Organization, Place, PostalAddress, RealEstateAgent, RealEstateListing, WebSite, WithContext } from 'schema-dts';
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

/** The site's logo (api/public/logo.png, 512×512): the Organization's and every publisher's. */
export const SITE_LOGO = { path: '/logo.png', width: 512, height: 512 } as const;

/** The site as an Organization, with its logo. */
export function siteOrganization(publicUrl: string, siteName: string): Organization {
  return {
    '@type': 'Organization',
    name: siteName,
    url: publicUrl,
    logo: { '@type': 'ImageObject', url: `${publicUrl}${SITE_LOGO.path}`, width: { '@type': 'QuantitativeValue', value: SITE_LOGO.width, unitCode: 'E37' }, height: { '@type': 'QuantitativeValue', value: SITE_LOGO.height, unitCode: 'E37' } },
  };
}

/** The site itself (home page): its name, address and the catalogue as its search. */
export function siteJsonLd(publicUrl: string, lang: string, siteName: string): Array<WithContext<WebSite> | WithContext<Organization>> {
  const organization = siteOrganization(publicUrl, siteName) as Exclude<Organization, string>;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: siteName,
      url: `${publicUrl}/${lang}`,
      inLanguage: lang,
    },
    { '@context': 'https://schema.org', ...organization } as WithContext<Organization>,
  ];
}

/** A journal post: headline, dates, author (the editorial team when none), image, section and keywords. */
export function blogPostingJsonLd(publicUrl: string, lang: string, siteName: string, post: BlogPost): WithContext<BlogPosting> {
  const url = absolute(publicUrl, post.url);
  const publisher = siteOrganization(publicUrl, siteName);
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
  duplex: 'Apartment',
  villa: 'SingleFamilyResidence',
  house: 'House',
  detached: 'House',
};

/** Property types that are ground, not a building: a schema.org Place (an Accommodation is somewhere to stay). */
const LAND_TYPES = new Set(['land', 'plot']);

/** Photo URLs once each, in order (a listing may carry the same file twice). */
const uniqueImages = (publicUrl: string, photos: ListingDetail['photos']): string[] => [...new Set(photos.map((photo) => absolute(publicUrl, photo.full)))];

function listingAddress(listing: ListingDetail): PostalAddress {
  return {
    '@type': 'PostalAddress',
    addressCountry: 'TR',
    addressRegion: listing.place.region.title,
    ...(listing.place.city ? { addressLocality: listing.place.city.title } : {}),
    ...(listing.place.district ? { streetAddress: listing.place.district.title } : {}),
  };
}

/** A plot of land: a Place with its area as a property value (a Place has no floor size). */
function landJsonLd(listing: ListingDetail): Place {
  const area = listing.characteristics.area;
  return {
    '@type': 'Place',
    name: listing.title,
    ...(area ? { additionalProperty: { '@type': 'PropertyValue', name: 'area', value: area, unitCode: 'MTK', unitText: 'm²' } } : {}),
    address: listingAddress(listing),
    ...(listing.coordinates
      ? { geo: { '@type': 'GeoCoordinates', latitude: listing.coordinates.lat, longitude: listing.coordinates.lng } }
      : {}),
  };
}

/**
 * A listing page: a RealEstateListing whose offer carries the price and currency (and the monthly period of a rent),
 * about the place itself (an Accommodation with floor size, rooms, address and geo; a Place for land), with its photos.
 */
export function listingJsonLd(publicUrl: string, listing: ListingDetail, pageUrl: string, lang: string): WithContext<RealEstateListing> {
  const c = listing.characteristics;
  const rooms = c.rooms ? Number.parseInt(c.rooms, 10) : NaN;
  const images = uniqueImages(publicUrl, listing.photos);
  const place: Accommodation | Place = LAND_TYPES.has(listing.property_type.code) ? landJsonLd(listing) : {
    '@type': PLACE_TYPES[listing.property_type.code] ?? 'Accommodation',
    name: listing.title,
    ...(c.area ? { floorSize: { '@type': 'QuantitativeValue', value: c.area, unitCode: 'MTK', unitText: 'm²' } } : {}),
    ...(Number.isFinite(rooms) ? { numberOfRooms: c.rooms?.includes('+') ? rooms + Number(c.rooms.split('+')[1] || 0) : rooms } : {}),
    ...(c.bathrooms ? { numberOfBathroomsTotal: c.bathrooms } : {}),
    ...(c.year_built ? { yearBuilt: c.year_built } : {}),
    address: listingAddress(listing),
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
    ...(images.length ? { image: images } : {}),
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

/** Where an agent or an agency receives visitors. */
export interface AgentAddress {
  street?: string | null;
  locality?: string | null;
}

/**
 * An agent's or an agency's page (schema.org RealEstateAgent, a LocalBusiness): name, url, image (photo or logo),
 * address, the business telephone and the map pin where they exist, and the agency an agent works for.
 */
export function realEstateAgentJsonLd(
  publicUrl: string,
  page: {
    name: string;
    url: string;
    image?: string | null;
    description?: string;
    address?: AgentAddress | null;
    telephone?: string | null;
    email?: string | null;
    lat?: number | null;
    lng?: number | null;
    worksFor?: { name: string; url: string } | null;
  },
): WithContext<RealEstateAgent> {
  const street = page.address?.street?.trim();
  const locality = page.address?.locality?.trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: page.name,
    url: absolute(publicUrl, page.url),
    ...(page.image ? { image: absolute(publicUrl, page.image) } : {}),
    ...(page.description ? { description: page.description } : {}),
    ...(street || locality
      ? {
          address: {
            '@type': 'PostalAddress',
            addressCountry: 'TR',
            ...(street ? { streetAddress: street } : {}),
            ...(locality ? { addressLocality: locality } : {}),
          },
        }
      : {}),
    ...(page.telephone ? { telephone: page.telephone } : {}),
    ...(page.email ? { email: page.email } : {}),
    ...(page.lat !== null && page.lat !== undefined && page.lng !== null && page.lng !== undefined
      ? { geo: { '@type': 'GeoCoordinates', latitude: page.lat, longitude: page.lng } }
      : {}),
    ...(page.worksFor ? { parentOrganization: { '@type': 'RealEstateAgent', name: page.worksFor.name, url: absolute(publicUrl, page.worksFor.url) } } : {}),
  };
}
