import { describeRemotePages } from '@realty/shared/testing';
import { agenciesPageFixture, agencyPageFixture, agentPageFixture, agentsPageFixture, catalogPageFixture, homePageFixture } from '../testing/fixtures';

const catalog = catalogPageFixture();

describeRemotePages('catalog', {
  dir: __dirname,
  paths: [
    '', 'real-estate', 'real-estate/sale/antalya-alanya', 'real-estate-agent', 'real-estate-agent/demo-slug',
    'real-estate-agency', 'real-estate-agency/demo-slug',
  ],
  api: ({ path: url }) => {
    if (/^\/(tr|en|ru)\/api\/pages$/.test(url)) return { data: { route: 'home', data: homePageFixture() } };
    if (/^\/(tr|en|ru)\/api\/pages\/real-estate-agent\/.+/.test(url)) return { data: { route: 'agent', data: agentPageFixture() } };
    if (/^\/(tr|en|ru)\/api\/pages\/real-estate-agent/.test(url)) return { data: { route: 'agents', data: agentsPageFixture() } };
    if (/^\/(tr|en|ru)\/api\/pages\/real-estate-agency\/.+/.test(url)) return { data: { route: 'agency', data: agencyPageFixture() } };
    if (/^\/(tr|en|ru)\/api\/pages\/real-estate-agency/.test(url)) return { data: { route: 'agencies', data: agenciesPageFixture() } };
    if (/^\/(tr|en|ru)\/api\/pages\/real-estate/.test(url)) return { data: { route: 'catalog', data: catalog } };
    return undefined;
  },
  headings: { realEstate: catalog.seo.h1, catalog: catalog.seo.h1, agent: 'Ayşe Demir', agency: 'Sun Realty' },
});
