// profile/invoice and the order dialog: invoices with status, amounts, bank details and the PDF; ordering a
// promotion sends the service, the listings and the display currency, and shows the server's field errors.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchRoute } from '@realty/shared';
import { mockApi, renderWithApp } from '@realty/shared/testing';
import { en, tr, ru } from '../testing/texts';
import InvoicePage from '../pages/InvoicePage';
import { OrderDialog } from './OrderDialog';
import type { Invoice } from '@realty/shared/contracts/billing';

const invoice = (over: Partial<Invoice> = {}): Invoice => ({
  id: 5,
  number: 'RT-2026-000005',
  status: 'unpaid',
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: null,
  cancelled_at: null,
  currency: 'TRY',
  subtotal: 625,
  vat_percent: 20,
  vat_amount: 125,
  total: 750,
  display_currency: 'EUR',
  display_total: 17.9,
  display_rate_date: '2026-11-19',
  items: [{ title: 'Promote to the top (7 days)', quantity: 1, unit_price: 625, net_amount: 625, vat_percent: 20, vat_amount: 125, amount: 750, days: 7, listings: [{ id: 42, title: 'Sea view flat', url: '/en/real-estate/ad/42' }] }],
  promotions: [{ listing_id: 42, kind: 'top', status: 'pending', starts_at: null, ends_at: null }],
  seller: { name: 'Seller', address: '', tax_office: '', tax_number: '', email: '', phone: '' },
  buyer: { name: 'Ayşe Yılmaz', address: 'Atatürk Cad. 12, Alanya', tax_office: '', tax_number: '10000000146', email: '', phone: '' },
  payment: {
    provider: 'bank_transfer',
    reference: 'RT-2026-000005',
    instructions: [
      { key: 'bank', value: 'Demo Bank A.Ş.' },
      { key: 'holder', value: 'Emlak Türkiye' },
      { key: 'iban', value: 'TR00 0000' },
      { key: 'reference', value: 'RT-2026-000005' },
    ],
  },
  pdf_url: '/en/api/invoices/5/pdf',
  ...over,
});

const namespaces = { profile: { en, tr, ru } };
const meta = { current_page: 1, last_page: 1, total: 2, per_page: 20 };

it('lists the invoices: status, amounts, bank details of unpaid ones, and the PDF link', async () => {
  mockApi(({ path }) =>
    path.endsWith('/api/invoices')
      ? {
          data: {
            data: [
              invoice(),
              invoice({ id: 4, number: 'RT-2026-000004', status: 'paid', paid_at: '2026-11-19T10:00:00.000Z', display_currency: 'TRY', display_total: 750, display_rate_date: null }),
              // converted at a rate from a year before the invoice (the rate job could not reach the bank): not shown
              invoice({ id: 3, number: 'RT-2026-000003', display_currency: 'USD', display_total: 17.88, display_rate_date: '2025-11-20' }),
            ],
            meta,
          },
        }
      : undefined,
  );
  const match = matchRoute('/en/profile/invoice')!;
  await renderWithApp(<InvoicePage lang="en" route={match.route} rest="" />, { lang: 'en', path: '/en/profile/invoice', namespaces });
  const cards = await screen.findAllByTestId('invoice');
  expect(cards).toHaveLength(3);
  const [unpaid, paid, stale] = cards as [HTMLElement, HTMLElement, HTMLElement];
  expect(within(unpaid).getByRole('heading', { name: 'Invoice RT-2026-000005' })).toBeTruthy();
  expect(within(unpaid).getByTestId('invoice-status').textContent).toBe('Unpaid');
  expect(within(unpaid).getByTestId('invoice-total').textContent).toBe('₺750.00 ≈ €17.90 at the CBRT rate of 19.11.2026');
  expect(unpaid.textContent).toContain('Subtotal (net)₺625.00');
  expect(unpaid.textContent).toContain('VAT (20%)₺125.00');
  expect(unpaid.textContent).toContain('Billed toAyşe YılmazTax no. 10000000146');
  expect(within(stale).getByTestId('invoice-total').textContent).toBe('₺750.00');
  expect(within(stale).queryByTestId('invoice-approx')).toBeNull();
  expect(unpaid.textContent).toContain('TR00 0000');
  expect(within(unpaid).getByRole('link', { name: 'Sea view flat' }).getAttribute('href')).toBe('/en/real-estate/ad/42');
  expect(within(unpaid).getByTestId('invoice-pdf').getAttribute('href')).toBe('/en/api/invoices/5/pdf');
  expect(within(paid).getByTestId('invoice-status').textContent).toBe('Paid');
  expect(paid.textContent).not.toContain('IBAN');
  expect(paid.textContent).toContain('Paid on');
});

it('shows an empty list', async () => {
  mockApi(({ path }) => (path.endsWith('/api/invoices') ? { data: { data: [], meta: { ...meta, total: 0 } } } : undefined));
  const match = matchRoute('/en/profile/invoice')!;
  await renderWithApp(<InvoicePage lang="en" route={match.route} rest="" />, { lang: 'en', path: '/en/profile/invoice', namespaces });
  expect(await screen.findByText('You have no invoices yet.')).toBeTruthy();
});

it('orders a service for the chosen listing and shows field errors from the server', async () => {
  const services = [
    { code: 'promote_top_7', title: 'Promote to the top (7 days)', description: 'Top 7 days', price: 750, currency: 'TRY', duration_days: 7, listings_quota: null },
    { code: 'package_10', title: 'Package of 10 listings', description: '10 listings', price: 3000, currency: 'TRY', duration_days: 30, listings_quota: 10 },
  ];
  const own = [
    { id: 42, title: 'Sea view flat', place: { label: 'Alanya, Antalya' } },
    { id: 43, title: 'Villa', place: { label: 'Kaş, Antalya' } },
  ];
  let fail = true;
  const { calls } = mockApi(({ method, path }) => {
    if (path.endsWith('/api/services')) return { data: { data: services } };
    if (path.endsWith('/api/invoices/billing')) return { data: { data: SAVED } };
    if (path.endsWith('/api/user/list')) return { data: { data: own, meta: { ...meta, counts: { active: 2, hidden: 0 } } } };
    if (method === 'POST' && path.endsWith('/api/invoices')) {
      if (fail) {
        fail = false;
        return { status: 422, data: { message: 'Only your own active listings can be promoted.', errors: { listing_ids: ['Only your own active listings can be promoted.'] } } };
      }
      return { status: 201, data: { message: 'Invoice RT-2026-000005 created.', data: invoice() } };
    }
    return undefined;
  });
  const ordered = jest.fn();
  await renderWithApp(<OrderDialog lang="en" service="package_10" onClose={() => {}} onOrdered={ordered} />, { lang: 'en', namespaces });
  const dialog = await screen.findByTestId('order-dialog');
  expect(((await within(dialog).findByTestId('order-service-package_10')) as HTMLInputElement).checked).toBe(true);
  expect(within(dialog).getByText('Listings (up to 10)')).toBeTruthy();
  fireEvent.click(within(dialog).getByTestId('order-listing-42'));
  fireEvent.click(within(dialog).getByTestId('order-listing-43'));
  fireEvent.click(within(dialog).getByTestId('order-submit'));
  expect(await within(dialog).findByText('Only your own active listings can be promoted.')).toBeTruthy();
  const post = calls.find((c) => c.method === 'POST');
  expect(post?.data).toEqual({ service: 'package_10', listing_ids: [42, 43], currency: 'EUR', billing: BILLING });

  // one listing for a single service: the choice is a radio group
  fireEvent.click(within(dialog).getByTestId('order-service-promote_top_7'));
  expect((within(dialog).getByTestId('order-listing-42') as HTMLInputElement).type).toBe('radio');
  fireEvent.click(within(dialog).getByTestId('order-listing-42'));
  fireEvent.click(within(dialog).getByTestId('order-submit'));
  await waitFor(() => expect(ordered).toHaveBeenCalledWith(expect.objectContaining({ number: 'RT-2026-000005' }), 'Invoice RT-2026-000005 created.'));
  expect(calls.filter((c) => c.method === 'POST').at(-1)?.data).toEqual({ service: 'promote_top_7', listing_ids: [42], currency: 'EUR', billing: BILLING });
});

const BILLING = { name: 'Ayşe Yılmaz', address: 'Atatürk Cad. 12, Alanya', tax_office: '', tax_number: '10000000146' };
const SAVED = { ...BILLING, complete: true };

/** The order dialog with one service and one listing; the buyer's saved details are `saved`. */
async function openDialog(lang: 'en' | 'tr' | 'ru', saved: Record<string, unknown>) {
  const services = [{ code: 'highlight', title: 'Highlight', description: '', price: 250, currency: 'TRY', duration_days: 7, listings_quota: null }];
  const api = mockApi(({ method, path }) => {
    if (path.endsWith('/api/services')) return { data: { data: services } };
    if (path.endsWith('/api/invoices/billing')) return { data: { data: saved } };
    if (path.endsWith('/api/user/list')) return { data: { data: [{ id: 42, title: 'Sea view flat', place: { label: 'Alanya' } }], meta: { ...meta, counts: { active: 1, hidden: 0 } } } };
    if (method === 'POST' && path.endsWith('/api/invoices')) return { status: 201, data: { message: 'created', data: invoice() } };
    return undefined;
  });
  const ordered = jest.fn();
  await renderWithApp(<OrderDialog lang={lang} service="highlight" listingId={42} onClose={() => {}} onOrdered={ordered} />, { lang, namespaces });
  const dialog = await screen.findByTestId('order-dialog');
  await within(dialog).findByTestId('order-billing');
  return { dialog, ordered, calls: api.calls };
}

const type = (dialog: HTMLElement, testId: string, value: string) => fireEvent.change(within(dialog).getByTestId(testId), { target: { value } });

it('asks for the missing invoice details, checks them with the shared schema per field, then sends and saves them', async () => {
  const { dialog, ordered, calls } = await openDialog('en', { name: 'Ayşe Yılmaz', address: '', tax_office: '', tax_number: '', complete: false });
  expect((within(dialog).getByTestId('billing-name') as HTMLInputElement).value).toBe('Ayşe Yılmaz');
  fireEvent.click(within(dialog).getByTestId('order-submit'));
  expect(await within(dialog).findByText('Enter the full billing address (street, number, district, city).')).toBeTruthy();
  expect(within(dialog).getByText('Enter the tax number (10 digits) or, for a private person, the TC identity number (11 digits).')).toBeTruthy();
  expect(within(dialog).getByTestId('billing-address').getAttribute('aria-invalid')).toBe('true');
  expect(calls.some((c) => c.method === 'POST')).toBe(false);

  // a wrong check digit, then a 10-digit tax number without its tax office
  type(dialog, 'billing-address', 'Atatürk Cad. 12, Alanya');
  type(dialog, 'billing-tax-number', '10000000145');
  expect(within(dialog).queryByText('Enter the full billing address (street, number, district, city).')).toBeNull();
  fireEvent.click(within(dialog).getByTestId('order-submit'));
  expect(await within(dialog).findByText('This is not a valid tax number or TC identity number: check the digits.')).toBeTruthy();
  type(dialog, 'billing-tax-number', '1234567890');
  fireEvent.click(within(dialog).getByTestId('order-submit'));
  expect(await within(dialog).findByText('Enter the tax office: it is required with a 10-digit tax number.')).toBeTruthy();
  type(dialog, 'billing-tax-office', 'Alanya');
  fireEvent.click(within(dialog).getByTestId('order-submit'));
  await waitFor(() => expect(ordered).toHaveBeenCalled());
  expect(calls.find((c) => c.method === 'POST')?.data).toEqual({
    service: 'highlight',
    listing_ids: [42],
    currency: 'EUR',
    billing: { name: 'Ayşe Yılmaz', address: 'Atatürk Cad. 12, Alanya', tax_office: 'Alanya', tax_number: '1234567890' },
  });
});

it('shows the invoice fields and their messages in Turkish and Russian', async () => {
  const empty = { name: '', address: '', tax_office: '', tax_number: '', complete: false };
  const tr1 = await openDialog('tr', empty);
  expect(within(tr1.dialog).getByRole('group', { name: 'Fatura bilgileri' })).toBeTruthy();
  fireEvent.click(within(tr1.dialog).getByTestId('order-submit'));
  expect(await within(tr1.dialog).findByText('Faturanın düzenleneceği adı girin: adınız soyadınız veya şirket unvanı.')).toBeTruthy();
  expect(within(tr1.dialog).getByText('Vergi kimlik numarasını (10 hane) veya şahıslar için T.C. kimlik numarasını (11 hane) girin.')).toBeTruthy();
  tr1.dialog.remove();
  const ru1 = await openDialog('ru', empty);
  expect(within(ru1.dialog).getByRole('group', { name: 'Реквизиты для счёта' })).toBeTruthy();
  fireEvent.click(within(ru1.dialog).getByTestId('order-submit'));
  expect(await within(ru1.dialog).findByText('Укажите полный адрес для счёта (улица, дом, район, город).')).toBeTruthy();
});

it('shows the server\'s messages on the invoice fields', async () => {
  const { dialog } = await openDialog('en', SAVED);
  mockApi(({ method, path }) =>
    method === 'POST' && path.endsWith('/api/invoices')
      ? { status: 422, data: { message: 'The given data was invalid.', errors: { 'billing.tax_office': ['Enter the tax office: it is required with a 10-digit tax number.'] } } }
      : undefined,
  );
  fireEvent.click(within(dialog).getByTestId('order-submit'));
  expect(await within(dialog).findByText('Enter the tax office: it is required with a 10-digit tax number.')).toBeTruthy();
  expect(within(dialog).getByTestId('billing-tax-office').getAttribute('aria-invalid')).toBe('true');
});
