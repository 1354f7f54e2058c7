// profile/messages: the thread list (card, other party, excerpt, unread badge), the empty state, "Show more", and a
// live 'message' event that brings a thread to the top.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchRoute } from '@realty/shared';
import { mockApi, renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import messagesEn from './i18n/en.json';
import messagesTr from './i18n/tr.json';
import messagesRu from './i18n/ru.json';
import { bare, summary } from './fixtures';
import { dispatchLiveEvent } from './live';
import MessagesPage from './MessagesPage';

const namespaces = { profile: { en, tr, ru }, profileMessages: { en: messagesEn, tr: messagesTr, ru: messagesRu } };
const render = () => {
  const match = matchRoute('/en/profile/messages')!;
  return renderWithApp(<MessagesPage lang="en" route={match.route} rest="" />, { lang: 'en', path: '/en/profile/messages', namespaces });
};

it('lists threads with the listing, the other party, an excerpt and the unread badge; pages on', async () => {
  const { calls } = mockApi(({ path, params }) => {
    if (bare(path) !== '/api/conversations') return undefined;
    if (String(params.page) === '2') return { data: { data: [summary(3)], meta: { current_page: 2, last_page: 2, total: 3 } } };
    return {
      data: {
        data: [summary(1, { unread: 2 }), summary(2, { last_message: { text: 'See you', kind: 'text', from_me: true, at: '2026-11-19T10:00:00.000Z' } })],
        meta: { current_page: 1, last_page: 2, total: 3 },
      },
    };
  });
  await render();
  const rows = await screen.findAllByTestId('thread');
  expect(rows).toHaveLength(2);
  const [first, second] = rows as [HTMLElement, HTMLElement];
  expect(first.getAttribute('href')).toBe('/en/profile/messages/1');
  expect(first.textContent).toContain('Sea view flat');
  expect(first.textContent).toContain('Ayşe Demir');
  expect(first.textContent).toContain('Hello from 1');
  expect(within(first).getByTestId('thread-unread').textContent).toBe('2');
  expect(within(second).queryByTestId('thread-unread')).toBeNull();
  expect(second.textContent).toContain('You: See you');
  fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
  await waitFor(() => expect(screen.getAllByTestId('thread')).toHaveLength(3));
  expect(calls.filter((c) => bare(c.path) === '/api/conversations')).toHaveLength(2);
});

it('shows the empty state', async () => {
  mockApi(({ path }) => (bare(path) === '/api/conversations' ? { data: { data: [], meta: { current_page: 1, last_page: 1, total: 0 } } } : undefined));
  await render();
  expect((await screen.findByTestId('messages-empty')).textContent).toContain('No conversations yet');
});

it('moves a thread to the top when a message arrives live', async () => {
  let live = false;
  mockApi(({ path }) => {
    if (bare(path) !== '/api/conversations') return undefined;
    const data = live ? [summary(2, { unread: 1, last_message: { text: 'New!', kind: 'text', from_me: false, at: '2026-11-21T10:00:00.000Z' } }), summary(1)] : [summary(1), summary(2)];
    return { data: { data, meta: { current_page: 1, last_page: 1, total: 2 } } };
  });
  await render();
  await screen.findAllByTestId('thread');
  live = true;
  act(() => dispatchLiveEvent({ type: 'message', conversation_id: 2, message_id: 99 }));
  await waitFor(() => expect(screen.getAllByTestId('thread')[0]!.getAttribute('data-id')).toBe('2'));
  expect(screen.getAllByTestId('thread')[0]!.textContent).toContain('New!');
  expect(screen.getAllByTestId('thread')).toHaveLength(2);
});
