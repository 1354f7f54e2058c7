// The post editor's actions follow the post's state: "Publish now" for a new, draft or scheduled post, gone once it
// is published (then "Unpublish"), back after unpublishing.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { matchRoute } from '@realty/shared';
import type { AdminPost } from '@realty/shared/contracts/admin';
import { mockApi, renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import AdminPostPage from '../pages/AdminPostPage';

jest.setTimeout(20_000);

const postIn = (state: AdminPost['state']): AdminPost => ({
  id: 41,
  slug: 'sea-view',
  category_id: null,
  tag_ids: [],
  cover: null,
  status: state === 'draft' ? 'draft' : 'published',
  state,
  published_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  translations: { en: { title: 'Sea view', excerpt: '', body: '<p>Text</p>', meta_description: null } },
  urls: state === 'published' ? { en: '/en/journal/sea-view' } : {},
});

it('"Publish now" is not offered for a published post', async () => {
  let state: AdminPost['state'] = 'draft';
  mockApi(({ method, path, data }) => {
    if (path.endsWith('/api/admin/journal/taxonomy')) return { data: { data: { categories: [], tags: [] } } };
    if (method === 'GET' && path.endsWith('/api/admin/journal/41')) return { data: { data: postIn(state) } };
    if (method === 'PUT' && path.endsWith('/api/admin/journal/41')) return { data: { message: 'Saved.', data: postIn(state) } };
    if (method === 'POST' && path.endsWith('/api/admin/journal/41/publish')) {
      state = (data as { publish: boolean }).publish ? 'published' : 'draft';
      return { data: { message: state === 'published' ? 'Published.' : 'Unpublished.', data: postIn(state) } };
    }
    return undefined;
  });
  const match = matchRoute('/en/admin/journal/41')!;
  await renderWithApp(<AdminPostPage lang="en" route={match.route} rest="41" />, { lang: 'en', path: '/en/admin/journal/41', namespaces: { admin: { en, tr, ru } } });
  const publish = await screen.findByRole('button', { name: 'Publish now' });
  expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();

  fireEvent.click(publish);
  await waitFor(() => expect(screen.getByTestId('post-state').textContent).toBe('Published'));
  expect(screen.queryByRole('button', { name: 'Publish now' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Unpublish' })).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
  await waitFor(() => expect(screen.getByTestId('post-state').textContent).toBe('Draft'));
  expect(screen.getByRole('button', { name: 'Publish now' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
});
