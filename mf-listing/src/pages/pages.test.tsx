import path from 'node:path';
import { describeRemotePages, type RemotePageCase } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';

const CASES: RemotePageCase[] = [
  ['listing', 'ListingPage', 'real-estate/ad/demo-slug'],
];

describeRemotePages('listing', CASES, {
  resources: { en, tr, ru },
  exposesDir: path.join(__dirname, '../exposes'),
  load: (page) => import(`./${page}`),
});
