// "Report this listing": a reason is required; the report goes to the API and the thanks replace the button.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithApp } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { ReportListing } from './ReportListing';

it('asks for a reason, sends the report and thanks the visitor (tr)', async () => {
  const { calls } = mockApi(({ path }) => (path.endsWith('/api/realty/42/report') ? { status: 201, data: { message: 'Teşekkürler. Moderatörlerimiz bu ilanı inceleyecek.' } } : undefined));
  await renderWithApp(<ReportListing id={42} lang="tr" />, { lang: 'tr', namespaces: { listing: { en, tr, ru } } });
  fireEvent.click(screen.getByRole('button', { name: 'Bu ilanı bildir' }));
  const dialog = await screen.findByTestId('report-dialog');
  fireEvent.click(within(dialog).getByTestId('report-submit'));
  expect(within(dialog).getByText('Bir neden seçin.')).toBeTruthy();
  fireEvent.change(within(dialog).getByLabelText(/Neden/), { target: { value: 'duplicate' } });
  fireEvent.change(within(dialog).getByLabelText('Açıklama (isteğe bağlı)'), { target: { value: ' Aynı ilan iki kez ' } });
  fireEvent.click(within(dialog).getByTestId('report-submit'));
  await waitFor(() => expect(screen.getByTestId('report-done').textContent).toBe('Teşekkürler. Moderatörlerimiz bu ilanı inceleyecek.'));
  expect(calls.map((c) => [c.method, c.path, c.data])).toEqual([['POST', '/tr/api/realty/42/report', { reason: 'duplicate', comment: 'Aynı ilan iki kez' }]]);
});
