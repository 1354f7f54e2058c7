import { describeRemotePages } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';

describeRemotePages('admin', {
  dir: __dirname,
  paths: [
    'admin', 'admin/moderation', 'admin/verification', 'admin/payments', 'admin/journal', 'admin/journal/new',
    'admin/users', 'admin/users/5', 'admin/audit', 'admin/jobs',
  ],
  // A new post is headed "New post", not the route's "Edit post".
  headings: { adminPost: { en: en.admin.journal.newTitle, tr: tr.admin.journal.newTitle, ru: ru.admin.journal.newTitle } },
});
