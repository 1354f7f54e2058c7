import path from 'node:path';
import { describeRemotePages, type RemotePageCase } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { agenciesPageFixture, agencyPageFixture, agentPageFixture, agentsPageFixture, catalogPageFixture, homePageFixture } from '../testing/fixtures';

const CASES: RemotePageCase[] = [
  ['home', 'HomePage', ''],
  ['realEstate', 'CatalogPage', 'real-estate'],
  ['catalog', 'CatalogPage', 'real-estate/sale/antalya-alanya'],
  ['agents', 'AgentsPage', 'real-estate-agent'],
  ['agent', 'AgentPage', 'real-estate-agent/demo-slug'],
  ['agencies', 'AgenciesPage', 'real-estate-agency'],
  ['agency', 'AgencyPage', 'real-estate-agency/demo-slug'],
];

const catalog = catalogPageFixture();

describeRemotePages('catalog', CASES, {
  resources: { en, tr, ru },
  exposesDir: path.join(__dirname, '../exposes'),
  load: (page) => import(`./${page}`),
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
