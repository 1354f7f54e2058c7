// The moderation page's "Reported users" (issue 30): each open report with both parties (the reported one linked to
// their admin page), reason, comment, time and the thread's last messages (read-only); Resolve answers in place; an
// empty queue says so. The same keys exist in the three languages.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchRoute } from '@realty/shared';
import type { UserReportItem } from '@realty/shared/contracts/admin';
import { mockApi, renderWithApp, type MockHandler } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import AdminModerationPage from '../pages/AdminModerationPage';

const report = (id: number, extra: Partial<UserReportItem> = {}): UserReportItem => ({
  id,
  reason: 'fraud',
  comment: 'Asked for a deposit by bank transfer',
  created_at: '2026-11-20T09:30:00.000Z',
  reporter: { id: 4, name: 'Anna Petrova', email: 'anna@example.com', deleted: false },
  reported: { id: 7, name: 'Kemal Yılmaz', email: 'kemal@example.com', deleted: false },
  conversation_id: 12,
  messages: [
    { id: 100, sender_id: 4, text: 'Can I see the flat on Saturday?', created_at: '2026-11-20T09:00:00.000Z' },
    { id: 101, sender_id: 7, text: 'Send 500 EUR first to hold it.', created_at: '2026-11-20T09:10:00.000Z' },
  ],
  ...extra,
});

const render = async (handler: MockHandler) => {
  const api = mockApi((request) => {
    // The listings queue above is empty: these tests are about the reported users.
    if (request.method === 'GET' && request.path.endsWith('/api/admin/moderation')) {
      return { data: { data: [], meta: { current_page: 1, last_page: 1, total: 0, per_page: 10 } } };
    }
    return handler(request);
  });
  const match = matchRoute('/en/admin/moderation')!;
  await renderWithApp(<AdminModerationPage lang="en" route={match.route} rest="" />, {
    lang: 'en',
    path: '/en/admin/moderation',
    namespaces: { admin: { en, tr, ru } },
  });
  return api;
};

const keys = (tree: unknown, prefix = ''): string[] =>
  tree && typeof tree === 'object' ? Object.entries(tree).flatMap(([k, v]) => keys(v, `${prefix}${k}.`)) : [prefix];

it('shows a report with both parties, the labelled thread, and resolves it in place', async () => {
  const { calls } = await render(({ method, path }) => {
    if (method === 'GET' && path.endsWith('/api/admin/moderation/user-reports')) {
      return {
        data: {
          data: [report(3), report(5, { comment: null, reason: 'spam', reporter: { id: null, name: '', email: null, deleted: true }, messages: [] })],
          meta: { current_page: 1, last_page: 1, total: 2 },
        },
      };
    }
    if (method === 'POST' && path.endsWith('/api/admin/moderation/user-reports/3/resolve')) return { data: { message: 'Report resolved.' } };
    return undefined;
  });
  const section = await screen.findByTestId('user-reports');
  expect(within(section).getByRole('heading', { level: 2, name: 'Reported users' })).toBeTruthy();
  const items = await within(section).findAllByTestId('user-report');
  expect(items).toHaveLength(2);
  expect(within(section).getByText('Open reports: 2')).toBeTruthy();

  const first = items[0]!;
  const reported = within(first).getByTestId('report-reported');
  expect(within(reported).getByRole('link', { name: 'Kemal Yılmaz' }).getAttribute('href')).toBe('/en/admin/users/7');
  expect(reported.textContent).toContain('kemal@example.com');
  expect(within(first).getByTestId('report-reporter').textContent).toContain('Anna Petrova');
  expect(within(first).getAllByText('Fraud or deposit request').length).toBeGreaterThan(0);
  expect(within(first).getByText('Asked for a deposit by bank transfer')).toBeTruthy();
  expect(first.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-20T09:30:00.000Z');
  // The thread is a list named by its read-only label, each message with its author.
  const thread = within(first).getByRole('list', { name: 'Last messages of the conversation (read-only)' });
  const lines = within(thread).getAllByRole('listitem');
  expect(lines.map((l) => l.querySelector('strong')?.textContent)).toEqual(['Anna Petrova', 'Kemal Yılmaz']);
  expect(lines[1]!.textContent).toContain('Send 500 EUR first to hold it.');
  expect(within(first).getByTestId('report-user-page').getAttribute('href')).toBe('/en/admin/users/7');

  // A deleted reporter, no comment, no messages.
  const second = items[1]!;
  expect(within(second).getByTestId('report-reporter').textContent).toContain('deleted account');
  expect(within(within(second).getByTestId('report-reporter')).queryByRole('link')).toBeNull();
  expect(within(second).queryByText('Comment')).toBeNull();
  expect(within(second).getByText('The conversation has no messages.')).toBeTruthy();

  fireEvent.click(within(first).getByTestId('resolve-report'));
  await waitFor(() => expect(within(first).getByText('Report resolved.')).toBeTruthy());
  expect(within(first).queryByTestId('resolve-report')).toBeNull();
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([expect.stringMatching(/\/api\/admin\/moderation\/user-reports\/3\/resolve$/)]);
  expect(within(second).getByTestId('resolve-report')).toBeTruthy();
});

it('keeps the buttons and says why when resolving fails', async () => {
  await render(({ method, path }) => {
    if (method === 'GET' && path.endsWith('/user-reports')) return { data: { data: [report(3)], meta: { current_page: 1, last_page: 1, total: 1 } } };
    if (method === 'POST') return { status: 404, data: { message: 'Report not found.' } };
    return undefined;
  });
  const [item] = await screen.findAllByTestId('user-report');
  fireEvent.click(within(item!).getByTestId('resolve-report'));
  await waitFor(() => expect(within(screen.getByTestId('user-reports')).getByRole('status').textContent).toBe('Report not found.'));
  expect(within(item!).getByTestId('resolve-report')).toBeTruthy();
});

it('says when no user report is open', async () => {
  await render(({ path }) => (path.endsWith('/user-reports') ? { data: { data: [], meta: { current_page: 1, last_page: 1, total: 0 } } } : undefined));
  expect((await screen.findByTestId('user-reports-empty')).textContent).toBe('No open reports of users.');
  expect(screen.queryAllByTestId('user-report')).toHaveLength(0);
});

it('has the same reported-users keys in tr, en and ru', () => {
  expect(keys(tr.admin.userReports)).toEqual(keys(en.admin.userReports));
  expect(keys(ru.admin.userReports)).toEqual(keys(en.admin.userReports));
});
