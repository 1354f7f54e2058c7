// The back office's Payments: list unpaid invoices, mark one paid (the promotion starts, audited), cancel, the PDF.
// The role gate of these endpoints is in test/admin/gate.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ListingCardData } from '@realty/shared/schemas';
import { build } from '../helper';
import { insertListing, send, signUp } from '../accounts/helpers';
import { auditRows, signUpAdmin } from '../admin/helpers';
import { order, pdfText, PERSON_BILLING } from './helpers';
import type { AdminInvoice } from '@realty/shared/contracts/billing';

test('payments: list, mark paid, cancel, PDF; every change audited', async (t) => {
  const app = await build(t);
  const admin = await signUpAdmin(app);
  const owner = await signUp(app, { name: 'Мария', lastname: 'Соколова' });
  const listing = await insertListing(app, owner.user.id);
  const first = await order(owner, { service: 'premium_14', listing_ids: [listing], billing: { ...PERSON_BILLING, name: 'Мария Соколова' } });
  const second = await order(owner, { service: 'highlight', listing_ids: [listing] });

  let res = await admin.jar.inject({ url: '/en/api/admin/payments' });
  assert.equal(res.statusCode, 200);
  const list = res.json<{ data: AdminInvoice[]; meta: { total: number } }>();
  assert.deepEqual(list.data.map((i) => i.number), [first.number, second.number], 'unpaid, oldest first');
  assert.deepEqual(list.data[0]?.user, { id: owner.user.id, email: owner.email, name: 'Мария Соколова' });
  assert.equal(list.data[0]?.pdf_url, `/en/api/admin/payments/${first.id}/pdf`);
  assert.equal((await admin.jar.inject({ url: '/en/api/admin/payments?status=nope' })).statusCode, 422);

  res = await send(admin.jar, { method: 'POST', url: `/tr/api/admin/payments/${first.id}/paid` });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().message, `${first.number} numaralı fatura ödendi olarak işaretlendi; tanıtım başladı.`);
  assert.equal(res.json().data.status, 'paid');
  const card = (await app.inject({ url: `/en/api/realty/${listing}` })).json<{ data: ListingCardData }>().data;
  assert.deepEqual(card.promotions, ['premium'], 'the promotion started at once');

  res = await send(admin.jar, { method: 'POST', url: `/en/api/admin/payments/${first.id}/paid` });
  assert.equal(res.statusCode, 409);
  assert.deepEqual(res.json(), { message: 'Only an unpaid invoice can be changed.' });

  res = await send(admin.jar, { method: 'POST', url: `/en/api/admin/payments/${second.id}/cancel` });
  assert.equal(res.statusCode, 200);
  assert.equal(res.json().message, `Invoice ${second.number} cancelled.`);
  assert.equal((await send(admin.jar, { method: 'POST', url: `/en/api/admin/payments/${second.id}/cancel` })).statusCode, 409);

  const paidAudit = await auditRows(app, 'invoice', first.id);
  assert.deepEqual(paidAudit.map((r) => [r.actor_id, r.action]), [[admin.user.id, 'invoice.paid']]);
  assert.equal(paidAudit[0]?.before?.status, 'unpaid');
  assert.equal(paidAudit[0]?.after?.status, 'paid');
  assert.equal((paidAudit[0]?.after?.promotions as { status: string }[])[0]?.status, 'active');
  const cancelAudit = await auditRows(app, 'invoice', second.id);
  assert.deepEqual(cancelAudit.map((r) => [r.action, r.before?.status, r.after?.status]), [['invoice.cancel', 'unpaid', 'cancelled']]);

  assert.deepEqual((await admin.jar.inject({ url: '/en/api/admin/payments' })).json<{ data: unknown[] }>().data, [], 'nothing unpaid now');
  const cancelled = (await admin.jar.inject({ url: '/en/api/admin/payments?status=cancelled' })).json<{ data: AdminInvoice[] }>().data;
  assert.deepEqual(cancelled.map((i) => i.id), [second.id]);

  // the owner sees both, the cancelled one kept
  const mine = (await owner.jar.inject({ url: '/en/api/invoices' })).json<{ data: AdminInvoice[] }>().data;
  assert.deepEqual(mine.map((i) => [i.id, i.status]), [[second.id, 'cancelled'], [first.id, 'paid']]);
  assert.equal((mine[0] as Record<string, unknown>).user, undefined, 'the user reply has no back-office fields');

  // an administrator downloads any invoice; the owner's own route stays the owner's
  res = await admin.jar.inject({ url: `/ru/api/admin/payments/${first.id}/pdf` });
  assert.equal(res.statusCode, 200);
  const text = await pdfText(res.rawPayload);
  assert.ok(text.includes(first.number) && text.includes('Мария Соколова') && text.includes('Оплачен'), text);
  assert.equal((await admin.jar.inject({ url: `/en/api/invoices/${first.id}/pdf` })).statusCode, 404);
});
