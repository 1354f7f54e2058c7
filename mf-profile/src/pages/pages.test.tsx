import { describeRemotePages } from '@realty/shared/testing';
import { en, tr, ru } from '../testing/texts';

describeRemotePages('profile', {
  dir: __dirname,
  paths: [
    'profile', 'profile/add', 'profile/corporate', 'profile/favorites', 'profile/info', 'profile/invoice', 'profile/my',
    'profile/saved', 'profile/search', 'profile/import', 'profile/edit/demo-slug', 'confirm-email',
    'profile/messages', 'profile/messages/12', 'profile/viewings', 'profile/notifications',
  ],
  // The 'profile' bundle with the pages' parts (src/pages/i18n), as each page has it once rendered.
  namespace: { en, tr, ru },
});
