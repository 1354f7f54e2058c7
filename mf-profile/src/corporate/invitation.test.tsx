// The invitation link's landing (profile/corporate?invite=): a visitor sees who invites whom and signs in or registers
// on the way, the link (token and the wish to accept) being where they come back to; back signed in, the invitation is
// accepted at once and the agency shows; a signed-in private account accepts with a click.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { matchRoute } from '@realty/shared';
import { mockApi, renderWithApp, withLocationProbe } from '@realty/shared/testing';
import { en, tr, ru } from '../testing/texts';
import CorporatePage from '../pages/CorporatePage';
import type { CorporateReply } from '@realty/shared/contracts/agencies';

const namespaces = { profile: { en, tr, ru } };
const TOKEN = 'abc.def';
const info = { data: { agency: 'Deniz Emlak', email: 'agent@example.com', post: 'Agent', expired: false, accepted: false } };
const none: CorporateReply = { data: { role: 'none', can_create: false, agency: null, team: [], invitations: [] } };
const joined: CorporateReply = {
  data: {
    role: 'agent',
    can_create: false,
    agency: {
      id: 3,
      name: 'Deniz Emlak',
      slug: 'deniz-emlak',
      url: '/en/real-estate-agency/deniz-emlak',
      logo: null,
      licence: null,
      description_tr: null,
      description_en: null,
      description_ru: null,
      phones: [],
      email: null,
      website: null,
      address: null,
      lat: null,
      lng: null,
      languages: [],
    },
    team: [],
    invitations: [],
  },
};
const PRIVATE = { id: 7, name: 'Ayşe', lastname: 'Yılmaz', org_type: 'private' as const };

function api() {
  return mockApi(({ method, path }) => {
    if (path.endsWith(`/api/agency/invitations/${encodeURIComponent(TOKEN)}`)) return { data: info };
    if (method === 'POST' && path.endsWith('/accept')) return { data: { message: 'You joined Deniz Emlak', ...joined } };
    if (path.endsWith('/api/agency')) return { data: none };
    return undefined;
  });
}

const page = (search: string) => {
  const match = matchRoute('/en/profile/corporate')!;
  return renderWithApp(withLocationProbe(<CorporatePage lang="en" route={match.route} rest="" />), {
    lang: 'en',
    path: `/en/profile/corporate${search}`,
    namespaces,
  });
};

it('signed out: the invitation, and "create an account and join" keeps the link (with the wish to accept) for afterwards', async () => {
  const { calls } = api();
  const { store } = await page(`?invite=${TOKEN}`);
  act(() => store.auth.setChecked());
  expect(await screen.findByText('Deniz Emlak invites agent@example.com to join its team as an agent.')).toBeTruthy();
  expect(calls.some((c) => c.path.endsWith('/api/agency'))).toBe(false); // nothing of the visitor's own to load
  fireEvent.click(screen.getByRole('button', { name: 'Create an account and join' }));
  expect(store.ui.popup).toBe('register');
  expect(store.auth.redirectTarget).toBe(`/en/profile/corporate?invite=${TOKEN}&accept=1`);
  act(() => store.ui.closePopup('register'));
  const required = jest.fn();
  store.bus.on('auth:required', required); // the shell opens the sign-in popup on it
  fireEvent.click(screen.getByRole('button', { name: 'Sign in and join' }));
  expect(required).toHaveBeenCalledWith({ redirect: `/en/profile/corporate?invite=${TOKEN}&accept=1` });
  expect(store.auth.redirectTarget).toBe(`/en/profile/corporate?invite=${TOKEN}&accept=1`);
});

it('back signed in with accept=1: accepted at once, the agency shows, and the URL drops accept', async () => {
  const { calls } = api();
  const { store } = await page(`?invite=${TOKEN}&accept=1`);
  act(() => {
    store.auth.setUser(PRIVATE);
    store.auth.setChecked();
  });
  expect(await screen.findByText('You joined Deniz Emlak')).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'Deniz Emlak' })).toBeTruthy();
  expect(screen.getByText('You are an agent of this agency.')).toBeTruthy();
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/en/profile/corporate?invite=${TOKEN}`));
  expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/accept'))).toHaveLength(1);
  expect(screen.queryByRole('button', { name: 'Join the agency' })).toBeNull();
});

it('signed in (a private account) without accept=1: it joins with a click', async () => {
  const { calls } = api();
  const { store } = await page(`?invite=${TOKEN}`);
  act(() => {
    store.auth.setUser(PRIVATE);
    store.auth.setChecked();
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Join the agency' }));
  expect(await screen.findByRole('heading', { name: 'Deniz Emlak' })).toBeTruthy();
  expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/accept'))).toHaveLength(1);
});
