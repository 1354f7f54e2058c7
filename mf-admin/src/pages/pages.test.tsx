import path from 'node:path';
import { describeRemotePages, type RemotePageCase } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';

const CASES: RemotePageCase[] = [
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

describeRemotePages('admin', CASES, {
  resources: { en, tr, ru },
  exposesDir: path.join(__dirname, '../exposes'),
  load: (page) => import(`./${page}`),
  // A new post is headed "New post", not the route's "Edit post".
  headings: { adminPost: { en: en.admin.journal.newTitle, tr: tr.admin.journal.newTitle, ru: ru.admin.journal.newTitle } },
});
