import path from 'node:path';
import { describeRemotePages, type RemotePageCase } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';

const CASES: RemotePageCase[] = [
  ['profile', 'ProfilePage', 'profile'],
  ['profileAdd', 'AddListingPage', 'profile/add'],
  ['profileCorporate', 'CorporatePage', 'profile/corporate'],
  ['profileFavorites', 'FavoritesPage', 'profile/favorites'],
  ['profileInfo', 'InfoPage', 'profile/info'],
  ['profileInvoice', 'InvoicePage', 'profile/invoice'],
  ['profileMy', 'MyListingsPage', 'profile/my'],
  ['profileSaved', 'SavedSearchesPage', 'profile/saved'],
  ['profileSearch', 'SavedSearchesPage', 'profile/search'],
  ['profileImport', 'ImportPage', 'profile/import'],
  ['profileEdit', 'EditListingPage', 'profile/edit/demo-slug'],
  ['confirmEmail', 'ConfirmEmailPage', 'confirm-email'],
];

describeRemotePages('profile', CASES, {
  resources: { en, tr, ru },
  exposesDir: path.join(__dirname, '../exposes'),
  load: (page) => import(`./${page}`),
});
