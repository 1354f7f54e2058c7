// A field's error message goes as soon as the user changes that field (profile/info: details, password, e-mail).
import { act, fireEvent, screen } from '@testing-library/react';
import { matchRoute, type AuthUser } from '@realty/shared';
import { mockApi, renderWithApp } from '@realty/shared/testing';
import { en, tr, ru } from '../testing/texts';
import InfoPage from '../pages/InfoPage';
import { EmailSection } from './EmailSection';
import { withoutErrors } from './replyErrors';

const namespaces = { profile: { en, tr, ru } };
const user: AuthUser & { email: string } = { id: 7, name: 'Ayşe', lastname: 'Yılmaz', email: 'ayse@example.com', phone: '+905321112233', photo: null, org_type: 'private' };
const errorsShown = () => screen.queryAllByText(/./, { selector: '[id$="-error"]' }).map((el) => el.textContent);

jest.setTimeout(20_000);

it('withoutErrors drops the named fields and keeps the same object when there is nothing to drop', () => {
  const errors = { email: ['bad'], password: ['short'] };
  expect(withoutErrors(errors, 'email')).toEqual({ password: ['short'] });
  expect(withoutErrors(errors, 'name')).toBe(errors);
});

it('the e-mail form: changing a field clears its message, the other stays until changed', async () => {
  mockApi((req) =>
    req.method === 'GET'
      ? { data: { data: { email: user.email, pending: null } } }
      : { status: 422, data: { message: 'Fix it.', errors: { email: ['This e-mail is already registered.'], current_password: ['The current password is incorrect.'] } } },
  );
  await renderWithApp(<EmailSection lang="en" email={user.email} />, { namespaces });
  fireEvent.change(screen.getByLabelText('New e-mail', { exact: false }), { target: { value: 'taken@example.com' } });
  fireEvent.change(screen.getByLabelText('Current password', { exact: false }), { target: { value: 'wrong' } });
  fireEvent.click(screen.getByTestId('email-send'));
  expect(await screen.findByText('This e-mail is already registered.', { selector: '[id$="-error"]' })).toBeTruthy();
  expect(errorsShown()).toEqual(['This e-mail is already registered.', 'The current password is incorrect.']);

  fireEvent.change(screen.getByLabelText('New e-mail', { exact: false }), { target: { value: 'free@example.com' } });
  expect(errorsShown()).toEqual(['The current password is incorrect.']);
  fireEvent.change(screen.getByLabelText('Current password', { exact: false }), { target: { value: 'right-password' } });
  expect(errorsShown()).toEqual([]);
});

it('the password form: each field’s message goes when it changes; the confirmation clears the mismatch message', async () => {
  mockApi((req) => {
    if (req.method === 'PUT' && req.path === '/en/api/profile/password') {
      return {
        status: 422,
        data: { message: 'Fix it.', errors: { current_password: ['The current password is incorrect.'], password: ['The password confirmation does not match.'] } },
      };
    }
    if (req.path === '/en/api/profile') return { status: 422, data: { message: 'Fix it.', errors: { name: ['The name field is required.'] } } };
    return { data: { data: { email: user.email, pending: null } } };
  });
  const match = matchRoute('/en/profile/info')!;
  const { store } = await renderWithApp(<InfoPage lang="en" route={match.route} rest="" />, { lang: 'en', path: '/en/profile/info', namespaces });
  act(() => store.auth.setUser(user));

  const section = screen.getByRole('region', { name: 'Password' });
  const field = (label: string) => section.querySelector(`input[autocomplete="${label}"]`) as HTMLInputElement;
  fireEvent.change(field('current-password'), { target: { value: 'wrong' } });
  const [password, confirmation] = Array.from(section.querySelectorAll('input[autocomplete="new-password"]')) as HTMLInputElement[];
  fireEvent.change(password!, { target: { value: 'Kestane-Sokak-42' } });
  fireEvent.change(confirmation!, { target: { value: 'Kestane-Sokak-4' } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('The password confirmation does not match.', { selector: '[id$="-error"]' })).toBeTruthy();
  expect(errorsShown()).toEqual(['The current password is incorrect.', 'The password confirmation does not match.']);

  fireEvent.change(confirmation!, { target: { value: 'Kestane-Sokak-42' } });
  expect(errorsShown()).toEqual(['The current password is incorrect.']);
  fireEvent.change(field('current-password'), { target: { value: 'right' } });
  expect(errorsShown()).toEqual([]);

  // The details form works the same way.
  fireEvent.change((document.querySelector('input[autocomplete="given-name"]') as HTMLInputElement), { target: { value: '' } });
  fireEvent.click(screen.getByTestId('info-save'));
  expect(await screen.findByText('The name field is required.', { selector: '[id$="-error"]' })).toBeTruthy();
  fireEvent.change((document.querySelector('input[autocomplete="given-name"]') as HTMLInputElement), { target: { value: 'Ayşe' } });
  expect(errorsShown()).toEqual([]);
});
