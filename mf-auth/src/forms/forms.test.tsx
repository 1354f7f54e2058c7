import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, fetchCsrfCookie, fetchUser, type MessageReply, type UserReply } from '@realty/shared';
import { checkPasswordResetToken, login, register, requestPasswordReset, resetPassword } from '@realty/shared/contracts/account';
import type * as Shared from '@realty/shared';
import type * as Account from '@realty/shared/contracts/account';
import type { AccountUser } from '@realty/shared/schemas';
import { deferred, renderWithApp, withLocationProbe } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { errorMessages } from './errors';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { RegisterForm } from './RegisterForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignInForm } from './SignInForm';

// The forms call the session calls of the kernel (shared/src/api/auth.ts) and the account contract's calls
// (shared/src/contracts/account/client.ts, tested there for paths and bodies) with the page's ApiClient; here they
// are replaced by mocks.
jest.mock('@realty/shared', () => {
  const actual = jest.requireActual<typeof Shared>('@realty/shared');
  return { ...actual, fetchCsrfCookie: jest.fn(), fetchUser: jest.fn() };
});
jest.mock('@realty/shared/contracts/account', () => {
  const actual = jest.requireActual<typeof Account>('@realty/shared/contracts/account');
  return {
    ...actual,
    login: jest.fn(),
    register: jest.fn(),
    requestPasswordReset: jest.fn(),
    checkPasswordResetToken: jest.fn(),
    resetPassword: jest.fn(),
  };
});

const USER: AccountUser = {
  id: 7,
  name: 'Ayşe',
  lastname: 'Yılmaz',
  email: 'ayse@example.com',
  phone: null,
  photo: null,
  photos: null,
  org_type: 'private',
  role: 'user',
  initials: 'AY',
  created_at: '2026-01-01T00:00:00.000Z',
};
const userReply = (user: AccountUser): UserReply => ({ data: user });
/** The server's reply to every registration, whether or not the address had an account. */
const NEUTRAL = 'Thank you! If this address already has an account, we have e-mailed it how to sign in.';
const messageReply = (message: string): MessageReply => ({ message });


const api = {
  csrf: jest.mocked(fetchCsrfCookie),
  user: jest.mocked(fetchUser),
  login: jest.mocked(login),
  register: jest.mocked(register),
  forgot: jest.mocked(requestPasswordReset),
  checkReset: jest.mocked(checkPasswordResetToken),
  reset: jest.mocked(resetPassword),
};

/** Default replies of the auth calls (each test changes the ones it is about). */
beforeEach(() => {
  api.csrf.mockImplementation(() => Promise.resolve());
  api.login.mockImplementation(() => Promise.resolve(userReply(USER)));
  api.register.mockImplementation(() => Promise.resolve(messageReply(NEUTRAL)));
  api.user.mockImplementation(() => Promise.resolve(userReply(USER)));
  api.forgot.mockImplementation(() => Promise.resolve(messageReply('sent')));
  api.checkReset.mockImplementation(() => Promise.resolve({ data: { valid: true } }));
  api.reset.mockImplementation(() => Promise.resolve(messageReply('done')));
});

const render = (ui: React.ReactElement, path = '/en') =>
  renderWithApp(withLocationProbe(ui), { lang: 'en', path, namespaces: { auth: { en, tr, ru } } });

const validation = new ApiError({
  status: 422,
  message: 'The given data was invalid.',
  errors: { email: ['E-mail taken.', 'second'], name: ['Name required.'], password: ['Too short.'], phone: ['Bad phone.'] },
});
const network = new ApiError({ status: 0, message: 'Network Error', network: true });

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
    const reply = deferred<UserReply>();
    api.login.mockImplementation(() => reply.promise);
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
    await act(async () => reply.resolve(userReply(USER)));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/profile/favorites'));
    expect(api.login).toHaveBeenCalledWith(expect.anything(), { email: 'ayse@example.com', password: 'secret-123' }, 'en');
    expect(store.auth.user?.id).toBe(7);
    expect(store.auth.redirectTarget).toBeNull();
    expect(store.ui.popup).toBeNull();
  });

  it('shows the error list and the network error', async () => {
    api.login
      .mockRejectedValueOnce(new ApiError({ status: 422, message: 'x', errors: { email: ['These credentials do not match our records.'] } }))
      .mockRejectedValueOnce(network);
    await render(<SignInForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('form-errors')).textContent).toContain('These credentials do not match our records.');
    expect(screen.getByTestId('sign-in-form').dataset.status).toBe('error');
    expect(screen.getByLabelText(/E-mail/).getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('form-errors').textContent).toContain('Network error'));
  });

  it('links switch to registration and forgot password', async () => {
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
    const reply = deferred<MessageReply>();
    api.register.mockImplementation(() => reply.promise);
    const { store } = await render(<RegisterForm />);
    expect(api.csrf).toHaveBeenCalled();
    expect(screen.getByTestId('register-form').dataset.status).toBe('idle');
    expect((screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement).value).toBe('TR');
    fill();
    expect((screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe('(532) 123 45 67');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('button', { name: 'Sending ...' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('register-form').dataset.status).toBe('sending');
    await act(async () => reply.resolve(messageReply(NEUTRAL)));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/profile/add'));
    expect(api.user).toHaveBeenCalled();
    expect(api.register).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ name: 'Ayşe', phone: '+905321234567', org_type: 'private', password_confirmation: 'long-enough-1' }),
      'en',
    );
    expect(store.auth.isAuthenticated).toBe(true);
    expect(store.auth.redirectTarget).toBeNull();
  });

  it('registering on the way somewhere (an invitation link, a gated page) goes on there, not to profile/add', async () => {
    const { store } = await render(<RegisterForm />);
    store.auth.setRedirectTarget('/en/profile/corporate?invite=abc.def&accept=1');
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/profile/corporate?invite=abc.def&accept=1'));
    expect(store.auth.isAuthenticated).toBe(true);
    expect(store.auth.redirectTarget).toBeNull();
  });

  it('an address that has an account: not signed in, "check your mail", and the way to sign in', async () => {
    api.user.mockImplementation(() => Promise.reject(new ApiError({ status: 401, message: 'Unauthenticated.' })));
    const { store } = await render(<RegisterForm />);
    store.auth.setRedirectTarget('/en/profile/favorites');
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const panel = await screen.findByTestId('register-check-mail');
    expect(panel.textContent).toContain('Check your mail');
    expect(panel.textContent).toContain('We have sent a message to ayse@example.com.');
    expect(screen.getByTestId('where').textContent).toBe('/en');
    expect(store.auth.isAuthenticated).toBe(false);
    expect(store.auth.redirectTarget).toBe('/en/profile/favorites');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(store.ui.popup).toBe('signIn');
  });

  it('someone else signed in already: still "check your mail", never their profile', async () => {
    api.user.mockImplementation(() => Promise.resolve(userReply({ ...USER, email: 'other@example.com' })));
    await render(<RegisterForm />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByTestId('register-check-mail')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/en');
  });

  it('lists the first error per field as bullets, and a network error', async () => {
    api.register.mockRejectedValueOnce(validation).mockRejectedValueOnce(network);
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

describe('RegisterForm: errors once, cleared on change; the agency of a corporate account', () => {
  // The API's message repeats the first field message (api/src/plugins/app/auth.ts sendFieldErrors).
  const laravelLike = new ApiError({
    status: 422,
    message: 'The name field is required.',
    errors: { name: ['The name field is required.'], email: ['The e-mail field is required.'] },
  });
  const count = (text: string) => (screen.getByTestId('register-form').textContent ?? '').split(text).length - 1;

  it('shows each message once, in the list; the field is marked and described by its line', async () => {
    api.register.mockRejectedValueOnce(laravelLike);
    await render(<RegisterForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const list = await screen.findByTestId('form-errors');
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['The name field is required.', 'The e-mail field is required.']);
    expect(count('The name field is required.')).toBe(1);
    expect(count('The e-mail field is required.')).toBe(1);
    expect(list.querySelector('p')?.textContent).toBe('Please check the form:');
    const name = screen.getByLabelText(/First name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('The name field is required.');
  });

  it('a changed field loses its message and its mark; the list goes when every field is changed', async () => {
    api.register.mockRejectedValueOnce(laravelLike);
    await render(<RegisterForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByTestId('form-errors');
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Ayşe' } });
    expect(screen.getByLabelText(/First name/).getAttribute('aria-invalid')).toBeNull();
    expect(count('The name field is required.')).toBe(0);
    expect(screen.getByLabelText(/E-mail/).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ayse@example.com' } });
    expect(screen.queryByTestId('form-errors')).toBeNull();
    expect(screen.getByTestId('register-form').dataset.status).toBe('idle');
  });

  it('"Agency or developer" asks for the agency name and sends it as agency_name; a private account sends none', async () => {
    api.register
      .mockRejectedValueOnce(new ApiError({ status: 422, message: 'The agency name field is required.', errors: { agency_name: ['The agency name field is required.'] } }))
      .mockImplementation(() => Promise.resolve(messageReply(NEUTRAL)));
    await render(<RegisterForm />);
    expect(screen.queryByLabelText(/Agency or company name/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Agency or developer' }));
    const agency = screen.getByLabelText(/Agency or company name/);
    expect(agency.hasAttribute('required')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByTestId('form-errors')).textContent).toContain('The agency name field is required.');
    expect(screen.getByLabelText(/Agency or company name/).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText(/Agency or company name/), { target: { value: 'Akdeniz Emlak' } });
    expect(screen.queryByTestId('form-errors')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(api.register).toHaveBeenCalledTimes(2));
    expect(api.register).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ org_type: 'corporate', agency_name: 'Akdeniz Emlak' }), 'en');
  });

  it('a private account has no agency field and sends no agency_name', async () => {
    api.register.mockImplementation(() => Promise.resolve(messageReply(NEUTRAL)));
    await render(<RegisterForm />);
    fireEvent.click(screen.getByRole('radio', { name: 'Agency or developer' }));
    fireEvent.change(screen.getByLabelText(/Agency or company name/), { target: { value: 'Akdeniz Emlak' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Private person' }));
    expect(screen.queryByLabelText(/Agency or company name/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(api.register).toHaveBeenCalledTimes(1));
    expect(api.register.mock.calls[0]?.[1]).not.toHaveProperty('agency_name');
    expect(api.register.mock.calls[0]?.[1]).toMatchObject({ org_type: 'private' });
  });
});

describe('ForgotPasswordForm', () => {
  it('sends a real request and shows the neutral message; errors and network errors are listed', async () => {
    const reply = deferred<MessageReply>();
    api.forgot
      .mockRejectedValueOnce(new ApiError({ status: 422, message: 'x', errors: { email: ['The e-mail must be a valid e-mail address.'] } }))
      .mockRejectedValueOnce(network)
      .mockReturnValueOnce(reply.promise);
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
    await act(async () => reply.resolve(messageReply('If an account exists for this e-mail, we have sent a link.')));
    expect(await screen.findByText(/If an account exists/)).toBeTruthy();
    expect(api.forgot).toHaveBeenLastCalledWith(expect.anything(), 'nobody@example.com', 'en');
  });
});

describe('ResetPasswordForm', () => {
  it('without a token asks for the e-mailed link; an invalid link offers a new one', async () => {
    api.checkReset.mockImplementation(() => Promise.resolve({ data: { valid: false } }));
    const first = await render(<ResetPasswordForm token={null} />);
    expect(screen.getByTestId('reset-form').dataset.status).toBe('missing');
    first.unmount();
    const { store } = await act(() => render(<ResetPasswordForm token={'t'.repeat(40)} />));
    await waitFor(() => expect(screen.getByTestId('reset-form').dataset.status).toBe('invalid'));
    fireEvent.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(store.ui.popup).toBe('forgot');
  });

  it('idle → sending → success, with errors listed on failure', async () => {
    const reply = deferred<MessageReply>();
    api.reset
      .mockRejectedValueOnce(new ApiError({ status: 422, message: 'x', errors: { password: ['The password confirmation does not match.'] } }))
      .mockReturnValueOnce(reply.promise);
    await act(() => render(<ResetPasswordForm token={'t'.repeat(40)} />));
    await waitFor(() => expect(screen.getByTestId('reset-form').dataset.status).toBe('idle'));
    fireEvent.change(screen.getByLabelText(/New password/), { target: { value: 'new-password-1' } });
    fireEvent.change(screen.getByLabelText(/Repeat the password/), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect((await screen.findByTestId('form-errors')).textContent).toContain('does not match');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('button', { name: 'Sending ...' })).toHaveProperty('disabled', true);
    await act(async () => reply.resolve(messageReply('Your password has been changed.')));
    expect(screen.getByTestId('reset-form').dataset.status).toBe('success');
  });
});
