// profile/viewings: confirmed viewings as an agenda grouped by Istanbul day, with the listing, the other party and a
// link to the thread; the empty state.
import { screen, within } from '@testing-library/react';
import { matchRoute, type Lang } from '@realty/shared';
import { mockApi, renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import messagesEn from './i18n/en.json';
import messagesTr from './i18n/tr.json';
import messagesRu from './i18n/ru.json';
import { bare, entry } from './fixtures';
import ViewingsPage from './ViewingsPage';

const render = (lang: Lang = 'en') => {
  const match = matchRoute(`/${lang}/profile/viewings`)!;
  return renderWithApp(<ViewingsPage lang={lang} route={match.route} rest="" />, { lang, path: `/${lang}/profile/viewings`, namespaces: { profile: { en, tr, ru }, profileMessages: { en: messagesEn, tr: messagesTr, ru: messagesRu } } });
};

it('groups confirmed viewings by Istanbul day, soonest first, with a link to each thread', async () => {
  const { calls } = mockApi(({ path }) =>
    bare(path) === '/api/viewings'
      ? {
          data: {
            data: [
              // 22:30Z on 1 December is already 2 December in Istanbul.
              entry(3, '2026-12-01T22:30:00.000Z', { conversation_id: 8, role: 'buyer' }),
              entry(1, '2026-12-01T07:00:00.000Z'),
              entry(2, '2026-12-01T11:00:00.000Z', { conversation_id: 6 }),
            ],
          },
        }
      : undefined,
  );
  await render();
  const days = await screen.findAllByTestId('viewing-day');
  expect(days.map((d) => d.getAttribute('data-day'))).toEqual(['2026-12-01', '2026-12-02']);
  expect(days[0]!.querySelector('h2')?.textContent).toMatch(/^Tuesday,? 1 December 2026$/);
  const first = within(days[0]!).getAllByTestId('viewing-entry');
  expect(first).toHaveLength(2);
  expect(first[0]!.textContent).toContain('10:00');
  expect(first[0]!.textContent).toContain('Sea view flat');
  expect(first[0]!.textContent).toContain('with Ayşe Demir (buyer)');
  expect(within(first[1]!).getByTestId('viewing-thread').getAttribute('href')).toBe('/en/profile/messages/6');
  const second = within(days[1]!).getByTestId('viewing-entry');
  expect(second.textContent).toContain('01:30');
  expect(second.textContent).toContain('(seller)');
  expect(typeof calls[0]?.params.from).toBe('string');
});

it('says when nothing is planned', async () => {
  mockApi(({ path }) => (bare(path) === '/api/viewings' ? { data: { data: [] } } : undefined));
  await render('ru');
  expect((await screen.findByTestId('viewings-empty')).textContent).toBe('Предстоящих подтверждённых просмотров нет.');
});
