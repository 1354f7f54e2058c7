// Page replies for mf-catalog's tests, shaped like the api's (test-only).
import type { AgenciesPageData, AgencyPageData, AgentCard, AgentPageData, AgentsPageData, CatalogPageData, HomePageData } from '@realty/shared';
import { cardFixture } from '@realty/shared/testing';

export { cardFixture };

export function catalogPageFixture(overrides: Partial<CatalogPageData> = {}): CatalogPageData {
  const cards = [cardFixture(1), cardFixture(2), cardFixture(3)];
  return {
    filter: { dealType: 'sale', region: 'antalya', city: 'alanya', sort: 'newest', page: 1 },
    seo: { h1: 'Property for sale in Alanya, Antalya', title: 'Property for sale in Alanya, Antalya | Realty Turkey', description: 'Listings in Alanya' },
    breadcrumbs: [
      { title: 'Home', url: '/en' },
      { title: 'Real estate', url: '/en/real-estate' },
      { title: 'For sale', url: '/en/real-estate/sale' },
      { title: 'Antalya', url: '/en/real-estate/sale/antalya' },
      { title: 'Alanya' },
    ],
    propertyType: null,
    region: { code: 'antalya', title: 'Antalya' },
    city: { code: 'alanya', title: 'Alanya' },
    list: { data: cards, meta: { current_page: 1, last_page: 3, total: 45, per_page: 20 } },
    options: {
      propertyType: [{ code: 'apartment', title: 'Apartment' }],
      rooms: [],
      regions: [{ code: 'antalya', title: 'Antalya' }],
      cities: [{ code: 'alanya', title: 'Alanya' }],
      districts: [{ code: 'oba', title: 'Oba' }],
    },
    canonical: '/en/real-estate/sale/antalya-alanya',
    indexable: true,
    alternates: { tr: '/tr/real-estate/sale/antalya-alanya', en: '/en/real-estate/sale/antalya-alanya', ru: '/ru/real-estate/sale/antalya-alanya' },
    ...overrides,
  };
}

export function homePageFixture(): HomePageData {
  const options = { propertyType: [{ code: 'apartment', title: 'Apartment' }], rooms: [] };
  return {
    options: { sale: options, rent: options, regions: [{ code: 'antalya', title: 'Antalya' }] },
    useful_links: [
      { dealType: 'sale', title: 'Buy', links: [{ title: 'Property for sale in Antalya', url: '/en/real-estate/sale/antalya', count: 812, region: 'antalya', city: null }] },
    ],
    realtors: Array.from({ length: 8 }, (_, i) => ({
      id: i + 1,
      name: `Agent ${i + 1}`,
      photo: null,
      post: null,
      agency: null,
      listings: 10 - i,
      url: `/en/real-estate-agent/${i + 1}`,
    })),
    new_listings: [cardFixture(11), cardFixture(12)],
    counts: { sale: 1649, rent: 883, newprojects: 210 },
  };
}

const agentCard = (id: number, name: string): AgentCard => ({
  id,
  slug: `${id}-demo`,
  url: `/en/real-estate-agent/${id}-demo`,
  name,
  photo: null,
  post: 'Broker',
  licence: 'TR-123',
  agency: { id: 3, name: 'Sun Realty', logo: null, licence: 'TR-123', url: '/en/real-estate-agency/sun-realty' },
  city: 'Alanya',
  languages: ['tr', 'ru'],
  listings: 4,
});

export function agentsPageFixture(): AgentsPageData {
  return {
    filter: { page: 1 },
    agents: [agentCard(7, 'Ayşe Demir'), agentCard(8, 'Oleg Smirnov')],
    meta: { current_page: 1, last_page: 1, total: 2, per_page: 24 },
    cities: [{ code: '5', title: 'Alanya' }],
    languages: ['ru', 'tr'],
  };
}

export function agenciesPageFixture(): AgenciesPageData {
  return {
    filter: { page: 1 },
    agencies: [{ id: 3, slug: 'sun-realty', url: '/en/real-estate-agency/sun-realty', name: 'Sun Realty', logo: null, licence: 'TR-123', city: 'Alanya', agents: 2, listings: 8 }],
    meta: { current_page: 1, last_page: 1, total: 1, per_page: 24 },
    cities: [{ code: '5', title: 'Alanya' }],
  };
}

const ownerList = () => ({ data: [cardFixture(1), cardFixture(2)], meta: { current_page: 1, last_page: 1, total: 2, per_page: 12 } });

export function agentPageFixture(): AgentPageData {
  return { agent: { ...agentCard(7, 'Ayşe Demir'), has_phone: true }, filter: { sort: 'newest', page: 1 }, list: ownerList(), canonical: '/en/real-estate-agent/7-demo', description: 'Broker' };
}

export function agencyPageFixture(): AgencyPageData {
  return {
    agency: {
      ...agenciesPageFixture().agencies[0]!,
      description: 'Family agency in Alanya since 2005.',
      email: 'office@sun.example',
      website: 'https://sun.example',
      address: 'Atatürk Cd. 1, Alanya',
      lat: 36.54,
      lng: 32,
      languages: ['tr', 'en'],
      has_phone: true,
    },
    team: [agentCard(7, 'Ayşe Demir')],
    filter: { sort: 'newest', page: 1 },
    list: ownerList(),
    canonical: '/en/real-estate-agency/sun-realty',
  };
}
