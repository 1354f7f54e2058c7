// profile/my "Recently deleted": the listings the API lists with their dates (and the author for an agency owner's
// team); "Restore" calls the restore endpoint, drops the item and tells the page to reload its tabs.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListingCardData } from '@realty/shared';
import type { DeletedListing } from '@realty/shared/contracts/account';
import { mockApi, renderWithApp } from '@realty/shared/testing';
import { en, tr, ru } from '../testing/texts';
import { DeletedListings } from './DeletedListings';

const card = (id: number, title: string) => ({ id, title, url: `/en/real-estate/ad/${id}`, gallery: [`/uploads/listings/${id}/a-card.webp`] }) as unknown as ListingCardData;
const items: DeletedListing[] = [
  { card: card(7, 'Sea view flat'), deleted_at: '2026-11-20T10:00:00.000Z', restore_until: '2026-12-20T10:00:00.000Z', author: null },
  { card: card(8, 'Garden villa'), deleted_at: '2026-11-18T10:00:00.000Z', restore_until: '2026-12-18T10:00:00.000Z', author: 'Mehmet Kaya' },
];

it('lists recently deleted listings and restores one', async () => {
  const { calls } = mockApi(({ method, path }) => {
    if (method === 'GET' && path === '/en/api/user/list/deleted') return { data: { data: items, meta: { current_page: 1, last_page: 1, total: 2, per_page: 20 } } };
    if (method === 'POST' && path === '/en/api/user/list/8/restore') return { data: { message: 'Listing restored.', data: { id: 8, status: 'active' } } };
    return undefined;
  });
  const onRestored = jest.fn();
  await renderWithApp(<DeletedListings lang="en" onRestored={onRestored} />, { lang: 'en', path: '/en/profile/my', namespaces: { profile: { en, tr, ru } } });
  const rows = await screen.findAllByTestId('deleted-listing');
  expect(rows).toHaveLength(2);
  const [own, team] = rows as [HTMLElement, HTMLElement];
  expect(own.textContent).toContain('Deleted 20 November 2026 · can be restored until 20 December 2026');
  expect(own.textContent).not.toContain('Agent:');
  expect(team.textContent).toContain('Agent: Mehmet Kaya');
  fireEvent.click(within(team).getByRole('button', { name: /^Restore ?: Garden villa$/ }));
  await waitFor(() => expect(screen.getAllByTestId('deleted-listing')).toHaveLength(1));
  expect(calls.some((c) => c.method === 'POST' && c.path === '/en/api/user/list/8/restore')).toBe(true);
  expect(onRestored).toHaveBeenCalledTimes(1);
});

it('says so when nothing was deleted', async () => {
  mockApi(({ path }) => (path === '/ru/api/user/list/deleted' ? { data: { data: [], meta: { current_page: 1, last_page: 1, total: 0, per_page: 20 } } } : undefined));
  await renderWithApp(<DeletedListings lang="ru" onRestored={() => {}} />, { lang: 'ru', path: '/ru/profile/my', namespaces: { profile: { en, tr, ru } } });
  expect(await screen.findByText('За последние 30 дней объявления не удалялись.')).toBeTruthy();
});
