import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithApp, withLocationProbe } from '../testing';
import { MessageButton } from './MessageButton';
import en from './i18n/en.json';
import tr from './i18n/tr.json';
import ru from './i18n/ru.json';

const namespaces = { messaging: { en, tr, ru } };
const sentReply = { data: { conversation_id: 41, message: { id: 1 } } };

async function renderButton(options: { signedIn?: boolean; ownerId?: number } = {}) {
  const result = await renderWithApp(withLocationProbe(<MessageButton lang="en" target={{ realty_id: 7 }} ownerId={options.ownerId ?? 9} label="Message" />), {
    lang: 'en',
    path: '/en/listing/7',
    namespaces,
  });
  if (options.signedIn !== false) act(() => result.store.auth.setUser({ id: 3, name: 'Deniz' }));
  return result;
}

const openComposer = async () => {
  fireEvent.click(screen.getByTestId('message-button'));
  return screen.findByTestId('message-composer');
};

describe('MessageButton', () => {
  it('signed in: opens the composer with the safety warning, sends and links to the thread', async () => {
    const { calls } = mockApi((request) => (request.method === 'POST' && request.path === '/api/conversations' ? { status: 201, data: sentReply } : undefined));
    await renderButton();
    await openComposer();
    expect(screen.getByTestId('message-warning').textContent).toMatch(/never pay a deposit/);
    fireEvent.change(screen.getByRole('textbox', { name: /Your message/ }), { target: { value: 'Is it still available?' } });
    fireEvent.click(screen.getByTestId('message-send'));
    const link = await screen.findByTestId('message-thread-link');
    expect(link.getAttribute('href')).toBe('/en/profile/messages/41');
    expect(calls.find((c) => c.path === '/api/conversations')?.data).toEqual({ realty_id: 7, text: 'Is it still available?' });
  });

  it('signed out: asks to sign in, and opens the composer once signed in', async () => {
    mockApi(() => undefined);
    const { store } = await renderButton({ signedIn: false });
    fireEvent.click(screen.getByTestId('message-button'));
    expect(screen.queryByTestId('message-composer')).toBeNull();
    const pending = store.auth.takePendingAction();
    expect(pending).toBeInstanceOf(Function);
    act(() => store.auth.setUser({ id: 3, name: 'Deniz' }));
    act(() => void pending?.());
    expect(await screen.findByTestId('message-composer')).toBeTruthy();
  });

  it('hidden on one\'s own listing', async () => {
    await renderButton({ ownerId: 3 });
    expect(screen.queryByTestId('message-button')).toBeNull();
  });

  it('an empty message is not sent; the server\'s field error and rate limit are shown', async () => {
    let status = 422;
    const { calls } = mockApi((request) =>
      request.path === '/api/conversations'
        ? status === 422
          ? { status, data: { message: 'The given data was invalid.', errors: { text: ['The message is too long.'] } } }
          : { status, data: { message: 'Too many messages. Please wait a minute.' } }
        : undefined,
    );
    await renderButton();
    await openComposer();
    fireEvent.click(screen.getByTestId('message-send'));
    expect(await screen.findByText('Please write a message.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/conversations')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: /Your message/ }), { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('message-send'));
    expect(await screen.findByText('The message is too long.')).toBeTruthy();
    status = 429;
    fireEvent.click(screen.getByTestId('message-send'));
    await waitFor(() => expect(screen.getByTestId('message-failed').textContent).toBe('Too many messages. Please wait a minute.'));
  });

  it('an expired session asks to sign in again', async () => {
    mockApi((request) => (request.path === '/api/conversations' ? { status: 401, data: { message: 'Unauthenticated.' } } : undefined));
    const { store } = await renderButton();
    const asked = jest.fn();
    store.bus.on('auth:required', asked);
    await openComposer();
    fireEvent.change(screen.getByRole('textbox', { name: /Your message/ }), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByTestId('message-send'));
    await waitFor(() => expect(asked).toHaveBeenCalled());
    expect((screen.getByRole('textbox', { name: /Your message/ }) as HTMLTextAreaElement).value).toBe('Hello');
  });
});
