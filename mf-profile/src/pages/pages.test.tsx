import { describeRemotePages } from '@realty/shared/testing';

describeRemotePages('profile', {
  dir: __dirname,
  paths: [
    'profile', 'profile/add', 'profile/corporate', 'profile/favorites', 'profile/info', 'profile/invoice', 'profile/my',
    'profile/saved', 'profile/search', 'profile/import', 'profile/edit/demo-slug', 'confirm-email',
    'profile/messages', 'profile/messages/12', 'profile/viewings', 'profile/notifications',
  ],
});
