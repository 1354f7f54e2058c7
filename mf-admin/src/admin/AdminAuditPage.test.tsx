// The audit log page: rows from GET /api/admin/audit (who, when, what, before/after), the filter by record type,
// and "show more" paging on with the keyset cursor.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchRoute } from '@realty/shared';
import { mockApi, renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import AdminAuditPage from '../pages/AdminAuditPage';

const row = (id: number, action: string, entity_type = 'listing') => ({
  id,
  at: '2026-05-01T10:00:00.000Z',
  action,
  entity_type,
  entity_id: String(100 + id),
  actor: id === 1 ? null : { id: 9, name: 'Selin Aydın', email: 'selin@example.com' },
  before: { moderation_status: 'pending' },
  after: { moderation_status: 'approved' },
});

it('lists the log, filters by type and pages on', async () => {
  const { calls } = mockApi(({ path, params }) => {
    if (!path.endsWith('/api/admin/audit')) return undefined;
    if (params?.before === 2) return { data: { data: [row(1, 'user.grant_admin', 'user')], next_before: null } };
    if (params?.entity_type === 'user') return { data: { data: [row(1, 'user.grant_admin', 'user')], next_before: null } };
    return { data: { data: [row(3, 'listing.approve'), row(2, 'listing.hide')], next_before: 2 } };
  });
  const match = matchRoute('/en/admin/audit')!;
  await renderWithApp(<AdminAuditPage lang="en" route={match.route} rest="" />, { lang: 'en', path: '/en/admin/audit', namespaces: { admin: { en, tr, ru } } });
  const table = await screen.findByTestId('audit-table');
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  // actions as people read them, the code kept in the title; the record type translated too
  expect(within(table).getAllByTestId('audit-action').map((cell) => [cell.textContent, cell.getAttribute('title')])).toEqual([
    ['Listing approved', 'listing.approve'],
    ['Listing hidden', 'listing.hide'],
  ]);
  expect(table.textContent).not.toContain('listing.approve');
  expect(table.textContent).toContain('Listing #103');
  expect(table.textContent).toContain('Selin Aydın (selin@example.com)');
  expect(table.textContent).toContain('"moderation_status": "approved"');

  fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
  await waitFor(() => expect(within(screen.getByTestId('audit-table')).getAllByRole('row')).toHaveLength(4));
  expect(screen.getByTestId('audit-table').textContent).toContain('Command line');
  expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();

  fireEvent.change(screen.getByLabelText('Record type'), { target: { value: 'user' } });
  await waitFor(() => expect(within(screen.getByTestId('audit-table')).getAllByRole('row')).toHaveLength(2));
  expect(calls.some((c) => c.params?.entity_type === 'user')).toBe(true);
});
