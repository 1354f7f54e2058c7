// Invoices a Turkish buyer can file: the buyer's name, address, tax office and tax number (or TC identity number) on
// the invoice, asked for at the first order and kept for the next; lines with net, VAT rate and VAT that add up to the
// kuruş; the information total with its rate's own date; the PDF's language and title; the "invoice paid" mail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../helper';
import { insertListing, send, signUp } from '../accounts/helpers';
import { readOutbox } from '../../src/services/mail';
import { order, pdfText, PERSON_BILLING } from './helpers';
import { type Invoice, invoiceRateInfo } from '@realty/shared/contracts/billing';

const COMPANY_BILLING = { name: 'Akdeniz Emlak Ltd. Şti.', address: 'Kuşkavağı Mah. 12. Sok. No: 3, Konyaaltı / Antalya', tax_office: 'Antalya Kurumlar', tax_number: '1234567890' };

test('the buyer\'s invoice details: asked for while missing, checked per field, kept for the next order', async (t) => {
  const app = await build(t);
  const ayse = await signUp(app, { name: 'Ayşe', lastname: 'Kaya' });
  const listing = await insertListing(app, ayse.user.id);
  const url = '/en/api/invoices';

  await t.test('the details start from the profile and are incomplete', async () => {
    const res = await ayse.jar.inject({ url: '/en/api/invoices/billing' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'private, no-store');
    assert.deepEqual(res.json().data, { name: 'Ayşe Kaya', address: '', tax_office: '', tax_number: '', complete: false });
    assert.equal((await app.inject({ url: '/en/api/invoices/billing' })).statusCode, 401);
  });

  await t.test('an order without them is refused with a message per missing field, in the request language', async () => {
    const en = await send(ayse.jar, { method: 'POST', url, payload: { service: 'highlight', listing_ids: [listing] } });
    assert.equal(en.statusCode, 422, en.body);
    assert.deepEqual(en.json().errors, {
      'billing.address': ['Enter the full billing address (street, number, district, city).'],
      'billing.tax_number': ['Enter the tax number (10 digits) or, for a private person, the TC identity number (11 digits).'],
    });
    const ru = await send(ayse.jar, { method: 'POST', url: '/ru/api/invoices', payload: { service: 'highlight', listing_ids: [listing] } });
    assert.deepEqual(ru.json().errors['billing.address'], ['Укажите полный адрес для счёта (улица, дом, район, город).']);
    const { rows } = await app.database.execute('SELECT count(*)::int AS n FROM invoices');
    assert.equal(rows[0]?.n, 0, 'no invoice without the buyer\'s details');
  });

  await t.test('wrong details: check digits, a tax office with a 10-digit number, lengths', async () => {
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ ...PERSON_BILLING, tax_number: '10000000145' }, 'billing.tax_number', 'en', 'This is not a valid tax number or TC identity number: check the digits.'],
      [{ ...PERSON_BILLING, tax_number: '01234567890' }, 'billing.tax_number', 'tr', 'Bu geçerli bir vergi kimlik numarası veya T.C. kimlik numarası değil: rakamları kontrol edin.'],
      [{ ...PERSON_BILLING, tax_number: '123456789' }, 'billing.tax_number', 'en', 'This is not a valid tax number or TC identity number: check the digits.'],
      [{ ...COMPANY_BILLING, tax_number: '1234567891' }, 'billing.tax_number', 'en', 'This is not a valid tax number or TC identity number: check the digits.'],
      [{ ...COMPANY_BILLING, tax_office: ' ' }, 'billing.tax_office', 'ru', 'Укажите налоговую инспекцию: она обязательна при 10-значном налоговом номере.'],
      [{ ...PERSON_BILLING, name: 'A' }, 'billing.name', 'en', 'Enter the name the invoice is made out to: your full name or the company’s title.'],
      [{ ...PERSON_BILLING, address: 'x'.repeat(501) }, 'billing.address', 'en', 'The address may not be longer than 500 characters.'],
      [{ ...PERSON_BILLING, tax_number: 42 }, 'billing.tax_number', 'en', 'Enter the tax number (10 digits) or, for a private person, the TC identity number (11 digits).'],
    ];
    for (const [billing, field, lang, message] of cases) {
      const res = await send(ayse.jar, { method: 'POST', url: `/${lang}/api/invoices`, payload: { service: 'highlight', listing_ids: [listing], billing } });
      assert.equal(res.statusCode, 422, JSON.stringify(billing));
      assert.deepEqual(res.json().errors[field], [message], JSON.stringify(billing));
    }
  });

  await t.test('given with the order: on the invoice, saved, and used by the next order; the invoice keeps its snapshot', async () => {
    // spaces and separators in the number are dropped, white space in the texts folded
    const first = await order(ayse, { service: 'highlight', listing_ids: [listing], billing: { ...COMPANY_BILLING, name: '  Akdeniz  Emlak Ltd. Şti. ', tax_number: '123 456 78-90' } });
    assert.deepEqual(
      { name: first.buyer.name, address: first.buyer.address, tax_office: first.buyer.tax_office, tax_number: first.buyer.tax_number },
      COMPANY_BILLING,
    );
    assert.equal(first.buyer.email, ayse.email);
    const saved = (await ayse.jar.inject({ url: '/en/api/invoices/billing' })).json().data;
    assert.deepEqual(saved, { ...COMPANY_BILLING, complete: true });

    const second = await order(ayse, { service: 'highlight', listing_ids: [listing], billing: null });
    assert.equal(second.buyer.tax_number, COMPANY_BILLING.tax_number, 'the saved details, without asking again');

    // a private person's TC identity number; the tax office may stay empty
    const third = await order(ayse, { service: 'highlight', listing_ids: [listing], billing: PERSON_BILLING });
    assert.equal(third.buyer.tax_number, '10000000146');
    assert.equal(third.buyer.tax_office, '');
    const again = (await ayse.jar.inject({ url: `/en/api/invoices/${first.id}` })).json<{ data: Invoice }>().data;
    assert.equal(again.buyer.name, COMPANY_BILLING.name, 'the first invoice keeps the buyer as it was');
    assert.equal(again.buyer.tax_number, COMPANY_BILLING.tax_number);

    const pdf = await pdfText((await ayse.jar.inject({ url: `/tr/api/invoices/${first.id}/pdf` })).rawPayload);
    for (const text of ['Akdeniz Emlak Ltd. Şti.', 'Kuşkavağı Mah. 12. Sok. No: 3, Konyaaltı / Antalya', 'Vergi dairesi: Antalya Kurumlar', 'Vergi no: 1234567890']) {
      assert.ok(pdf.includes(text), `${text} in ${pdf}`);
    }
  });

  await t.test('deleting the account erases the saved details; issued invoices keep their buyer', async () => {
    const gone = await signUp(app);
    const own = await insertListing(app, gone.user.id);
    const issued = await order(gone, { service: 'highlight', listing_ids: [own], billing: PERSON_BILLING });
    assert.equal(await app.accountDeletion.erase(gone.user.id, 'en'), true);
    const { rows } = await app.database.execute('SELECT billing_name, billing_address, tax_office, tax_number FROM users WHERE id = $1', [gone.user.id]);
    assert.deepEqual(rows[0], { billing_name: null, billing_address: null, tax_office: null, tax_number: null });
    const kept = await app.billing.get(null, issued.id, 'en');
    assert.equal(kept?.buyer.tax_number, PERSON_BILLING.tax_number);
  });

  await t.test('an agency owner starts from the agency\'s name and address', async () => {
    const owner = await signUp(app, { name: 'Mehmet', lastname: 'Demir' });
    await app.database.execute(`INSERT INTO agencies (owner_id, name, slug, address) VALUES ($1, 'Demir Gayrimenkul', 'demir-gayrimenkul', 'Lara Cad. No: 5, Muratpaşa / Antalya')`, [owner.user.id]);
    const res = await owner.jar.inject({ url: '/en/api/invoices/billing' });
    assert.deepEqual(res.json().data, { name: 'Demir Gayrimenkul', address: 'Lara Cad. No: 5, Muratpaşa / Antalya', tax_office: '', tax_number: '', complete: false });
  });
});

test('invoice lines: net, VAT rate and VAT per line add up to the kuruş', async (t) => {
  const app = await build(t);
  const owner = await signUp(app);
  const listing = await insertListing(app, owner.user.id);
  // 99.99 ₺ with 20 % VAT: net 83.325 rounds half up to 83.33, VAT is the rest (16.66)
  await app.database.execute(`UPDATE services SET price = 99.99 WHERE code = 'highlight'`);
  const invoice = await order(owner, { service: 'highlight', listing_ids: [listing] });
  const [line] = invoice.items;
  assert.ok(line);
  assert.deepEqual(
    { unit: line.unit_price, net: line.net_amount, rate: line.vat_percent, vat: line.vat_amount, gross: line.amount },
    { unit: 83.33, net: 83.33, rate: 20, vat: 16.66, gross: 99.99 },
  );
  assert.deepEqual({ subtotal: invoice.subtotal, vat: invoice.vat_amount, total: invoice.total }, { subtotal: 83.33, vat: 16.66, total: 99.99 });
  assert.equal(Math.round(invoice.subtotal * 100) + Math.round(invoice.vat_amount * 100), Math.round(invoice.total * 100));

  const en = await pdfText((await owner.jar.inject({ url: `/en/api/invoices/${invoice.id}/pdf` })).rawPayload);
  assert.ok(en.includes('Unit price (net) Net amount VAT rate VAT Amount'), `the line's columns in ${en}`);
  assert.ok(en.includes('₺83.33 ₺83.33 20% ₺16.66 ₺99.99'), `the line's net, rate, VAT and gross in ${en}`);
  assert.ok(en.includes('Subtotal (net) ₺83.33') && en.includes('VAT (20%) ₺16.66') && en.includes('Total ₺99.99'), en);
  const tr = await pdfText((await owner.jar.inject({ url: `/tr/api/invoices/${invoice.id}/pdf` })).rawPayload);
  assert.ok(tr.includes('₺83,33 ₺83,33 %20 ₺16,66 ₺99,99'), tr);
});

test('the information total carries its rate\'s date, and is left out when the rate is stale', async (t) => {
  const app = await build(t);
  const owner = await signUp(app);
  const listing = await insertListing(app, owner.user.id);

  // the test database has only the seed's year-old rates (the rate job "could not reach the bank")
  const stale = await order(owner, { service: 'highlight', listing_ids: [listing], currency: 'USD' });
  assert.equal(stale.display_currency, 'USD');
  assert.equal(stale.display_rate_date, '2025-11-20');
  assert.equal(invoiceRateInfo(stale), null);
  const stalePdf = await pdfText((await owner.jar.inject({ url: `/en/api/invoices/${stale.id}/pdf` })).rawPayload);
  assert.ok(!stalePdf.includes('For information'), `no amount at a year-old rate in ${stalePdf}`);

  const day = (offset: number) => new Date(Date.now() + 3 * 3_600_000 - offset * 86_400_000).toISOString().slice(0, 10);
  await app.database.execute(`INSERT INTO currency_rates (code, rate_date, rate, source) VALUES ('USD', $1, 40, 'test')`, [day(3)]);
  const fresh = await order(owner, { service: 'highlight', listing_ids: [listing], currency: 'USD' });
  assert.equal(fresh.display_rate_date, day(3));
  assert.equal(fresh.display_total, Math.round((fresh.total / 40) * 100) / 100);
  const [y, m, d] = day(3).split('-');
  assert.deepEqual(invoiceRateInfo(fresh), { amount: fresh.display_total, currency: 'USD', date: `${d}.${m}.${y}` });
  const pdf = await pdfText((await owner.jar.inject({ url: `/en/api/invoices/${fresh.id}/pdf` })).rawPayload);
  assert.ok(pdf.includes(`For information: about $${fresh.display_total?.toFixed(2)} at the CBRT rate of ${d}.${m}.${y}.`), pdf);
  const tr = await pdfText((await owner.jar.inject({ url: `/tr/api/invoices/${fresh.id}/pdf` })).rawPayload);
  assert.ok(tr.includes(`${d}.${m}.${y} tarihli TCMB kuruyla yaklaşık`), tr);

  // the boundary: a rate 4 days older than the invoice is still shown, 5 days is not
  const at = (rateDate: string) => invoiceRateInfo({ ...fresh, created_at: '2026-06-10T09:00:00.000Z', display_rate_date: rateDate });
  assert.ok(at('2026-06-06'));
  assert.equal(at('2026-06-05'), null);
  assert.equal(invoiceRateInfo({ ...fresh, display_currency: 'TRY' }), null);
});

test('the PDF has its language and title; marking an invoice paid mails the buyer in their language with the PDF link', async (t) => {
  const app = await build(t);
  const owner = await signUp(app, { name: 'Ольга', lastname: 'Смирнова' });
  await app.database.execute(`UPDATE users SET locale = 'ru' WHERE id = $1`, [owner.user.id]);
  const listing = await insertListing(app, owner.user.id);
  const invoice = await order(owner, { service: 'promote_top_7', listing_ids: [listing] });

  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  for (const [lang, tag, title] of [['tr', 'tr-TR', 'Fatura'], ['ru', 'ru-RU', 'Счёт'], ['en', 'en', 'Invoice']] as const) {
    const raw = (await owner.jar.inject({ url: `/${lang}/api/invoices/${invoice.id}/pdf` })).rawPayload;
    const doc = await pdfjs.getDocument({ data: new Uint8Array(raw), useSystemFonts: false, isEvalSupported: false }).promise;
    const info = (await doc.getMetadata()).info as Record<string, unknown>;
    assert.equal(info.Language, tag, lang);
    assert.equal(info.Title, `${title} ${invoice.number}`, lang);
    const outline = (await doc.getOutline()) ?? [];
    assert.equal(outline[0]?.title, `${title} ${invoice.number}`, 'headings are bookmarks');
    await doc.destroy();
  }

  const before = (await readOutbox(app.config.outboxDir)).length;
  const paid = await app.billing.markPaid(null, invoice.id, 'en');
  assert.ok(typeof paid === 'object');
  const mails = (await readOutbox(app.config.outboxDir)).slice(before).filter((mail) => mail.to.includes(owner.email));
  assert.equal(mails.length, 1);
  const mail = mails[0]!;
  assert.equal(mail.subject, `Счёт ${invoice.number} оплачен — ${(await import('@realty/shared/i18n/ru.json')).default.siteName}`);
  assert.ok(mail.text.includes('Здравствуйте, Ольга!'), mail.text);
  assert.ok(mail.text.includes(`${app.config.publicUrl}/ru/api/invoices/${invoice.id}/pdf`), mail.text);
  assert.ok(mail.text.includes(`${app.config.publicUrl}/ru/profile/invoice`), mail.text);
  assert.ok(mail.text.includes('Продвижение началось и продлится до'), mail.text);
  // cancelling sends nothing
  const other = await order(owner, { service: 'highlight', listing_ids: [listing] });
  const count = (await readOutbox(app.config.outboxDir)).length;
  await app.billing.cancel(null, other.id, 'en');
  assert.equal((await readOutbox(app.config.outboxDir)).length, count);
});
