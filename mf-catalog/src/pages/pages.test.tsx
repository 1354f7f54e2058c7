import path from 'node:path';
import { describeRemotePages, type RemotePageCase } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';

const CASES: RemotePageCase[] = [
  ['home', 'HomePage', ''],
  ['realEstate', 'CatalogPage', 'real-estate'],
  ['catalog', 'CatalogPage', 'real-estate/demo-slug'],
  ['agents', 'AgentsPage', 'real-estate-agent'],
  ['agent', 'AgentPage', 'real-estate-agent/demo-slug'],
  ['agencies', 'AgenciesPage', 'real-estate-agency'],
  ['agency', 'AgencyPage', 'real-estate-agency/demo-slug'],
];

describeRemotePages('catalog', CASES, {
  resources: { en, tr, ru },
  exposesDir: path.join(__dirname, '../exposes'),
  load: (page) => import(`./${page}`),
});
