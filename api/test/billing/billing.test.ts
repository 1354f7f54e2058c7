// Ordering paid services, invoices (numbering under concurrency, PDF), payment and the promotion's life.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ListingCardData } from '@realty/shared/schemas';
import { build } from '../helper';
import { insertListing, send, signUp } from '../accounts/helpers';
import { order, pdfText, PERSON_BILLING } from './helpers';
import type { Invoice } from '@realty/shared/contracts/billing';

const DAY = 86_400_000;

test('ordering a promotion makes an unpaid invoice; only its owner sees it', async (t) => {
  const app = await build(t);
  const alice = await signUp(app, { name: 'Ayşe', lastname: 'Yılmaz' });
  const bob = await signUp(app, { name: 'Иван', lastname: 'Петров' });
  const listing = await insertListing(app, alice.user.id);

  await t.test('201 with the invoice: number, VAT, TRY amounts, the display currency, bank transfer details', async () => {
    const res = await send(alice.jar, { method: 'POST', url: '/en/api/invoices', payload: { service: 'promote_top_7', listing_ids: [listing], currency: 'EUR', billing: PERSON_BILLING } });
    assert.equal(res.statusCode, 201, res.body);
    const { message, data } = res.json<{ message: string; data: Invoice }>();
    assert.match(data.number, /^RT-\d{4}-\d{6}$/);
    assert.equal(message, `Invoice ${data.number} created. Pay it by bank transfer with the reference shown.`);
    assert.equal(data.status, 'unpaid');
    assert.equal(data.currency, 'TRY');
    // the listed price includes VAT: 750 = 625 + 20% VAT
    assert.equal(data.total, 750);
    assert.equal(data.vat_percent, 20);
    assert.equal(data.subtotal, 625);
    assert.equal(data.vat_amount, 125);
    assert.equal(data.display_currency, 'EUR');
    assert.ok(data.display_total !== null && data.display_total > 0 && data.display_total < 750);
    assert.equal(data.buyer.name, 'Ayşe Yılmaz');
    assert.equal(data.seller.name, 'Emlak Türkiye Bilişim A.Ş.');
    assert.equal(data.items[0]?.title, 'Promote to the top (7 days)');
    assert.deepEqual(data.items[0]?.listings.map((l) => l.id), [listing]);
    assert.deepEqual(data.promotions.map((p) => [p.listing_id, p.kind, p.status]), [[listing, 'top', 'pending']]);
    assert.equal(data.payment.provider, 'bank_transfer');
    assert.deepEqual(data.payment.instructions.map((i) => i.key), ['bank', 'holder', 'iban', 'reference']);
    assert.equal(data.payment.reference, data.number);
    assert.equal(data.pdf_url, `/en/api/invoices/${data.id}/pdf`);

    const list = await alice.jar.inject({ url: '/ru/api/invoices' });
    assert.equal(list.statusCode, 200);
    assert.equal(list.headers['cache-control'], 'private, no-store');
    const body = list.json<{ data: Invoice[]; meta: unknown }>();
    assert.deepEqual(body.data.map((i) => i.id), [data.id]);
    assert.equal(body.data[0]?.items[0]?.title, 'Поднять в топ (7 дней)');
    assert.deepEqual(body.meta, { current_page: 1, last_page: 1, total: 1, per_page: 20 });

    // another user: 404 for the invoice and its PDF, and an empty list
    for (const url of [`/en/api/invoices/${data.id}`, `/en/api/invoices/${data.id}/pdf`]) {
      const other = await bob.jar.inject({ url });
      assert.equal(other.statusCode, 404, url);
      assert.deepEqual(other.json(), { message: 'Invoice not found.' });
    }
    assert.deepEqual((await bob.jar.inject({ url: '/api/invoices' })).json<{ data: unknown[] }>().data, []);
    // signed out: 401
    assert.equal((await app.inject({ url: `/api/invoices/${data.id}` })).statusCode, 401);
  });

  await t.test('bad orders are 422 per field, in the request language', async () => {
    const hidden = await insertListing(app, alice.user.id, 'hidden');
    const bobs = await insertListing(app, bob.user.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ service: 'nope', listing_ids: [listing] }, 'service', 'Choose one of the services on the fees page.'],
      [{ service: 'promote_top_7', listing_ids: [] }, 'listing_ids', 'Choose the listing to promote.'],
      [{ service: 'promote_top_7' }, 'listing_ids', 'Choose the listing to promote.'],
      [{ service: 'promote_top_7', listing_ids: [listing, hidden] }, 'listing_ids', 'This service covers up to 1 listings.'],
      [{ service: 'promote_top_7', listing_ids: [hidden] }, 'listing_ids', 'Only your own active listings can be promoted.'],
      [{ service: 'promote_top_7', listing_ids: [bobs] }, 'listing_ids', 'Only your own active listings can be promoted.'],
      [{ service: 'promote_top_7', listing_ids: [listing], currency: 'GBP' }, 'currency', 'The currency must be TRY, USD, EUR or RUB.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await send(alice.jar, { method: 'POST', url: '/en/api/invoices', payload });
      assert.equal(res.statusCode, 422, JSON.stringify(payload));
      assert.deepEqual(res.json().errors[field], [message], JSON.stringify(payload));
    }
    const tr = await send(alice.jar, { method: 'POST', url: '/tr/api/invoices', payload: { service: 'promote_top_7', listing_ids: [bobs] } });
    assert.deepEqual(tr.json().errors.listing_ids, ['Yalnızca kendi yayındaki ilanlarınız öne çıkarılabilir.']);
    assert.equal((await app.inject({ method: 'GET', url: '/api/invoices/abc' })).statusCode, 401, 'signed out first');
    assert.equal((await alice.jar.inject({ url: '/api/invoices/abc' })).statusCode, 422);
  });

  await t.test('a package covers several listings', async () => {
    const second = await insertListing(app, alice.user.id);
    const invoice = await order(alice, { service: 'package_10', listing_ids: [listing, second] });
    assert.equal(invoice.total, 3000);
    assert.deepEqual(invoice.promotions.map((p) => p.listing_id).sort(), [listing, second].sort());
  });
});

test('invoice numbers stay unique and gapless under parallel orders', async (t) => {
  const app = await build(t);
  const users = [await signUp(app), await signUp(app), await signUp(app), await signUp(app)];
  const listings = await Promise.all(users.map((u) => insertListing(app, u.user.id)));
  const N = 24;
  const results = await Promise.all(
    Array.from({ length: N }, (_, i) => order(users[i % users.length]!, { service: 'highlight', listing_ids: [listings[i % users.length]] })),
  );
  const numbers = results.map((r) => r.number);
  assert.equal(new Set(numbers).size, N, 'no duplicates');
  const seq = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
  assert.deepEqual(seq, Array.from({ length: N }, (_, i) => i + 1), 'no gaps');
  const { rows } = await app.database.execute('SELECT last FROM invoice_counters');
  assert.deepEqual(rows.map((r) => Number(r.last)), [N]);
});

test('the PDF: valid, text extractable, in the reader language, Turkish and Cyrillic names, ₺', async (t) => {
  const app = await build(t);
  const ayse = await signUp(app, { name: 'Ayşe', lastname: 'Yılmaz Çağlar' });
  const listing = await insertListing(app, ayse.user.id);
  await app.database.execute(`UPDATE listing_translations SET title = 'Вилла у моря в Аланье' WHERE listing_id = $1`, [listing]);
  await app.database.execute(
    `INSERT INTO listing_translations (listing_id, lang, title, description) SELECT $1, 'ru', 'Вилла у моря в Аланье', '' WHERE NOT EXISTS (SELECT 1 FROM listing_translations WHERE listing_id = $1)`,
    [listing],
  );
  const today = new Date().toISOString().slice(0, 10);
  await app.database.execute(`INSERT INTO currency_rates (code, rate_date, rate, source) VALUES ('RUB', $1, 0.5, 'test')`, [today]);
  const invoice = await order(ayse, { service: 'premium_14', listing_ids: [listing], currency: 'RUB', billing: { ...PERSON_BILLING, name: 'Ayşe Yılmaz Çağlar' } }, 'ru');

  const res = await ayse.jar.inject({ url: `/ru/api/invoices/${invoice.id}/pdf` });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['content-type'], 'application/pdf');
  assert.equal(res.headers['content-disposition'], `attachment; filename="${invoice.number}.pdf"`);
  assert.equal(res.rawPayload.subarray(0, 5).toString(), '%PDF-');
  const ru = await pdfText(res.rawPayload);
  assert.ok(ru.includes(invoice.number), 'the invoice number');
  assert.ok(ru.includes('Ayşe Yılmaz Çağlar'), `the Turkish name in ${ru}`);
  assert.ok(ru.includes('Вилла у моря в Аланье'), 'the Cyrillic listing title');
  assert.ok(ru.includes('Счёт'), 'Russian labels');
  assert.ok(ru.includes('Премиум-размещение (14 дней)'), 'the service in Russian');
  assert.match(ru, /Итого 1 500,00 ₺/, 'the total in lira');
  const [y, m, d] = today.split('-');
  assert.ok(ru.includes(`около 3 000,00 ₽ по курсу ЦБ Турции на ${d}.${m}.${y}`), `the information total in rubles at the rate's date in ${ru}`);

  const tr = await pdfText((await ayse.jar.inject({ url: `/tr/api/invoices/${invoice.id}/pdf` })).rawPayload);
  assert.ok(tr.includes('Fatura') && tr.includes('KDV (%20)') && tr.includes('₺1.500,00') && tr.includes('₺1.250,00') && tr.includes('₺250,00'), tr);
  assert.ok(tr.includes('Banka havalesi ile ödeme') && tr.includes(invoice.number));
});

test('paying starts the promotion at once; the job ends it; the catalogue ranks and badges it', async (t) => {
  const app = await build(t);
  const owner = await signUp(app);
  const listing = await insertListing(app, owner.user.id);
  const invoice = await order(owner, { service: 'promote_top_7', listing_ids: [listing] });

  const card = async (): Promise<{ card?: ListingCardData; promoted: ListingCardData[] }> => {
    const res = await app.inject({ url: '/en/api/realty?dealType=sale&sort=price_desc&per_page=50' });
    const body = res.json<{ data: ListingCardData[]; promoted?: ListingCardData[] }>();
    return { card: body.data.find((c) => c.id === listing) ?? (await app.inject({ url: `/en/api/realty/${listing}` })).json<{ data: ListingCardData }>().data, promoted: body.promoted ?? [] };
  };
  let seen = await card();
  assert.equal(seen.card?.promotions, undefined, 'unpaid: no badge');
  assert.deepEqual(seen.promoted, []);

  const now = new Date();
  const paid = await app.billing.markPaid(null, invoice.id, 'en', now);
  assert.ok(typeof paid === 'object');
  assert.equal(paid.before.status, 'unpaid');
  assert.equal(paid.after.status, 'paid');
  const promo = paid.after.promotions[0]!;
  assert.equal(promo.status, 'active');
  assert.equal(promo.starts_at, now.toISOString());
  assert.equal(promo.ends_at, new Date(now.getTime() + 7 * DAY).toISOString());
  assert.equal(await app.billing.markPaid(null, invoice.id, 'en'), 'notUnpaid', 'paid once only');

  seen = await card();
  assert.deepEqual(seen.card?.promotions, ['top']);
  assert.deepEqual(seen.promoted.map((c) => c.id), [listing], 'the promoted strip above the chosen sort');
  const page = await app.inject({ url: '/en/api/pages/real-estate/sale' });
  assert.deepEqual(page.json().data.list.promoted.map((c: ListingCardData) => c.id), [listing]);
  const page2 = await app.inject({ url: '/en/api/realty?dealType=sale&page=2&per_page=1' });
  assert.equal(page2.json().promoted, undefined, 'the strip is on page 1 only');

  // a second paid order of the same kind extends it
  const again = await order(owner, { service: 'promote_top_7', listing_ids: [listing] });
  const extended = await app.billing.markPaid(null, again.id, 'en', now);
  assert.ok(typeof extended === 'object');
  assert.equal(extended.after.promotions[0]?.starts_at, promo.ends_at);

  assert.equal(await app.billing.expire(new Date(now.getTime() + 6 * DAY)), 0, 'not over yet');
  assert.equal(await app.billing.expire(new Date(now.getTime() + 7 * DAY + 1000)), 1, 'the first period ends');
  assert.equal(await app.billing.expire(new Date(now.getTime() + 14 * DAY + 1000)), 1, 'then the second');
  const { rows } = await app.database.execute('SELECT status::text AS status FROM listing_promotions WHERE listing_id = $1 ORDER BY id', [listing]);
  assert.deepEqual(rows.map((r) => r.status), ['ended', 'ended']);
  seen = await card();
  assert.equal(seen.card?.promotions, undefined, 'ended: no badge');
  assert.deepEqual(seen.promoted, []);
});

test('cancelling keeps the invoice; its promotion never starts', async (t) => {
  const app = await build(t);
  const owner = await signUp(app);
  const listing = await insertListing(app, owner.user.id);
  const invoice = await order(owner, { service: 'highlight', listing_ids: [listing] });
  const cancelled = await app.billing.cancel(null, invoice.id, 'en');
  assert.ok(typeof cancelled === 'object');
  assert.equal(cancelled.after.status, 'cancelled');
  assert.ok(cancelled.after.cancelled_at);
  assert.equal(cancelled.after.promotions[0]?.status, 'cancelled');
  assert.equal(await app.billing.markPaid(null, invoice.id, 'en'), 'notUnpaid');
  assert.equal(await app.billing.cancel(null, invoice.id, 'en'), 'notUnpaid');
  assert.equal(await app.billing.cancel(null, 99_999, 'en'), 'notFound');
  const list = (await owner.jar.inject({ url: '/api/invoices' })).json<{ data: Invoice[] }>().data;
  assert.deepEqual(list.map((i) => [i.id, i.status]), [[invoice.id, 'cancelled']]);
  const pdf = await pdfText((await owner.jar.inject({ url: `/en/api/invoices/${invoice.id}/pdf` })).rawPayload);
  assert.ok(pdf.includes('Cancelled'));
});
