// An imported offer checked against the reference data: deal type, property type, province, district, neighbourhood,
// price and currency, rooms, areas, floors. Returns the listing's values or the row's messages (codes, translated
// when the run's table is read).
import { createHash } from 'node:crypto';
import { messageCode } from '@realty/shared/contracts/agencies';
import type { CurrencyCode, DealType } from '@realty/shared/schemas';
import type { Database } from '../../../db/client';
import { looseKey } from '@realty/shared/catalog';
import type { CatalogRefs, CityRef, RegionRef } from '../catalog/catalog-cache';
import type { ImportOffer, OfferLang } from './import-offer';
import { buildingFacts, type BuildingFacts } from './import-building';

export interface MappedListing {
  externalId: string;
  dealType: DealType;
  propertyTypeId: number;
  regionId: number;
  cityId: number;
  districtId: number | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
  price: number;
  currency: CurrencyCode;
  priceTry: number;
  area: number | null;
  rooms: string | null;
  floor: number | null;
  floors: number | null;
  yearBuilt: number | null;
  bathrooms: number | null;
  titles: Record<OfferLang, string>;
  descriptions: Record<OfferLang, string>;
  images: string[];
  eidsNumber: string | null;
  agentEmail: string | null;
  /** Building facts and the EİDS property number (import-building.ts). */
  building: BuildingFacts;
  /** Hash of everything above but the TRY price (which follows the rates): equal hash = unchanged offer. */
  hash: string;
}

export type Messages = Record<string, string[]>;
export type MapResult = { ok: true; listing: MappedListing } | { ok: false; messages: Messages };

const DEALS: Record<string, DealType> = {
  sale: 'sale',
  sell: 'sale',
  продажа: 'sale',
  satilik: 'sale',
  satılık: 'sale',
  rent: 'rent',
  аренда: 'rent',
  kiralik: 'rent',
  kiralık: 'rent',
  newprojects: 'newprojects',
  новостройка: 'newprojects',
  'new building': 'newprojects',
};

/** YRL / Russian / Turkish / English category names -> our property type slugs. */
const CATEGORIES: Record<string, string> = {
  квартира: 'apartment',
  flat: 'apartment',
  apartment: 'apartment',
  apartments: 'apartment',
  daire: 'apartment',
  апартаменты: 'apartment',
  вилла: 'villa',
  villa: 'villa',
  дом: 'house',
  house: 'house',
  коттедж: 'house',
  cottage: 'house',
  таунхаус: 'house',
  townhouse: 'house',
  'дом с участком': 'house',
  дача: 'house',
  müstakil: 'house',
  'müstakil ev': 'house',
  пентхаус: 'penthouse',
  penthouse: 'penthouse',
  'çatı katı': 'penthouse',
  резиденция: 'residence',
  residence: 'residence',
  rezidans: 'residence',
  участок: 'land',
  'земельный участок': 'land',
  lot: 'land',
  land: 'land',
  arsa: 'land',
  коммерческая: 'commercial',
  'коммерческая недвижимость': 'commercial',
  commercial: 'commercial',
  офис: 'commercial',
  office: 'commercial',
  магазин: 'commercial',
  shop: 'commercial',
  retail: 'commercial',
  склад: 'commercial',
  warehouse: 'commercial',
  işyeri: 'commercial',
  dükkan: 'commercial',
};

const CURRENCIES: Record<string, CurrencyCode> = {
  TRY: 'TRY',
  TL: 'TRY',
  TRL: 'TRY',
  YTL: 'TRY',
  '₺': 'TRY',
  USD: 'USD',
  $: 'USD',
  EUR: 'EUR',
  '€': 'EUR',
  RUB: 'RUB',
  RUR: 'RUB',
  '₽': 'RUB',
};

const YES = new Set(['1', 'true', 'yes', 'да', 'evet', '+']);
const NO = new Set(['0', 'false', 'no', 'нет', 'hayır', 'hayir', '-']);
// Words around a place name ("Alanya ilçesi", "район Аланья"). `\b` only knows ASCII letters, so the edges are
// written with Unicode letter classes.
const PLACE_WORDS =
  /(?<![\p{L}\p{N}])(province|il|ili|ilçe|ilçesi|mahallesi|mahalle|mah\.?|mh\.?|köyü|beldesi|район|р-н|провинция|область|обл\.?|ил|город|городской округ|district|city of)(?![\p{L}\p{N}])/giu;
// Settlement-type prefixes of Russian feeds: "г. Аланья", "г Аланья", "пос. Махмутлар", "с. Кестель", "пгт", "мкр".
const PLACE_PREFIX = /^\s*(?:(?:г|гор|пос|п|с|д|дер|мкр|пгт|ст|х)\.\s*|(?:г|п|с|д|пгт|мкр|город|посёлок|поселок|село|деревня|микрорайон|курорт)\s+)/iu;

/** The keys a place name is looked up by: as written, then without settlement prefixes and administrative words. */
const placeKeys = (value: string): string[] => {
  const plain = value.replace(PLACE_PREFIX, ' ').replace(PLACE_WORDS, ' ').replace(/\s+/g, ' ').trim();
  return [...new Set([looseKey(value), looseKey(plain)].filter(Boolean))];
};

/** Lookups built once per run. */
export class PlaceIndex {
  private readonly regions = new Map<string, RegionRef>();
  private readonly citiesByRegion = new Map<number, Map<string, CityRef>>();
  private readonly cities = new Map<string, CityRef>();
  private readonly districts = new Map<number, Promise<Map<string, number>>>();

  constructor(
    private readonly database: Database,
    readonly refs: CatalogRefs,
  ) {
    for (const r of refs.regions) for (const key of [r.slug, ...Object.values(r.title)].map(looseKey)) this.regions.set(key, r);
    for (const c of refs.cityById.values()) {
      const byKey = this.citiesByRegion.get(c.regionId) ?? new Map<string, CityRef>();
      for (const key of [c.slug, ...Object.values(c.title)].map(looseKey)) {
        byKey.set(key, c);
        if (!this.cities.has(key)) this.cities.set(key, c);
      }
      this.citiesByRegion.set(c.regionId, byKey);
    }
  }

  region(value: string): RegionRef | undefined {
    for (const key of placeKeys(value)) {
      const hit = this.regions.get(key);
      if (hit) return hit;
    }
    return undefined;
  }

  city(value: string, regionId: number | undefined): CityRef | undefined {
    const within = regionId === undefined ? this.cities : this.citiesByRegion.get(regionId);
    for (const key of placeKeys(value)) {
      const hit = within?.get(key);
      if (hit) return hit;
    }
    return undefined;
  }

  /** The city nearest to a pin (a feed with coordinates but unknown names). */
  nearestCity(lat: number, lng: number): CityRef | undefined {
    let best: CityRef | undefined;
    let bestD = Infinity;
    for (const c of this.refs.cityById.values()) {
      if (c.lat === null || c.lng === null) continue;
      const d = (c.lat - lat) ** 2 + (c.lng - lng) ** 2;
      if (d < bestD) [best, bestD] = [c, d];
    }
    // ~0.3° (about 30 km): farther than that the pin is not in any district we know.
    return bestD < 0.09 ? best : undefined;
  }

  async district(cityId: number, value: string): Promise<number | null> {
    let map = this.districts.get(cityId);
    if (!map) {
      map = this.database
        .execute(`SELECT id, slug, title_tr, title_en, title_ru FROM districts WHERE city_id = $1`, [cityId])
        .then((res) => {
          const m = new Map<string, number>();
          for (const r of res.rows) for (const key of [r.slug, r.title_tr, r.title_en, r.title_ru].map((t) => looseKey(String(t ?? '')))) if (key) m.set(key, Number(r.id));
          return m;
        });
      this.districts.set(cityId, map);
    }
    const byKey = await map;
    for (const key of placeKeys(value)) {
      const hit = byKey.get(key);
      if (hit) return hit;
    }
    return null;
  }
}

const num = (value: string | undefined): number | null | 'bad' => {
  if (value === undefined) return null;
  const n = Number(value.replace(/[\s\u00a0']/g, '').replace(/,(\d{1,2})$/, '.$1').replace(/,/g, ''));
  return Number.isFinite(n) ? n : 'bad';
};

/** Below this area a one-room flat whose feed does not say whether it is a studio is taken for one (docs/IMPORT.md). */
export const STUDIO_MAX_M2 = 35;

const STUDIO_WORDS = new Set(['studio', 'студия', 'stüdyo', 'stüdyo daire', 'studyo']);

/**
 * The Turkish N+1 notation of an offer's rooms (docs/IMPORT.md "Rooms"). `2+1` style values are kept. A plain count is
 * the Russian one (комнат: every living room, the living room included, the kitchen not): N rooms = (N−1)+1. A one-room
 * flat is a studio (`1+0`) when the feed says so, else a `1+1` (the room plus a separate kitchen), except that a small
 * one (under STUDIO_MAX_M2) without a studio flag is a studio. `bedrooms` (the international YRL element) is N+1 as is.
 */
function rooms(offer: Pick<ImportOffer, 'rooms' | 'studio' | 'bedrooms'>, area: number | null): string | null | 'bad' {
  const studioFlag = offer.studio?.trim().toLowerCase();
  const studio = studioFlag === undefined ? undefined : YES.has(studioFlag) ? true : NO.has(studioFlag) ? false : undefined;
  const value = offer.rooms?.trim();
  if (studio === true && (!value || value === '1' || value === '0')) return '1+0';
  if (!value) {
    const bedrooms = offer.bedrooms?.trim();
    if (!bedrooms) return null;
    const n = Number(bedrooms);
    if (!Number.isInteger(n) || n < 0) return 'bad';
    return n === 0 ? '1+0' : n >= 6 ? '6+' : `${n}+1`;
  }
  if (STUDIO_WORDS.has(value.toLowerCase())) return '1+0';
  if (/^6\s*\+$/.test(value)) return '6+';
  const plus = /^(\d{1,2})\s*\+\s*(\d)?$/.exec(value);
  if (plus) {
    const bedrooms = Number(plus[1]);
    const living = plus[2] === undefined ? 1 : Number(plus[2]);
    if (bedrooms >= 6) return '6+';
    if (bedrooms < 1) return 'bad';
    return bedrooms === 1 && living === 0 ? '1+0' : `${bedrooms}+1`;
  }
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) return 'bad';
  if (count === 0) return '1+0';
  if (count === 1) return studio === false ? '1+1' : area !== null && area < STUDIO_MAX_M2 ? '1+0' : '1+1';
  return count - 1 >= 6 ? '6+' : `${count - 1}+1`;
}

/** Combined (совмещённый, birleşik) and separate (раздельный, ayrı) both describe one bathroom. */
const ONE_BATHROOM = /^(?:совмещ[её]нн?ый|раздельный|combined|shared|separate|birleşik|birlesik|ayrı|ayri|ortak)$/iu;

/**
 * YRL `bathroom-unit` (and the CSV `bathrooms` column): a number of bathrooms, or the kind of the flat's one bathroom
 * (combined with the toilet, or separate from it), in Russian, Turkish or English. "2 раздельных" counts 2.
 */
function bathrooms(value: string | undefined): number | null | 'bad' {
  if (value === undefined) return null;
  const v = value.trim().toLowerCase();
  if (ONE_BATHROOM.test(v)) return 1;
  const counted = /^(\d{1,2})(?:\s+\p{L}[\p{L}\s-]*)?$/u.exec(v);
  if (counted) return Number(counted[1]);
  const n = num(value);
  return n === 'bad' || n === null || !Number.isInteger(n) ? 'bad' : n;
}

function detectLang(text: string): OfferLang {
  if (/[\u0400-\u04ff]/.test(text)) return 'ru';
  if (/[ğışçöüİĞŞÇÖÜ]/.test(text)) return 'tr';
  return 'en';
}

const toM2 = (value: number, unit: string | undefined): number => {
  const u = (unit ?? '').toLowerCase();
  if (/сот|sotka|are\b|ar\b/.test(u)) return value * 100;
  if (/га|ha|hectare|hektar/.test(u)) return value * 10_000;
  return value;
};

export async function mapOffer(offer: ImportOffer, places: PlaceIndex): Promise<MapResult> {
  const messages: Messages = {};
  const add = (field: string, code: string) => (messages[field] ??= []).push(code);

  if (!offer.externalId) add('external_id', messageCode('required'));
  let dealType: DealType | undefined;
  if (!offer.dealType) add('deal_type', messageCode('required'));
  else {
    dealType = DEALS[offer.dealType.trim().toLowerCase()];
    if (!dealType) add('deal_type', messageCode('unknownDealType', { value: offer.dealType.slice(0, 60) }));
    else if (dealType === 'sale' && offer.newFlat && YES.has(offer.newFlat.toLowerCase())) dealType = 'newprojects';
  }
  let typeSlug: string | undefined;
  if (!offer.category) add('property_type', messageCode('required'));
  else {
    const key = offer.category.trim().toLowerCase();
    typeSlug = places.refs.propertyTypeBySlug.has(key) ? key : CATEGORIES[key];
    if (!typeSlug || !places.refs.propertyTypeBySlug.has(typeSlug)) add('property_type', messageCode('unknownPropertyType', { value: offer.category.slice(0, 60) }));
  }
  const type = typeSlug ? places.refs.propertyTypeBySlug.get(typeSlug) : undefined;

  const lat = num(offer.lat);
  const lng = num(offer.lng);
  const pin = typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
  if ((offer.lat || offer.lng) && !pin) add('location', messageCode('invalidNumber', { value: `${offer.lat ?? ''} ${offer.lng ?? ''}`.trim().slice(0, 60) }));

  let region = offer.region ? places.region(offer.region) : undefined;
  let city = offer.city ? places.city(offer.city, region?.id) : undefined;
  if (!city && pin && (!offer.city || !region)) city = places.nearestCity(pin.lat, pin.lng);
  if (city && !region) region = places.refs.regionById.get(city.regionId);
  if (!region) add('region', offer.region ? messageCode('unknownRegion', { value: offer.region.slice(0, 60) }) : messageCode('required'));
  // An unknown province does not hide a missing or unknown district: the row lists both.
  if (!city)
    add('city', offer.city ? messageCode('unknownCity', { value: offer.city.slice(0, 60) }) : messageCode('required'));
  const districtId = city && offer.district ? await places.district(city.id, offer.district) : null;

  const price = num(offer.price);
  if (price === null) add('price', messageCode('required'));
  else if (price === 'bad' || price <= 0 || price > 1e12) add('price', messageCode('invalidNumber', { value: String(offer.price).slice(0, 40) }));
  const currency = offer.currency ? CURRENCIES[offer.currency.trim().toUpperCase()] : 'TRY';
  if (!currency) add('currency', messageCode('unknownCurrency', { value: String(offer.currency).slice(0, 20) }));

  const ints: Record<'floor' | 'floors' | 'yearBuilt' | 'bathrooms', number | null> = { floor: null, floors: null, yearBuilt: null, bathrooms: null };
  const limits = { floor: [-5, 200], floors: [1, 200], yearBuilt: [1800, 2100], bathrooms: [0, 50] } as const;
  for (const field of ['floor', 'floors', 'yearBuilt', 'bathrooms'] as const) {
    const n = field === 'bathrooms' ? bathrooms(offer.bathrooms) : num(offer[field]);
    if (n === 'bad' || (n !== null && (n < limits[field][0] || n > limits[field][1]))) add(field, messageCode('invalidNumber', { value: String(offer[field]).slice(0, 40) }));
    else ints[field] = n === null ? null : Math.round(n);
  }
  const areaValue = num(offer.area);
  const lotValue = num(offer.lotArea);
  if (areaValue === 'bad') add('area', messageCode('invalidNumber', { value: String(offer.area).slice(0, 40) }));
  if (lotValue === 'bad') add('area', messageCode('invalidNumber', { value: String(offer.lotArea).slice(0, 40) }));
  const area =
    typeof areaValue === 'number' && areaValue > 0 ? Math.round(toM2(areaValue, offer.areaUnit)) : typeof lotValue === 'number' && lotValue > 0 ? Math.round(toM2(lotValue, offer.lotAreaUnit)) : null;
  // Checked whatever the property type, so that a row lists every problem at once; kept only for types with rooms.
  const roomsRead = rooms(offer, area);
  const roomCode = type && !type.hasRooms ? null : roomsRead;
  if (roomCode === 'bad') add('rooms', messageCode('unknownRooms', { value: String(offer.rooms).slice(0, 20) }));
  const building = buildingFacts(offer, add);

  if (Object.keys(messages).length || !dealType || !type || !region || !city || typeof price !== 'number' || !currency || roomCode === 'bad') {
    return { ok: false, messages };
  }

  const descriptions: Record<OfferLang, string> = { tr: '', en: '', ru: '', ...offer.descriptions };
  if (offer.description && !offer.descriptions[detectLang(offer.description)]) descriptions[detectLang(offer.description)] = offer.description;
  const titles = {} as Record<OfferLang, string>;
  for (const lang of ['tr', 'en', 'ru'] as const) {
    titles[lang] = offer.titles[lang]?.slice(0, 200) ?? `${roomCode ? `${roomCode} ` : ''}${type.title[lang] || type.title.tr}, ${city.title[lang] || city.title.tr}`;
  }
  const eidsNumber = offer.eidsNumber?.trim().slice(0, 40) || null;
  const listing: Omit<MappedListing, 'hash' | 'priceTry'> = {
    externalId: offer.externalId as string,
    dealType,
    propertyTypeId: type.id,
    regionId: region.id,
    cityId: city.id,
    districtId,
    address: offer.address?.slice(0, 300) ?? null,
    lat: pin?.lat ?? null,
    lng: pin?.lng ?? null,
    price: Math.round(price),
    currency,
    area,
    rooms: roomCode,
    ...ints,
    titles,
    descriptions,
    images: offer.images.filter((url) => /^https?:\/\//i.test(url)),
    eidsNumber,
    agentEmail: offer.agentEmail?.toLowerCase() ?? null,
    building,
  };
  const hash = createHash('sha1').update(JSON.stringify(listing)).digest('hex');
  return { ok: true, listing: { ...listing, priceTry: Math.round(listing.price * (places.refs.rates[currency] ?? 1)), hash } };
}
