import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, type AuthUser } from '@realty/shared';
import { renderWithApp } from '@realty/shared/testing';
import { setAuthApi, type AuthApi } from '../api/auth';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { errorMessages } from './errors';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { RegisterForm } from './RegisterForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignInForm } from './SignInForm';

const USER: AuthUser = { id: 7, name: 'Ayşe', lastname: 'Yılmaz', email: 'ayse@example.com' };

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function mockApi(overrides: Partial<AuthApi> = {}): jest.Mocked<AuthApi> {
  return {
    csrf: jest.fn(() => Promise.resolve()),
    login: jest.fn(() => Promise.resolve(USER)),
    register: jest.fn(() => Promise.resolve(USER)),
    forgot: jest.fn(() => Promise.resolve('sent')),
    checkReset: jest.fn(() => Promise.resolve(true)),
    reset: jest.fn(() => Promise.resolve('done')),
    ...overrides,
  } as jest.Mocked<AuthApi>;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

const render = (ui: React.ReactElement, path = '/en') =>
  renderWithApp(
    <Routes>
      <Route
        path="*"
        element={
          <>
            {ui}
            <Where />
          </>
        }
      />
    </Routes>,
    { lang: 'en', path, namespaces: { auth: { en, tr, ru } } },
  );

const validation = new ApiError({
  status: 422,
  message: 'The given data was invalid.',
  errors: { email: ['E-mail taken.', 'second'], name: ['Name required.'], password: ['Too short.'], phone: ['Bad phone.'] },
});
const network = new ApiError({ status: 0, message: 'Network Error', network: true });

afterEach(() => setAuthApi(null));

describe('errorMessages', () => {
  it('lists the first message per field in form order, then the rest, without the general message', () => {
    expect(errorMessages(validation, ['name', 'phone', 'email', 'password'], 'net', 'x')).toEqual([
      'Name required.',
      'Bad phone.',
      'E-mail taken.',
      'Too short.',
    ]);
  });
  it('uses the general message when no field explains the error, and the network message without a response', () => {
    expect(errorMessages(new ApiError({ status: 429, message: 'Too many.' }), ['email'], 'net', 'x')).toEqual(['Too many.']);
    expect(errorMessages(network, ['email'], 'net', 'x')).toEqual(['net']);
    expect(errorMessages(new Error('boom'), ['email'], 'net', 'fallback')).toEqual(['fallback']);
  });
});

describe('SignInForm', () => {
  it('fetches the CSRF cookie on open, then idle → sending → success follows the stored redirect target', async () => {
    const login = deferred<AuthUser>();
    const api = mockApi({ login: jest.fn(() => login.promise) });
    setAuthApi(api);
    const { store } = await render(<SignInForm />);
    expect(api.csrf).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('sign-in-form').dataset.status).toBe('idle');
    store.auth.setRedirectTarget('/en/profile/favorites');
    store.ui.openPopup('signIn');
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ayse@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const button = await screen.findByRole('button', { name: 'Sending ...' });
    expect(button).toHaveProperty('disabled', true);
    await act(async () => login.resolve(USER));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/profile/favorites'));
    expect(api.login).toHaveBeenCalledWith({ email: 'ayse@example.com', password: 'secret-123' }, 'en');
    expect(store.auth.user?.id).toBe(7);
    expect(store.auth.redirectTarget).toBeNull();
    expect(store.ui.popup).toBeNull();
  });

  it('shows the error list and the network error', async () => {
    const api = mockApi({
      login: jest
        .fn()
        .mockRejectedValueOnce(new ApiError({ status: 422, message: 'x', errors: { email: ['These credentials do not match our records.'] } }))
        .mockRejectedValueOnce(network),
    });
    setAuthApi(api);
    await render(<SignInForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('form-errors')).textContent).toContain('These credentials do not match our records.');
    expect(screen.getByTestId('sign-in-form').dataset.status).toBe('error');
    expect(screen.getByLabelText(/E-mail/).getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('form-errors').textContent).toContain('Network error'));
  });

  it('links switch to registration and forgot password', async () => {
    setAuthApi(mockApi());
    const { store } = await render(<SignInForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(store.ui.popup).toBe('register');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(store.ui.popup).toBe('forgot');
  });
});

describe('RegisterForm', () => {
  const fill = () => {
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Ayşe' } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Yılmaz' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: '0532a123 45 67' } });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ayse@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'long-enough-1' } });
    fireEvent.change(screen.getByLabelText(/Repeat the password/), { target: { value: 'long-enough-1' } });
  };

  it('masks the phone (default Turkey), sends, signs in and goes to profile/add', async () => {
    const reply = deferred<AuthUser>();
    const api = mockApi({ register: jest.fn(() => reply.promise) });
    setAuthApi(api);
    const { store } = await render(<RegisterForm />);
    expect(api.csrf).toHaveBeenCalled();
    expect(screen.getByTestId('register-form').dataset.status).toBe('idle');
    expect((screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement).value).toBe('TR');
    store.auth.setRedirectTarget('/en/profile/favorites');
    fill();
    expect((screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe('(532) 123 45 67');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('button', { name: 'Sending ...' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('register-form').dataset.status).toBe('sending');
    await act(async () => reply.resolve(USER));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/profile/add'));
    expect(api.register).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Ayşe', phone: '+905321234567', org_type: 'private', password_confirmation: 'long-enough-1' }),
      'en',
    );
    expect(store.auth.isAuthenticated).toBe(true);
    expect(store.auth.redirectTarget).toBeNull();
  });

  it('lists the first error per field as bullets, and a network error', async () => {
    const api = mockApi({ register: jest.fn().mockRejectedValueOnce(validation).mockRejectedValueOnce(network) });
    setAuthApi(api);
    await render(<RegisterForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const list = await screen.findByTestId('form-errors');
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Name required.', 'Bad phone.', 'E-mail taken.', 'Too short.']);
    expect(list.textContent).toContain('The given data was invalid.');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('form-errors').textContent).toContain('Network error'));
    expect(screen.getByTestId('where').textContent).toBe('/en');
  });
});

describe('ForgotPasswordForm', () => {
  it('sends a real request and shows the neutral message; errors and network errors are listed', async () => {
    const reply = deferred<string>();
    const api = mockApi({
      forgot: jest
        .fn()
        .mockRejectedValueOnce(new ApiError({ status: 422, message: 'x', errors: { email: ['The e-mail must be a valid e-mail address.'] } }))
        .mockRejectedValueOnce(network)
        .mockReturnValueOnce(reply.promise),
    });
    setAuthApi(api);
    await render(<ForgotPasswordForm />);
    expect(screen.getByTestId('forgot-form').dataset.status).toBe('idle');
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    submit();
    expect((await screen.findByTestId('form-errors')).textContent).toContain('valid e-mail');
    submit();
    await waitFor(() => expect(screen.getByTestId('form-errors').textContent).toContain('Network error'));
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'nobody@example.com' } });
    submit();
    expect(await screen.findByRole('button', { name: 'Sending ...' })).toHaveProperty('disabled', true);
    await act(async () => reply.resolve('If an account exists for this e-mail, we have sent a link.'));
    expect(await screen.findByText(/If an account exists/)).toBeTruthy();
    expect(api.forgot).toHaveBeenLastCalledWith('nobody@example.com', 'en');
  });
});

describe('ResetPasswordForm', () => {
  it('without a token asks for the e-mailed link; an invalid link offers a new one', async () => {
    setAuthApi(mockApi({ checkReset: jest.fn(() => Promise.resolve(false)) }));
    const first = await render(<ResetPasswordForm token={null} />);
    expect(screen.getByTestId('reset-form').dataset.status).toBe('missing');
    first.unmount();
    const { store } = await act(() => render(<ResetPasswordForm token={'t'.repeat(40)} />));
    await waitFor(() => expect(screen.getByTestId('reset-form').dataset.status).toBe('invalid'));
    fireEvent.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(store.ui.popup).toBe('forgot');
  });

  it('idle → sending → success, with errors listed on failure', async () => {
    const reply = deferred<string>();
    const api = mockApi({
      reset: jest
        .fn()
        .mockRejectedValueOnce(new ApiError({ status: 422, message: 'x', errors: { password: ['The password confirmation does not match.'] } }))
        .mockReturnValueOnce(reply.promise),
    });
    setAuthApi(api);
    await act(() => render(<ResetPasswordForm token={'t'.repeat(40)} />));
    await waitFor(() => expect(screen.getByTestId('reset-form').dataset.status).toBe('idle'));
    fireEvent.change(screen.getByLabelText(/New password/), { target: { value: 'new-password-1' } });
    fireEvent.change(screen.getByLabelText(/Repeat the password/), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect((await screen.findByTestId('form-errors')).textContent).toContain('does not match');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('button', { name: 'Sending ...' })).toHaveProperty('disabled', true);
    await act(async () => reply.resolve('Your password has been changed.'));
    expect(screen.getByTestId('reset-form').dataset.status).toBe('success');
  });
});
