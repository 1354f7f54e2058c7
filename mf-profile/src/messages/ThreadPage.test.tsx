// profile/messages/{id}: the thread (mine right, receipts, flagged warning, the fixed safety warning), read marking,
// the composer (Enter sends, Shift+Enter does not), blocked state, 404, live read receipts, viewing requests.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchRoute, type Lang } from '@realty/shared';
import { mockApi, renderWithApp, type MockHandler } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import messagesEn from './i18n/en.json';
import messagesTr from './i18n/tr.json';
import messagesRu from './i18n/ru.json';
import { bare, message, summary, viewing } from './fixtures';
import { dispatchLiveEvent } from './live';
import ThreadPage from './ThreadPage';

const namespaces = { profile: { en, tr, ru }, profileMessages: { en: messagesEn, tr: messagesTr, ru: messagesRu } };
const render = (lang: Lang = 'en', id = '5') => {
  const match = matchRoute(`/${lang}/profile/messages/${id}`)!;
  return renderWithApp(<ThreadPage lang={lang} route={match.route} rest={match.rest} />, { lang, path: `/${lang}/profile/messages/${id}`, namespaces });
};
const thread = (overrides: Parameters<typeof summary>[1] = {}, data = [message(10, { flags: ['phone'], text: 'Call +90 555' }), message(11, { from_me: true }), message(12, { from_me: true })]) => ({
  data: { conversation: summary(5, { other_read_id: 11, ...overrides }), data, meta: { has_older: false } },
});
const api = (handler: MockHandler) => mockApi((request) => handler({ ...request, path: bare(request.path) }));

it('shows the thread: mine right with ✓/✓✓, the flagged warning, the safety warning; marks read', async () => {
  const { calls } = api(({ method, path }) => {
    if (method === 'GET' && path === '/api/conversations/5/messages') return thread();
    if (method === 'POST' && path === '/api/conversations/5/read') return { data: { data: { unread: 0 } } };
    return undefined;
  });
  await render();
  const rows = await screen.findAllByTestId('message');
  expect(rows.map((r) => r.getAttribute('data-mine'))).toEqual(['false', 'true', 'true']);
  expect(within(rows[0]!).getByTestId('message-flagged').textContent).toContain('a phone number');
  expect(within(rows[1]!).getByTestId('receipt').textContent?.trim()).toBe('✓✓');
  expect(within(rows[2]!).getByTestId('receipt').textContent?.trim()).toBe('✓');
  expect(screen.getByTestId('safety-warning').textContent).toContain('never pay a deposit');
  expect(screen.getByTestId('thread-listing').getAttribute('href')).toBe('/en/real-estate/ad/7');
  await waitFor(() => expect(calls.some((c) => c.method === 'POST' && bare(c.path) === '/api/conversations/5/read' && (c.data as { up_to: number }).up_to === 10)).toBe(true));
  // The other party reads my last message: ✓✓ live.
  act(() => dispatchLiveEvent({ type: 'read', conversation_id: 5, last_read_id: 12 }));
  await waitFor(() => expect(within(screen.getAllByTestId('message')[2]!).getByTestId('receipt').textContent?.trim()).toBe('✓✓'));
});

it('Enter sends, Shift+Enter does not; the sent message appears', async () => {
  const { calls } = api(({ method, path, data }) => {
    if (method === 'GET' && path === '/api/conversations/5/messages') return thread();
    if (method === 'POST' && path === '/api/conversations/5/messages') {
      return { data: { data: { conversation_id: 5, message: message(13, { from_me: true, text: (data as { text: string }).text }) } } };
    }
    return { data: {} };
  });
  await render();
  const box = await screen.findByTestId('composer-text');
  fireEvent.change(box, { target: { value: 'Is it still available?' } });
  fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
  expect(calls.some((c) => c.method === 'POST' && bare(c.path) === '/api/conversations/5/messages')).toBe(false);
  fireEvent.keyDown(box, { key: 'Enter' });
  await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(4));
  expect(calls.find((c) => c.method === 'POST' && bare(c.path) === '/api/conversations/5/messages')?.data).toEqual({ text: 'Is it still available?', photos: [] });
  expect((box as HTMLTextAreaElement).value).toBe('');
});

it('a new message arrives live', async () => {
  let more = false;
  api(({ method, path }) => {
    if (method === 'GET' && path === '/api/conversations/5/messages') return thread({}, more ? [message(10), message(11, { from_me: true }), message(14, { text: 'Live hello' })] : [message(10), message(11, { from_me: true })]);
    return { data: {} };
  });
  await render();
  await screen.findAllByTestId('message');
  more = true;
  act(() => dispatchLiveEvent({ type: 'message', conversation_id: 5, message_id: 14 }));
  await screen.findByText('Live hello');
  // Another conversation's event changes nothing.
  act(() => dispatchLiveEvent({ type: 'message', conversation_id: 6, message_id: 15 }));
  expect(screen.getAllByTestId('message')).toHaveLength(3);
});

it('disables the composer when blocked, and says why', async () => {
  api(({ method, path }) => (method === 'GET' && path === '/api/conversations/5/messages' ? thread({ blocked_me: true }) : undefined));
  await render('ru');
  expect((await screen.findByTestId('composer-disabled')).textContent).toBe('Этот пользователь не принимает ваши сообщения.');
  expect(screen.queryByTestId('composer')).toBeNull();
});

it('a 404 shows the not-found state', async () => {
  api(() => undefined);
  await render('tr', '99');
  expect((await screen.findByTestId('not-found')).textContent).toContain('Bu yazışma bulunamadı.');
});

it('reports the other party with a reason and a comment', async () => {
  const { calls } = api(({ method, path }) => {
    if (method === 'GET' && path === '/api/conversations/5/messages') return thread();
    if (method === 'POST' && path === '/api/conversations/5/report') return { data: { message: 'Report sent.' } };
    return { data: {} };
  });
  await render();
  fireEvent.click(await screen.findByTestId('thread-report'));
  fireEvent.change(screen.getByTestId('report-reason'), { target: { value: 'fraud' } });
  fireEvent.change(screen.getByTestId('report-comment'), { target: { value: 'Asked for a deposit' } });
  fireEvent.click(screen.getByTestId('report-send'));
  await waitFor(() => expect(screen.queryByTestId('report-dialog')).toBeNull());
  expect(calls.find((c) => bare(c.path) === '/api/conversations/5/report')?.data).toEqual({ reason: 'fraud', comment: 'Asked for a deposit' });
});

it('the buyer proposes viewing times as Istanbul wall time', async () => {
  const { calls } = api(({ method, path }) => {
    if (method === 'GET' && path === '/api/conversations/5/messages') return thread();
    if (method === 'POST' && path === '/api/viewings') return { data: { message: 'Sent', data: viewing() } };
    return { data: {} };
  });
  await render();
  fireEvent.click(await screen.findByTestId('viewing-open'));
  expect(screen.getByTestId('viewing-form').textContent).toContain('Europe/Istanbul');
  fireEvent.click(screen.getByTestId('viewing-add-slot'));
  const dates = screen.getAllByTestId('viewing-date');
  const times = screen.getAllByTestId('viewing-time');
  fireEvent.change(dates[0]!, { target: { value: '2026-12-01' } });
  fireEvent.change(times[0]!, { target: { value: '10:00' } });
  fireEvent.change(dates[1]!, { target: { value: '2026-12-02' } });
  fireEvent.change(times[1]!, { target: { value: '15:30' } });
  fireEvent.click(screen.getByTestId('viewing-send'));
  await waitFor(() => expect(calls.some((c) => bare(c.path) === '/api/viewings')).toBe(true));
  expect(calls.find((c) => bare(c.path) === '/api/viewings')?.data).toEqual({ conversation_id: 5, slots: ['2026-12-01T10:00', '2026-12-02T15:30'] });
});

it('the seller sees the slots in Istanbul time and confirms one', async () => {
  const pending = viewing({ can_answer: true });
  const confirmed = { ...pending, status: 'confirmed' as const, confirmed_slot: pending.slots[1]!, can_answer: false };
  let answered = false;
  const { calls } = api(({ method, path }) => {
    if (method === 'GET' && path === '/api/conversations/5/messages') return thread({ role: 'seller' }, [message(20, { kind: 'viewing', text: '', viewing: answered ? confirmed : pending })]);
    if (method === 'POST' && path === '/api/viewings/40/answer') {
      answered = true;
      return { data: { message: 'Confirmed', data: confirmed } };
    }
    return { data: {} };
  });
  await render();
  const card = await screen.findByTestId('viewing-card');
  // 07:00Z and 12:30Z are 10:00 and 15:30 in Istanbul (UTC+3).
  const slots = within(card).getAllByTestId('viewing-slot').map((s) => s.textContent);
  expect(slots[0]).toContain('10:00');
  expect(slots[1]).toContain('15:30');
  expect(screen.queryByTestId('viewing-open')).toBeNull();
  fireEvent.click(within(card).getAllByTestId('viewing-confirm')[1]!);
  await waitFor(() => expect(screen.getByTestId('viewing-status').textContent).toBe('confirmed'));
  expect(calls.find((c) => bare(c.path) === '/api/viewings/40/answer')?.data).toEqual({ action: 'confirm', slot: '2026-12-02T12:30:00.000Z' });
  expect(screen.getByTestId('viewing-confirmed').textContent).toContain('15:30');
});

it('attaches photos (each uploaded to the photos endpoint) and sends their ids', async () => {
  let n = 0;
  const { calls } = api(({ method, path, data }) => {
    if (method === 'GET' && path === '/api/conversations/5/messages') return thread();
    if (method === 'POST' && path === '/api/conversations/5/photos') {
      n += 1;
      return { data: { data: { id: `p${n}`, url: `/uploads/messages/p${n}.webp`, width: 800, height: 600 } } };
    }
    if (method === 'POST' && path === '/api/conversations/5/messages') {
      const body = data as { text: string; photos: string[] };
      return { data: { data: { conversation_id: 5, message: message(13, { from_me: true, text: body.text, photos: body.photos.map((id) => ({ url: `/uploads/messages/${id}.webp`, width: 800, height: 600 })) }) } } };
    }
    return { data: {} };
  });
  await render();
  const input = await screen.findByTestId('composer-file');
  const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
  fireEvent.change(input, { target: { files: [file('a.jpg'), file('b.jpg')] } });
  await waitFor(() => expect(screen.getByRole('list', { name: 'Attached photos' }).querySelectorAll('img')).toHaveLength(2));
  expect(calls.filter((c) => bare(c.path) === '/api/conversations/5/photos' && c.data instanceof FormData)).toHaveLength(2);
  fireEvent.click(screen.getByTestId('composer-send'));
  await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(4));
  expect(calls.find((c) => c.method === 'POST' && bare(c.path) === '/api/conversations/5/messages')?.data).toEqual({ text: '', photos: ['p1', 'p2'] });
  expect(screen.getAllByTestId('message')[3]!.querySelectorAll('img')).toHaveLength(2);
});

it('the seller declines with a message; the buyer can cancel', async () => {
  const { calls } = api(({ method, path }) => {
    if (method === 'GET' && path === '/api/conversations/5/messages') return thread({ role: 'seller' }, [message(20, { kind: 'viewing', text: '', viewing: viewing({ can_answer: true }) })]);
    if (method === 'POST' && path === '/api/viewings/40/answer') return { data: { message: 'Declined', data: viewing({ status: 'declined', reply: 'Sold already' }) } };
    return { data: {} };
  });
  const view = await render();
  fireEvent.click(await screen.findByTestId('viewing-decline'));
  fireEvent.change(screen.getByTestId('viewing-decline-text'), { target: { value: 'Sold already' } });
  fireEvent.click(screen.getByTestId('viewing-decline-send'));
  await waitFor(() => expect(calls.some((c) => bare(c.path) === '/api/viewings/40/answer')).toBe(true));
  expect(calls.find((c) => bare(c.path) === '/api/viewings/40/answer')?.data).toEqual({ action: 'decline', text: 'Sold already' });
  view.unmount();

  const buyer = api(({ method, path }) => {
    if (method === 'GET' && path === '/api/conversations/5/messages') return thread({}, [message(20, { kind: 'viewing', text: '', from_me: true, viewing: viewing({ status: 'confirmed', confirmed_slot: '2026-12-01T07:00:00.000Z', can_cancel: true }) })]);
    if (method === 'POST' && path === '/api/viewings/40/cancel') return { data: { message: 'Cancelled', data: viewing({ status: 'cancelled' }) } };
    return { data: {} };
  });
  await render();
  expect((await screen.findByTestId('viewing-confirmed')).textContent).toContain('10:00');
  expect(screen.queryByTestId('viewing-confirm')).toBeNull();
  fireEvent.click(screen.getByTestId('viewing-cancel'));
  await waitFor(() => expect(buyer.calls.some((c) => c.method === 'POST' && bare(c.path) === '/api/viewings/40/cancel')).toBe(true));
});
