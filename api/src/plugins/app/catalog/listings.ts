// Listing cards and the listing detail in the reply language (PRODUCT.md §3 card, §1 detail).
// The owner's phone is never part of these replies (see phone.ts).
import type { Lang } from '@realty/shared/routes';
import { CATALOG_MESSAGES, interpolate, placeLabel } from '@realty/shared/catalog';
import { translatePost } from '@realty/shared/contracts/agencies';
import { EIDS_STATUSES, PROMOTION_KINDS, type PromotionKind, type CurrencyCode, type DealType, type EidsStatus, type ListingCardData, type ListingDetail, type PriceHistoryEntry } from '@realty/shared/schemas';
import type { Database, Row } from '../../../db/client';
import { numOrNull } from '../../../db/row-values';
import { LISTING_FEATURES } from '../../../db/reference';
import { agentPath } from '../agencies/paths';
import { catalogRefs, convertPrices, titleOf, type CatalogRefs } from './catalog-cache';
import { isEnergyClass, isSeismicReport, isUrbanTransformation } from '@realty/shared/contracts/decide';
import { TYPES_WITHOUT_BUILDING } from '@realty/shared/contracts/listing';
import { decideFacts, MORTGAGE_DEFAULTS, type MortgageSettings } from '../../../services/decide-facts';
import { marketFacts } from '../../../services/market-facts';

export const CARD_GALLERY_MAX = 10;
export const listingUrl = (lang: Lang, id: number): string => `/${lang}/real-estate/ad/${id}`;

const CARD_COLUMNS = `l.id, l.deal_type::text AS deal_type, l.property_type_id, l.region_id, l.city_id, l.district_id,
  d.slug AS d_slug, d.title_tr AS d_tr, d.title_en AS d_en, d.title_ru AS d_ru,
  l.price, l.currency::text AS currency, l.price_try, l.area, l.rooms, l.floor, l.floors, l.bathrooms,
  l.year_built, l.distance_to_sea, l.views, l.created_at, l.published_at, l.user_id, l.agency_id,
  tr.title, tr.description, u.name AS u_name, u.lastname AS u_lastname, u.photo AS u_photo,
  (EXISTS (SELECT 1 FROM agency_members am WHERE am.user_id = l.user_id) OR EXISTS (SELECT 1 FROM agencies ao WHERE ao.owner_id = l.user_id)) AS u_is_agent,
  a.name AS a_name, a.logo AS a_logo, ph.gallery, coalesce(ph.photo_count, 0) AS photo_count, l.eids_status,
  (SELECT array_agg(DISTINCT pr.kind::text) FROM listing_promotions pr WHERE pr.listing_id = l.id AND pr.status = 'active'
     AND pr.starts_at <= now() AND pr.ends_at > now()) AS promotions`;

/**
 * The card query: `from` names the listings as `l`, `langParam` is the reply language's parameter
 * (`$2`), `extra` adds select columns, `joins` adds joins after the agency.
 */
const cardSql = (from: string, langParam: string, extra = '', joins = ''): string => `
SELECT ${CARD_COLUMNS}${extra}
FROM ${from}
LEFT JOIN districts d ON d.id = l.district_id
LEFT JOIN users u ON u.id = l.user_id
LEFT JOIN agencies a ON a.id = l.agency_id${joins}
LEFT JOIN LATERAL (
  SELECT t.title, t.description FROM listing_translations t WHERE t.listing_id = l.id
  ORDER BY (t.lang::text = ${langParam}) DESC, (t.lang::text = 'en') DESC, t.lang LIMIT 1
) tr ON true
LEFT JOIN LATERAL (
  SELECT (array_agg(p.variants->'card'->>'url' ORDER BY p.position, p.id))[1:${CARD_GALLERY_MAX}] AS gallery, count(*)::int AS photo_count
  FROM listing_photos p WHERE p.listing_id = l.id
) ph ON true`;

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

/** First ~200 characters of the description, cut at a word boundary. */
/** Longest meta description (search engines cut the rest). */
export const META_DESCRIPTION_MAX = 160;

/** A meta description: plain text cut at a word boundary, at most META_DESCRIPTION_MAX characters with its ellipsis. */
export const metaDescription = (text: string): string => shortText(text, META_DESCRIPTION_MAX - 1);

export function shortText(text: string, max = 200): string {
  const plain = text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

function toCard(row: Row, lang: Lang, refs: CatalogRefs): ListingCardData {
  const type = refs.propertyTypeById.get(Number(row.property_type_id));
  const region = refs.regionById.get(Number(row.region_id));
  const city = refs.cityById.get(Number(row.city_id));
  const district = row.d_slug ? { code: str(row.d_slug), title: str(lang === 'tr' ? row.d_tr : lang === 'en' ? row.d_en : row.d_ru) || str(row.d_tr) } : null;
  const regionBrief = { code: region?.slug ?? '', title: region ? titleOf(region.title, lang) : '' };
  const cityBrief = city ? { code: city.slug, title: titleOf(city.title, lang) } : null;
  const currency = str(row.currency) as CurrencyCode;
  const prices = convertPrices(Number(row.price_try), refs.rates);
  prices[currency] = Number(row.price);
  const agentName = [str(row.u_name), str(row.u_lastname)].filter(Boolean).join(' ');
  const id = Number(row.id);
  return {
    id,
    url: listingUrl(lang, id),
    title: str(row.title),
    deal_type: str(row.deal_type) as DealType,
    property_type: { code: type?.slug ?? '', title: type ? titleOf(type.title, lang) : '' },
    place: {
      region: regionBrief,
      city: cityBrief,
      district,
      label: placeLabel(lang, { region: regionBrief, city: cityBrief, district }),
    },
    price: { amount: Number(row.price), currency, prices },
    short_description: shortText(str(row.description)),
    characteristics: {
      rooms: row.rooms === null || row.rooms === undefined ? null : str(row.rooms),
      area: numOrNull(row.area),
      floor: numOrNull(row.floor),
      floors: numOrNull(row.floors),
      bathrooms: numOrNull(row.bathrooms),
      year_built: numOrNull(row.year_built),
      distance_to_sea: numOrNull(row.distance_to_sea),
    },
    gallery: Array.isArray(row.gallery) ? row.gallery.filter((u): u is string => typeof u === 'string') : [],
    photo_count: Number(row.photo_count ?? 0),
    agent: row.user_id
      ? {
          id: Number(row.user_id),
          name: agentName,
          photo: row.u_photo ? str(row.u_photo) : null,
          // A private owner has no public page: only agents (agency members and owners) get a link.
          url: row.u_is_agent ? agentPath(lang, Number(row.user_id), agentName) : null,
        }
      : null,
    agency: row.agency_id ? { id: Number(row.agency_id), name: str(row.a_name), logo: row.a_logo ? str(row.a_logo) : null } : null,
    views: Number(row.views ?? 0),
    created_at: iso(row.created_at),
    published_at: row.published_at ? iso(row.published_at) : null,
    eids_status: eidsStatusOf(row.eids_status),
    ...promotionsOf(row.promotions),
  };
}

/** Running promotions in rank order (premium, top, highlight); left out when there are none. */
function promotionsOf(v: unknown): { promotions?: PromotionKind[] } {
  const kinds = Array.isArray(v) ? PROMOTION_KINDS.filter((kind) => v.includes(kind)) : [];
  return kinds.length ? { promotions: kinds } : {};
}

const eidsStatusOf = (v: unknown): EidsStatus => (EIDS_STATUSES as readonly unknown[]).includes(v) ? (v as EidsStatus) : 'unverified';

/** A listing's prices, oldest first, each converted with the current rates. */
export async function priceHistory(database: Database, id: number): Promise<PriceHistoryEntry[]> {
  const refs = await catalogRefs(database);
  const res = await database.execute(
    `SELECT price, currency::text AS currency, changed_at FROM listing_price_history WHERE listing_id = $1 ORDER BY changed_at, price`,
    [id],
  );
  return res.rows.map((row) => {
    const currency = str(row.currency) as CurrencyCode;
    const price = Number(row.price);
    const prices = convertPrices(Math.round(price * refs.rates[currency]), refs.rates);
    prices[currency] = price;
    return { price, currency, prices, changed_at: iso(row.changed_at) };
  });
}

/** Cards for the given ids, in the order of `ids` (missing ids are skipped). */
export async function cardsByIds(database: Database, ids: readonly number[], lang: Lang): Promise<ListingCardData[]> {
  if (!ids.length) return [];
  const refs = await catalogRefs(database);
  const res = await database.execute(`${cardSql('listings l', '$2')} WHERE l.id = ANY($1::int[])`, [ids, lang]);
  const byId = new Map(res.rows.map((row) => [Number(row.id), toCard(row, lang, refs)]));
  return ids.map((id) => byId.get(id)).filter((card): card is ListingCardData => card !== undefined);
}

/**
 * Cards for the listings an id query selects, in its order, in one statement (one round trip instead
 * of ids first and cards after). `idsSql` returns one column of listing ids in order (ORDER BY … LIMIT)
 * with parameters `$1…$n` = `params`; the reply language is appended as `$n+1`. `extra` adds select
 * columns over `l` (and the `page.ord` position) whose values come back in `rows`, parallel to `cards`.
 * The id query stays a separate subplan (`ARRAY(…)`), so its index-only plan is the one it has alone.
 */
export async function cardsOfQuery(
  database: Database,
  idsSql: string,
  params: readonly unknown[],
  lang: Lang,
  extra = '',
): Promise<{ cards: ListingCardData[]; rows: Row[] }> {
  const refs = await catalogRefs(database);
  const from = `unnest(ARRAY(${idsSql})) WITH ORDINALITY AS page(id, ord) JOIN listings l ON l.id = page.id`;
  const res = await database.execute(`${cardSql(from, `$${params.length + 1}`, extra)} ORDER BY page.ord`, [...params, lang]);
  return { cards: res.rows.map((row) => toCard(row, lang, refs)), rows: res.rows };
}

const DETAIL_EXTRA = `, l.features, l.property_number, l.energy_class, l.building_permit_date::text AS permit_date, l.occupancy_permit, l.seismic_report,
  l.seismic_report_date::text AS seismic_report_date, l.urban_transformation, l.lat, l.lng, l.video_url, l.contact_name, (l.phone IS NOT NULL OR u.phone IS NOT NULL) AS has_phone,
  a.licence AS a_licence, m.post AS m_post,
  (SELECT coalesce(json_agg(json_build_object('thumb', p.variants->'thumb'->>'url', 'card', p.variants->'card'->>'url',
     'full', p.variants->'full'->>'url', 'large', p.variants->'large'->>'url', 'large_width', (p.variants->'large'->>'w')::int)
     ORDER BY p.position, p.id), '[]'::json) FROM listing_photos p WHERE p.listing_id = l.id) AS photos`;

/**
 * The other active listings of the same property (the EİDS property number): when several agencies list one home, each
 * listing links the others with their prices. Cheapest first, at most 10.
 */
async function samePropertyCards(database: Database, id: number, propertyNumber: string | null, lang: Lang): Promise<ListingCardData[]> {
  if (!propertyNumber) return [];
  const ids = await database.execute(
    `SELECT id FROM listings WHERE property_number = $1 AND id <> $2 AND status = 'active' ORDER BY price_try, id LIMIT 10`,
    [propertyNumber, id],
  );
  return cardsByIds(database, ids.rows.map((r) => Number(r.id)), lang);
}

/** The full public listing; null for unknown ids or a status not in `statuses` (the owner's page may ask for hidden). */
export async function listingDetail(
  database: Database,
  id: number,
  lang: Lang,
  statuses: readonly ('active' | 'hidden')[] = ['active'],
  mortgage: MortgageSettings = MORTGAGE_DEFAULTS,
): Promise<ListingDetail | null> {
  const refs = await catalogRefs(database);
  const sql = cardSql('listings l', '$2', DETAIL_EXTRA, ' LEFT JOIN agency_members m ON m.user_id = l.user_id');
  const res = await database.execute(`${sql} WHERE l.id = $1 AND l.status::text = ANY($3::text[])`, [id, lang, statuses]);
  const row = res.rows[0];
  if (!row) return null;
  const card = toCard(row, lang, refs);
  const m = CATALOG_MESSAGES[lang];
  const L = m.labels;
  const features = (Array.isArray(row.features) ? row.features : []).map(String);
  const featureTitles = features.map((code) => LISTING_FEATURES.find((f) => f.code === code)?.title[lang] ?? code);
  const c = card.characteristics;
  const item = (key: keyof typeof L, value: string | number | null | undefined) =>
    value === null || value === undefined || value === '' ? [] : [{ key, label: L[key], value: String(value) }];
  const sqm = (v: number | null) => (v === null ? null : interpolate(L.sqm, { value: v }));
  const meters = (v: number | null) => (v === null ? null : interpolate(L.meters, { value: v }));
  const tabs = [
    {
      key: 'main',
      title: L.tab_main,
      items: [
        ...item('propertyType', card.property_type.title),
        ...item('rooms', c.rooms),
        ...item('area', sqm(c.area)),
        ...item('bathrooms', c.bathrooms),
        ...item('floor', c.floor === 0 ? L.groundFloor : c.floor),
      ],
    },
    { key: 'building', title: L.tab_building, items: [...item('floors', c.floors), ...item('year_built', c.year_built)] },
    { key: 'location', title: L.tab_location, items: [...item('place', card.place.label), ...item('distance_to_sea', meters(c.distance_to_sea))] },
    { key: 'features', title: L.tab_features, items: featureTitles.map((title, i) => ({ key: features[i] ?? title, label: title, value: '✓' })) },
  ].filter((tab) => tab.items.length > 0);
  const lat = numOrNull(row.lat);
  const lng = numOrNull(row.lng);
  const [history, sameProperty, market] = await Promise.all([
    priceHistory(database, id),
    samePropertyCards(database, id, typeof row.property_number === 'string' ? row.property_number : null, lang),
    marketFacts(database, {
      id,
      dealType: card.deal_type,
      districtId: numOrNull(row.district_id),
      propertyTypeId: Number(row.property_type_id),
      rooms: c.rooms,
      area: c.area,
      priceTry: Number(row.price_try),
      userId: Number(row.user_id),
      agencyId: numOrNull(row.agency_id),
      listedAt: new Date(card.published_at ?? card.created_at),
    }),
  ]);
  return {
    ...card,
    description: str(row.description),
    information: [
      ...item('id', card.id),
      ...item('dealType', m.crumbs.deal[card.deal_type]),
      ...item('propertyType', card.property_type.title),
      ...item('place', card.place.label),
      ...item('published', (card.published_at ?? card.created_at).slice(0, 10)),
      ...item('views', card.views),
    ],
    parameters: tabs,
    default_tab: tabs[0]?.key ?? 'main',
    features: featureTitles,
    coordinates: lat !== null && lng !== null ? { lat, lng } : null,
    video: row.video_url ? str(row.video_url) : null,
    photos: (Array.isArray(row.photos) ? row.photos : []) as ListingDetail['photos'],
    agent: card.agent ? { ...card.agent, post: translatePost(row.m_post ? str(row.m_post) : null, lang) } : null,
    agency: card.agency ? { ...card.agency, licence: row.a_licence ? str(row.a_licence) : null } : null,
    has_phone: Boolean(row.has_phone),
    contact_name: typeof row.contact_name === 'string' && row.contact_name.trim() ? row.contact_name.trim() : null,
    eids_status: eidsStatusOf(row.eids_status),
    price_history: history,
    same_property: sameProperty,
    ...market,
    ...decideFacts(
      {
        dealType: card.deal_type,
        price: card.price.amount,
        currency: card.price.currency,
        prices: card.price.prices,
        yearBuilt: c.year_built,
        hasBuilding: !TYPES_WITHOUT_BUILDING.includes(card.property_type.code),
        energyClass: isEnergyClass(row.energy_class) ? row.energy_class : null,
        permitDate: typeof row.permit_date === 'string' ? row.permit_date : null,
        occupancyPermit: typeof row.occupancy_permit === 'boolean' ? row.occupancy_permit : null,
        seismicReport: isSeismicReport(row.seismic_report) ? row.seismic_report : null,
        seismicReportDate: typeof row.seismic_report_date === 'string' ? row.seismic_report_date : null,
        urbanTransformation: isUrbanTransformation(row.urban_transformation) ? row.urban_transformation : null,
      },
      mortgage,
    ),
  };
}

/** The view count of a listing `userId` owns (the owner's own visits are never counted); null when it is not theirs. */
export async function ownListingViews(database: Database, id: number, userId: number): Promise<number | null> {
  const res = await database.execute(`SELECT views FROM listings WHERE id = $1 AND user_id = $2 AND status <> 'deleted'`, [id, userId]);
  const row = res.rows[0];
  return row ? Number(row.views) : null;
}
