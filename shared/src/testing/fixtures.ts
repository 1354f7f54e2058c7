// Listing cards for the front ends' tests, shaped like the api's (test-only).
import type { ListingCardData } from '../schemas/catalog';

/** A full card: a 2+1 apartment in Oba, Alanya, with two photos, its facts and an agent. */
export function cardFixture(id: number, overrides: Partial<ListingCardData> = {}): ListingCardData {
  return {
    id,
    url: `/en/real-estate/ad/${id}`,
    title: `2+1 apartment #${id}`,
    deal_type: 'sale',
    property_type: { code: 'apartment', title: 'Apartment' },
    place: {
      region: { code: 'antalya', title: 'Antalya' },
      city: { code: 'alanya', title: 'Alanya' },
      district: { code: 'oba', title: 'Oba' },
      label: 'Oba, Alanya, Antalya',
    },
    price: { amount: 150000, currency: 'EUR', prices: { TRY: 5_250_000, USD: 162_000, EUR: 150_000, RUB: 14_900_000 } },
    short_description: 'Sea view, pool, 300 m to the beach.',
    characteristics: { rooms: '2+1', area: 100, floor: 3, floors: 8, bathrooms: 1, year_built: 2020, distance_to_sea: 300 },
    gallery: [`/uploads/${id}-0-card.webp`, `/uploads/${id}-1-card.webp`],
    photo_count: 2,
    agent: { id: 7, name: 'Ayşe Demir', photo: null, url: '/en/real-estate-agent/7-ayse-demir' },
    agency: null,
    views: 12,
    created_at: '2026-11-01T10:00:00.000Z',
    published_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A bare card: a villa in Antalya, €100,000, no photo, facts, description or agent. */
export function plainCardFixture(id: number, overrides: Partial<ListingCardData> = {}): ListingCardData {
  return cardFixture(id, {
    title: `Villa #${id}`,
    property_type: { code: 'villa', title: 'Villa' },
    place: { region: { code: 'antalya', title: 'Antalya' }, city: null, district: null, label: 'Antalya' },
    price: { amount: 100000, currency: 'EUR', prices: { TRY: 3_500_000, USD: 108_000, EUR: 100_000, RUB: 9_900_000 } },
    short_description: '',
    characteristics: { rooms: null, area: null, floor: null, floors: null, bathrooms: null, year_built: null, distance_to_sea: null },
    gallery: [],
    photo_count: 0,
    agent: null,
    views: 0,
    ...overrides,
  });
}
