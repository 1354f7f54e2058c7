// profile/import: the "full stock" box (it hides listings) starts unticked and the upload says so; a run's table names
// each field in the page language and shows every message of a row, not only the first.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Lang } from '@realty/shared';
import { mockApi, renderWithApp } from '@realty/shared/testing';
import { en, tr, ru } from '../testing/texts';
import { RunView } from './RunView';
import { UploadForm } from './UploadForm';
import type { ImportRunReply } from '@realty/shared/contracts/agencies';

const namespaces = { profile: { en, tr, ru } };

it('the full-stock box starts unticked, so an upload hides nothing unless it is ticked', async () => {
  const { calls } = mockApi(({ path }) => (path.endsWith('/api/import') ? { status: 202, data: { data: { id: 7 }, message: 'ok' } } : undefined));
  const started = jest.fn();
  await renderWithApp(<UploadForm onStarted={started} />, { lang: 'en', path: '/en/profile/import', namespaces });
  const box = screen.getByRole('checkbox', { name: en.import.fullFeed });
  expect((box as HTMLInputElement).checked).toBe(false);
  const input = screen.getByLabelText(en.import.file);
  fireEvent.change(input, { target: { files: [new File(['<realty-feed/>'], 'feed.xml', { type: 'text/xml' })] } });
  fireEvent.click(screen.getByRole('button', { name: en.import.start }));
  await waitFor(() => expect(started).toHaveBeenCalledWith(7));
  const sent = calls.find((c) => c.path.endsWith('/api/import'))?.data as FormData;
  expect(sent.get('full_feed')).toBe('0');

  fireEvent.click(box);
  fireEvent.click(screen.getByRole('button', { name: en.import.start }));
  await waitFor(() => expect(started).toHaveBeenCalledTimes(2));
  expect((calls.filter((c) => c.path.endsWith('/api/import'))[1]?.data as FormData).get('full_feed')).toBe('1');
});

const run = (messages: Record<string, string[]>): ImportRunReply => ({
  data: {
    id: 3,
    format: 'csv',
    source: 'stock.csv',
    status: 'done',
    full_feed: false,
    processed: 1,
    counts: { created: 0, updated: 0, unchanged: 0, removed: 0, failed: 1 },
    error: null,
    created_at: '2026-11-20T10:00:00.000Z',
    finished_at: '2026-11-20T10:00:01.000Z',
    rows: [{ row: 2, external_id: 'C-3', title: null, result: 'failed', listing_url: null, messages }],
    rows_meta: { current_page: 1, last_page: 1, total: 1, per_page: 100 },
  },
});

const cases: Array<[Lang, Record<string, string[]>, string[]]> = [
  [
    'tr',
    // in the server's order (jsonb keeps no order); shown in the order of the file's columns
    { city: ['Bilinmeyen ilçe: Nowhere'], yearBuilt: ['Geçerli bir sayı değil: 1066'], area: ['Geçerli bir sayı değil: a', 'Geçerli bir sayı değil: b'], price: ['Geçerli bir sayı değil: -5'] },
    ['İlçe: Bilinmeyen ilçe: Nowhere', 'Fiyat: Geçerli bir sayı değil: -5', 'Alan: Geçerli bir sayı değil: a', 'Alan: Geçerli bir sayı değil: b', 'Yapım yılı: Geçerli bir sayı değil: 1066'],
  ],
  [
    'ru',
    { property_type: ['Неизвестный тип недвижимости: castle'], bathrooms: ['Некорректное число: во дворе'], currency: ['Неизвестная валюта: XYZ'] },
    ['Тип недвижимости: Неизвестный тип недвижимости: castle', 'Валюта: Неизвестная валюта: XYZ', 'Санузлы: Некорректное число: во дворе'],
  ],
  ['en', { deal_type: ['Required'], eids: ['No EİDS number'], mystery: ['Kept as sent'] }, ['Deal type: Required', 'EİDS number: No EİDS number', 'mystery: Kept as sent']],
];

it.each(cases)('a failed row in %s lists every message under its field’s translated name', async (lang, messages, expected) => {
  mockApi(({ path }) => (path.endsWith('/api/import/3') ? { data: run(messages) } : undefined));
  await renderWithApp(<RunView id={3} onFinished={() => undefined} />, { lang, path: `/${lang}/profile/import`, namespaces });
  const table = await screen.findByTestId('import-rows');
  const items = within(table).getAllByRole('listitem').map((li) => li.textContent);
  expect(items).toEqual(expected);
});
