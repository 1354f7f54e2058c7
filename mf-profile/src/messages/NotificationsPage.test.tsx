// profile/notifications: toggles saved with PUT (rolled back on failure); the push button only with a server key and
// a capable browser, never asking on load; turning on subscribes with the VAPID key and posts the subscription,
// turning off unsubscribes and deletes it.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { matchRoute } from '@realty/shared';
import { mockApi, renderWithApp, type MockHandler } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import messagesEn from './i18n/en.json';
import messagesTr from './i18n/tr.json';
import messagesRu from './i18n/ru.json';
import { bare } from './fixtures';
import NotificationsPage from './NotificationsPage';
import { urlBase64ToUint8Array } from './push';

const settings = { email_messages: true, email_viewings: true, push_messages: true, push_viewings: false, push_searches: true, push_price_drops: true };
const render = () => {
  const match = matchRoute('/en/profile/notifications')!;
  return renderWithApp(<NotificationsPage lang="en" route={match.route} rest="" />, { lang: 'en', path: '/en/profile/notifications', namespaces: { profile: { en, tr, ru }, profileMessages: { en: messagesEn, tr: messagesTr, ru: messagesRu } } });
};
const api = (handler: MockHandler) => mockApi((request) => handler({ ...request, path: bare(request.path) }));

/** A browser with service workers and push: the registration, its push manager and the permission prompt as mocks. */
function fakePush(existing: boolean) {
  const json = { endpoint: 'https://push.example/abc', keys: { p256dh: 'p256', auth: 'auth' } };
  const subscription = { endpoint: json.endpoint, toJSON: () => json, unsubscribe: jest.fn(() => Promise.resolve(true)) };
  const pushManager = { getSubscription: jest.fn(() => Promise.resolve(existing ? subscription : null)), subscribe: jest.fn(() => Promise.resolve(subscription)) };
  const registration = { pushManager };
  const serviceWorker = { getRegistration: jest.fn(() => Promise.resolve(existing ? registration : undefined)), register: jest.fn(() => Promise.resolve(registration)), ready: Promise.resolve(registration) };
  const requestPermission = jest.fn(() => Promise.resolve('granted'));
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  Object.defineProperty(window, 'PushManager', { value: function PushManager() {}, configurable: true });
  Object.defineProperty(window, 'Notification', { value: { requestPermission }, configurable: true });
  return { subscription, pushManager, serviceWorker, requestPermission };
}

afterEach(() => {
  for (const [target, key] of [[navigator, 'serviceWorker'], [window, 'PushManager'], [window, 'Notification']] as const) {
    if (Object.getOwnPropertyDescriptor(target, key)?.configurable) Reflect.deleteProperty(target, key);
  }
});

it('saves a toggle with PUT and rolls it back when saving fails', async () => {
  let fail = false;
  const { calls } = api(({ method, path, data }) => {
    if (path !== '/api/notifications/settings') return undefined;
    if (method === 'GET') return { data: { data: settings } };
    return fail ? { status: 500, data: { message: 'Server error' } } : { data: { data: data } };
  });
  await render();
  const viewings = (await screen.findByTestId('notice-push_viewings')) as HTMLInputElement;
  expect(viewings.checked).toBe(false);
  fireEvent.click(viewings);
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  expect(calls.find((c) => c.method === 'PUT')?.data).toEqual({ ...settings, push_viewings: true });
  await waitFor(() => expect((screen.getByTestId('notice-push_viewings') as HTMLInputElement).checked).toBe(true));
  fail = true;
  await waitFor(() => expect((screen.getByTestId('notice-email_messages') as HTMLInputElement).disabled).toBe(false));
  fireEvent.click(screen.getByTestId('notice-email_messages'));
  await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
  await waitFor(() => expect((screen.getByTestId('notice-email_messages') as HTMLInputElement).checked).toBe(true));
  expect(screen.getByTestId('notices-email').textContent).toContain('New messages');
  expect(screen.getByTestId('notices-push').textContent).toContain('Price drops of favourites');
});

it('offers no push button without a server key or without browser support', async () => {
  api(({ path }) => (path === '/api/notifications/settings' ? { data: { data: settings } } : path === '/api/push/key' ? { data: { data: { public_key: null } } } : undefined));
  fakePush(false);
  await render();
  await screen.findByTestId('notices-push');
  await new Promise((r) => setTimeout(r, 20));
  expect(screen.queryByTestId('push-device')).toBeNull();
});

it('turns push on only on a click: permission, /sw.js, the VAPID key, the subscription posted; then off', async () => {
  const key = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
  const { calls } = api(({ path }) => {
    if (path === '/api/notifications/settings') return { data: { data: settings } };
    if (path === '/api/push/key') return { data: { data: { public_key: key } } };
    if (path === '/api/push/subscriptions') return { data: { message: 'ok' } };
    return undefined;
  });
  const push = fakePush(false);
  await render();
  const on = await screen.findByTestId('push-on');
  expect(on.textContent).toBe('Turn on push notifications on this device');
  expect(push.requestPermission).not.toHaveBeenCalled();
  expect(push.serviceWorker.register).not.toHaveBeenCalled();
  fireEvent.click(on);
  await screen.findByTestId('push-off');
  expect(push.serviceWorker.register).toHaveBeenCalledWith('/sw.js');
  const options = (push.pushManager.subscribe.mock.calls[0] as unknown as [{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }])[0];
  expect(options.userVisibleOnly).toBe(true);
  expect(Array.from(options.applicationServerKey)).toEqual(Array.from(urlBase64ToUint8Array(key)));
  expect(calls.find((c) => c.method === 'POST' && bare(c.path) === '/api/push/subscriptions')?.data).toEqual(push.subscription.toJSON());
  fireEvent.click(screen.getByTestId('push-off'));
  await screen.findByTestId('push-on');
  expect(push.subscription.unsubscribe).toHaveBeenCalled();
  expect(calls.find((c) => c.method === 'DELETE' && bare(c.path) === '/api/push/subscriptions')?.data).toEqual({ endpoint: 'https://push.example/abc' });
});

it('decodes a base64url VAPID key', () => {
  expect(Array.from(urlBase64ToUint8Array('AQID_-8'))).toEqual([1, 2, 3, 255, 239]);
});
