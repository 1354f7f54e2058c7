// The listing page reply (`listing` route, /{lang}/real-estate/ad/{id}): the listing in the page language, its
// breadcrumbs, similar and nearby cards, the rates' date, and the head's title and description. A missing, deleted or
// malformed id is a 404; a hidden listing is a 404 for everyone but its owner. The phone is never part of it.
import type { Lang } from '@realty/shared/routes';
import { catalogPath, catalogSeo, catalogUrl, CATALOG_MESSAGES } from '@realty/shared/catalog';
import { formatPrice } from '@realty/shared/format';
import type { CrumbLink, ListingDetail, ListingPageData } from '@realty/shared/schemas';
import type { Database } from '../../db/client';
import { catalogRefs } from '../../plugins/app/catalog/catalog-cache';
import { listingDetail, listingUrl, metaDescription } from '../../plugins/app/catalog/listings';
import { nearby, similarAds } from '../../plugins/app/catalog/listings-related';
import type { MortgageSettings } from '../decide-facts';

/** Similar and nearby cards on the page (3 show on narrow screens until "more"). */
export const RELATED_LIMIT = 6;
const MAX_ID = 2147483647;

/** '1200' -> 1200; anything else ('abc', '012', '1200/x', '0', too large) -> null. */
export function parseListingId(rest: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(rest)) return null;
  const id = Number(rest);
  return id <= MAX_ID ? id : null;
}

/** The page for `/{lang}/real-estate/ad/{rest}`; null when it is not a page (404). `viewerId`: the signed-in user. */
export async function listingPage(
  database: Database,
  lang: Lang,
  rest: string,
  viewerId: number | null,
  mortgage?: MortgageSettings,
): Promise<ListingPageData | null> {
  const id = parseListingId(rest);
  if (id === null) return null;
  const state = await database.execute(
    `SELECT l.status::text AS status, l.user_id,
       (SELECT t.lang::text FROM listing_translations t WHERE t.listing_id = l.id
        ORDER BY (t.lang::text = $2) DESC, (t.lang::text = 'en') DESC, t.lang LIMIT 1) AS content_lang
     FROM listings l WHERE l.id = $1`,
    [id, lang],
  );
  const row = state.rows[0];
  if (!row) return null;
  const owner = viewerId !== null && Number(row.user_id) === viewerId;
  const status = String(row.status);
  if (status !== 'active' && !(status === 'hidden' && owner)) return null;

  const [listing, similar, near, refs] = await Promise.all([
    listingDetail(database, id, lang, status === 'hidden' ? ['hidden'] : ['active'], mortgage),
    status === 'active' ? similarAds(database, id, lang, RELATED_LIMIT) : null,
    status === 'active' ? nearby(database, id, lang, RELATED_LIMIT) : null,
    catalogRefs(database),
  ]);
  if (!listing) return null;
  const contentLang = row.content_lang === 'tr' || row.content_lang === 'en' || row.content_lang === 'ru' ? row.content_lang : null;
  return {
    listing,
    content_lang: contentLang,
    breadcrumbs: breadcrumbs(lang, listing),
    similar: similar ?? [],
    nearby: near ?? [],
    rates_date: refs.ratesDate,
    hidden: status === 'hidden',
    owner,
    seo: listingSeo(lang, listing),
    canonical: listingUrl(lang, id),
  };
}

/** "Apartment with sea view — €150,000 | Realty Turkey"; "Apartment for sale in Mahmutlar, Alanya, Antalya: €150,000. …". */
export function listingSeo(lang: Lang, listing: ListingDetail): { title: string; description: string } {
  const m = CATALOG_MESSAGES[lang];
  const seo = catalogSeo({
    lang,
    dealType: listing.deal_type,
    propertyType: { slug: listing.property_type.code, title: listing.property_type.title },
    region: listing.place.region,
    city: listing.place.city,
    district: listing.place.district,
  });
  const siteName = seo.title.slice(seo.title.lastIndexOf(' | ') + 3);
  const amount = formatPrice(listing.price.amount, listing.price.currency, lang);
  const price = listing.deal_type === 'rent' ? `${amount} ${m.labels.perMonth}` : amount;
  const heading = listing.title || seo.h1;
  return {
    title: `${heading} — ${price} | ${siteName}`,
    description: metaDescription(`${seo.h1}: ${price}. ${listing.short_description}`),
  };
}

function breadcrumbs(lang: Lang, listing: ListingDetail): CrumbLink[] {
  const m = CATALOG_MESSAGES[lang];
  const dealType = listing.deal_type;
  const region = listing.place.region.code;
  const city = listing.place.city?.code;
  const crumbs: CrumbLink[] = [
    { title: m.crumbs.home, url: `/${lang}` },
    { title: m.crumbs.deal[dealType], url: catalogPath(lang, { dealType }) },
  ];
  if (region) crumbs.push({ title: listing.place.region.title, url: catalogPath(lang, { dealType, region }) });
  if (region && city && listing.place.city) crumbs.push({ title: listing.place.city.title, url: catalogPath(lang, { dealType, region, city }) });
  if (region && city && listing.place.district) {
    crumbs.push({
      title: listing.place.district.title,
      url: catalogUrl(lang, { dealType, region, city, districts: [listing.place.district.code], sort: 'newest', page: 1 }),
    });
  }
  crumbs.push({ title: listing.title || `#${listing.id}` });
  return crumbs;
}
