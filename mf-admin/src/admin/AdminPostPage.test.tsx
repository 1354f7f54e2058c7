// admin/journal/new and the cover: the heading of a new post says so (not "Edit post"); a large cover is accepted
// with 202 and processed in the background: "Processing the cover…" shows while the editor polls, then the cover.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { matchRoute } from '@realty/shared';
import { mockApi, renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import AdminPostPage from '../pages/AdminPostPage';
import { COVER_POLL_MS } from './CoverField';

const namespaces = { admin: { en, tr, ru } };
const taxonomy = { data: { categories: [], tags: [] } };

it.each([
  ['en', 'New post'],
  ['tr', 'Yeni yazı'],
  ['ru', 'Новая статья'],
] as const)('a new post’s heading in %s is “%s”', async (lang, heading) => {
  mockApi(({ path }) => (path.endsWith('/api/admin/journal/taxonomy') ? { data: taxonomy } : undefined));
  const match = matchRoute(`/${lang}/admin/journal/new`)!;
  await renderWithApp(<AdminPostPage lang={lang} route={match.route} rest="new" />, { lang, path: `/${lang}/admin/journal/new`, namespaces });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
});

it('a large cover: processing, then the cover appears', async () => {
  jest.useFakeTimers();
  try {
    let polls = 0;
    const { calls } = mockApi(({ method, path }) => {
      if (path.endsWith('/api/admin/journal/taxonomy')) return { data: taxonomy };
      if (method === 'POST' && path === '/en/api/admin/journal/cover') {
        return { status: 202, data: { message: 'Cover received: it is being processed and will appear in a moment.', data: { id: 'u7', status: 'processing', error: null, cover: null, full: null } } };
      }
      if (method === 'GET' && path === '/en/api/admin/journal/cover/u7') {
        polls += 1;
        return polls < 2
          ? { data: { data: { id: 'u7', status: 'processing', error: null, cover: null, full: null } } }
          : { data: { data: { id: 'u7', status: 'done', error: null, cover: '/uploads/listings/1/abc-card.webp', full: '/uploads/listings/1/abc-full.webp' } } };
      }
      return undefined;
    });
    const match = matchRoute('/en/admin/journal/new')!;
    await renderWithApp(<AdminPostPage lang="en" route={match.route} rest="new" />, { lang: 'en', path: '/en/admin/journal/new', namespaces });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'big.jpg', { type: 'image/jpeg' });
    await act(async () => {
      fireEvent.change(screen.getByTestId('cover-input'), { target: { files: [file] } });
    });
    await waitFor(() => expect(screen.getByTestId('cover-state').textContent).toBe('Processing the cover… It will appear here in a moment.'));
    expect(screen.queryByTestId('post-cover')).toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(COVER_POLL_MS);
    });
    expect(screen.queryByTestId('post-cover')).toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(COVER_POLL_MS);
    });
    await waitFor(() => expect(screen.getByTestId('post-cover').getAttribute('src')).toBe('/uploads/listings/1/abc-card.webp'));
    expect(screen.getByTestId('cover-state').textContent).toBe('');
    expect(screen.getByTestId('post-message').textContent).toBe('The cover is ready. Save the post to keep it.');
    expect(calls.filter((c) => c.path === '/en/api/admin/journal/cover/u7')).toHaveLength(2);
  } finally {
    jest.useRealTimers();
  }
});
