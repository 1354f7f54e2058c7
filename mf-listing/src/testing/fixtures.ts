// Page replies for mf-listing's tests, shaped like the api's (test-only).
import type { ListingCardData, ListingPageData } from '@realty/shared';
import { cardFixture as sharedCardFixture } from '@realty/shared/testing';

/** The kernel's card fixture without photos. */
export function cardFixture(id: number, overrides: Partial<ListingCardData> = {}): ListingCardData {
  return sharedCardFixture(id, { gallery: [], photo_count: 0, ...overrides });
}

export function listingPageFixture(overrides: Partial<ListingPageData> = {}): ListingPageData {
  const card = cardFixture(1200, { title: 'Sea view apartment in Oba', price: { amount: 152_345, currency: 'EUR', prices: { TRY: 5_331_987, USD: 164_533, EUR: 152_345, RUB: 15_123_456 } } });
  return {
    listing: {
      ...card,
      description: 'Bright flat.\nPool and garden.',
      information: [
        { key: 'id', label: 'Listing number', value: '1200' },
        { key: 'views', label: 'Views', value: '12' },
      ],
      parameters: [
        { key: 'main', title: 'Main', items: [{ key: 'rooms', label: 'Rooms', value: '2+1' }] },
        { key: 'building', title: 'Building', items: [{ key: 'floors', label: 'Floors in building', value: '8' }] },
        { key: 'features', title: 'Features', items: [{ key: 'pool', label: 'Pool', value: '✓' }] },
      ],
      default_tab: 'main',
      features: ['Pool'],
      coordinates: { lat: 36.55, lng: 32.03 },
      video: null,
      photos: [],
      agent: { id: 7, name: 'Ayşe Demir', photo: null, url: '/en/real-estate-agent/7-ayse-demir', post: 'Broker' },
      agency: { id: 3, name: 'Sun Realty', logo: null, licence: 'TR-123' },
      has_phone: true,
      eids_status: 'unverified',
      price_history: [],
    },
    content_lang: 'en',
    breadcrumbs: [
      { title: 'Home', url: '/en' },
      { title: 'Buy', url: '/en/real-estate/sale' },
      { title: 'Antalya', url: '/en/real-estate/sale/antalya' },
      { title: 'Sea view apartment in Oba' },
    ],
    similar: [cardFixture(1201), cardFixture(1202), cardFixture(1203), cardFixture(1204)],
    nearby: [{ ...cardFixture(1205), distance_km: 0.4 }],
    rates_date: '2026-11-20',
    hidden: false,
    owner: false,
    seo: { title: 'Sea view apartment in Oba — €152,345 | Realty Turkey', description: 'Apartment for sale in Oba, Alanya, Antalya: €152,345.' },
    canonical: '/en/real-estate/ad/1200',
    ...overrides,
  };
}
