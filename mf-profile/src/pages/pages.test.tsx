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
  ['admin', 'AdminPage', 'admin'],
  ['adminModeration', 'AdminModerationPage', 'admin/moderation'],
  ['adminVerification', 'AdminVerificationPage', 'admin/verification'],
  ['adminPayments', 'AdminPaymentsPage', 'admin/payments'],
  ['adminJournal', 'AdminJournalPage', 'admin/journal'],
  ['adminPost', 'AdminPostPage', 'admin/journal/new'],
  ['adminUsers', 'AdminUsersPage', 'admin/users'],
  ['adminUser', 'AdminUserPage', 'admin/users/5'],
  ['adminAudit', 'AdminAuditPage', 'admin/audit'],
  ['adminJobs', 'AdminJobsPage', 'admin/jobs'],
];

describeRemotePages('profile', CASES, {
  resources: { en, tr, ru },
  exposesDir: path.join(__dirname, '../exposes'),
  load: (page) => import(`./${page}`),
  // A new post is headed "New post", not the route's "Edit post".
  headings: { adminPost: { en: en.admin.journal.newTitle, tr: tr.admin.journal.newTitle, ru: ru.admin.journal.newTitle } },
});
