// The moderation page: the queue with its reasons, reports and duplicate candidates side by side; reject asks for a
// reason (required) and sends it; approve answers in place.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchRoute, type ListingCardData } from '@realty/shared';
import type { ModerationItem } from '@realty/shared/contracts/admin';
import { mockApi, renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import AdminModerationPage from '../pages/AdminModerationPage';

const card = (id: number): ListingCardData => ({
  id,
  url: `/en/real-estate/ad/${id}`,
  title: `Flat #${id}`,
  deal_type: 'sale',
  property_type: { code: 'apartment', title: 'Apartment' },
  place: { region: { code: 'antalya', title: 'Antalya' }, city: { code: 'alanya', title: 'Alanya' }, district: null, label: 'Alanya, Antalya' },
  price: { amount: 150000, currency: 'EUR', prices: { TRY: 5_250_000, USD: 162_000, EUR: 150_000, RUB: 14_900_000 } },
  short_description: 'Sea view.',
  characteristics: { rooms: '2+1', area: 100, floor: 3, floors: 8, bathrooms: 1, year_built: 2020, distance_to_sea: 300 },
  gallery: [],
  photo_count: 0,
  agent: null,
  agency: null,
  views: 1,
  created_at: '2026-11-01T10:00:00.000Z',
  published_at: '2026-11-01T10:00:00.000Z',
});

const item = (id: number, extra: Partial<ModerationItem> = {}): ModerationItem => ({
  id,
  card: card(id),
  status: 'active',
  moderation_status: 'pending',
  moderation_reason: null,
  reasons: ['new'],
  owner: { id: 3, name: 'Mehmet Öztürk', email: 'mehmet@example.com', blocked: false },
  reports: [],
  duplicates: [],
  updated_at: '2026-11-02T10:00:00.000Z',
  ...extra,
});

it('shows the queue, rejects with a required reason and approves', async () => {
  const { calls } = mockApi(({ method, path, data }) => {
    if (method === 'GET' && path.endsWith('/api/admin/moderation')) {
      return {
        data: {
          data: [
            item(1, { duplicates: [{ match: 'photo', card: card(9), status: 'active' }] }),
            item(2, { reasons: ['reported'], reports: [{ id: 5, reason: 'fraud', comment: 'Fake price', created_at: '2026-11-02T10:00:00.000Z' }] }),
          ],
          meta: { current_page: 1, last_page: 1, total: 2, per_page: 10 },
        },
      };
    }
    if (path.endsWith('/api/admin/moderation/1/reject')) {
      return { data: { message: 'Listing rejected; the owner has been e-mailed.', data: { id: 1, status: 'hidden', moderation_status: 'rejected', moderation_reason: (data as { reason: string }).reason } } };
    }
    if (path.endsWith('/api/admin/moderation/2/approve')) {
      return { data: { message: 'Listing approved.', data: { id: 2, status: 'active', moderation_status: 'approved', moderation_reason: null } } };
    }
    return undefined;
  });
  const match = matchRoute('/en/admin/moderation')!;
  await renderWithApp(<AdminModerationPage lang="en" route={match.route} rest="" />, { lang: 'en', path: '/en/admin/moderation', namespaces: { admin: { en, tr, ru } } });
  const items = await screen.findAllByTestId('moderation-item');
  expect(items).toHaveLength(2);
  expect(screen.getByText('In the queue: 2')).toBeTruthy();
  const first = items[0]!;
  expect(within(first).getByText('New')).toBeTruthy();
  expect(within(within(first).getByTestId('duplicates')).getByText('Same photo')).toBeTruthy();
  expect(within(first).getByText('Flat #9')).toBeTruthy();
  expect(within(items[1]!).getByText(/Fraud or a fake listing: Fake price/)).toBeTruthy();

  fireEvent.click(within(first).getByTestId('reject'));
  const dialog = await screen.findByTestId('reject-dialog');
  fireEvent.click(within(dialog).getByTestId('reject-submit'));
  expect(within(dialog).getByRole('alert').textContent).toBe('Enter the reason.');
  fireEvent.change(within(dialog).getByLabelText('Reason (sent to the owner)'), { target: { value: 'Photos of another flat' } });
  fireEvent.click(within(dialog).getByTestId('reject-submit'));
  await waitFor(() => expect(screen.queryByTestId('reject-dialog')).toBeNull());
  expect(within(first).getByText('Listing rejected; the owner has been e-mailed.')).toBeTruthy();
  expect(calls.find((c) => c.path.endsWith('/1/reject'))?.data).toEqual({ reason: 'Photos of another flat' });

  fireEvent.click(within(items[1]!).getByTestId('approve'));
  await waitFor(() => expect(within(items[1]!).getByText('Listing approved.')).toBeTruthy());
});
