// Viewing requests over HTTP: only the parties (and the listing agency's owner) see them, slots are checked, the
// seller confirms one proposed slot or declines, the buyer cancels; the .ics mails in the outbox, the calendar, the
// reminder job (once), and notification_prefs.email_viewings off. Conversations are inserted directly (their API is
// another slice's).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { CalendarEntry, LiveEvent, Viewing } from '@realty/shared/contracts/messages';
import { readOutbox, type OutboxMail } from '../../src/services/mail';
import { build, CookieJar } from '../helper';
import { insertListing, send, signUp, withCsrf, type TestUser } from '../accounts/helpers';

const DAY = 24 * 3600_000;

/** A wall time `days` ahead (its UTC date) at `hour` Istanbul time, and the same moment in iCalendar UTC form. */
function slotAhead(days: number, hour: number): { wall: string; utc: string; iso: string } {
  const date = new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  const hh = String(hour).padStart(2, '0');
  const utcHour = String(hour - 3).padStart(2, '0'); // Istanbul is UTC+3
  return { wall: `${date}T${hh}:00`, utc: `${date.replace(/-/g, '')}T${utcHour}0000Z`, iso: `${date}T${utcHour}:00:00.000Z` };
}

interface Setup {
  app: FastifyInstance;
  buyer: TestUser;
  seller: TestUser;
  stranger: TestUser;
  conversationId: number;
  listingId: number;
}

async function setup(t: Parameters<typeof build>[0]): Promise<Setup> {
  const app = await build(t);
  const [buyer, seller, stranger] = [await signUp(app), await signUp(app), await signUp(app)];
  const listingId = await insertListing(app, seller.user.id);
  await app.database.execute(`UPDATE listings SET address = 'Cumhuriyet Cd. 5' WHERE id = $1`, [listingId]);
  await app.database.execute(`UPDATE users SET locale = 'en' WHERE id = ANY($1::int[])`, [[buyer.user.id, seller.user.id, stranger.user.id]]);
  const { rows } = await app.database.execute(`INSERT INTO conversations (listing_id, buyer_id, seller_id) VALUES ($1, $2, $3) RETURNING id`, [listingId, buyer.user.id, seller.user.id]);
  return { app, buyer, seller, stranger, conversationId: Number(rows[0]?.id), listingId };
}

const viewingMails = async (app: FastifyInstance): Promise<OutboxMail[]> => (await readOutbox(app.config.outboxDir)).filter((m) => /Viewing|Yer gösterme|Просмотр/.test(m.subject));
const field = (ics: string, name: string): string | undefined => ics.replace(/\r\n /g, '').split('\r\n').find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));

test('only the parties see a viewing; slots are checked per field; one pending request per thread', async (t) => {
  const { app, buyer, seller, stranger, conversationId } = await setup(t);
  const events: LiveEvent[] = [];
  const off = app.live.subscribe(seller.user.id, (e) => events.push(e));
  t.after(off);
  const a = slotAhead(3, 14);
  const b = slotAhead(4, 10);

  const visitor = await withCsrf(new CookieJar(app));
  assert.equal((await send(visitor, { method: 'POST', url: '/en/api/viewings', payload: { conversation_id: conversationId, slots: [a.wall] } })).statusCode, 401);
  assert.equal((await app.inject({ url: '/en/api/viewings' })).statusCode, 401);
  assert.equal((await app.inject({ url: '/en/api/viewings/1/ics' })).statusCode, 401);
  const foreign = await send(stranger.jar, { method: 'POST', url: '/en/api/viewings', payload: { conversation_id: conversationId, slots: [a.wall] } });
  assert.deepEqual([foreign.statusCode, foreign.json()], [404, { message: 'Conversation not found' }]);
  const bySeller = await send(seller.jar, { method: 'POST', url: '/en/api/viewings', payload: { conversation_id: conversationId, slots: [a.wall] } });
  assert.deepEqual([bySeller.statusCode, bySeller.json()], [403, { message: 'Only the buyer can ask for a viewing' }]);

  const past = new Date(Date.now() - 3600_000).toISOString().slice(0, 16);
  const far = slotAhead(61, 12).wall;
  const checks: [unknown[], Record<string, unknown>][] = [
    [[past], { 'slots.0': ['Choose a time at least one hour from now'] }],
    [[a.wall, far], { 'slots.1': ['Choose a time within the next 60 days'] }],
    [[a.wall, a.wall], { 'slots.1': ['This time is already proposed'] }],
    [['2026-02-30T10:00'], { 'slots.0': ['Enter the date and time as YYYY-MM-DDTHH:mm'] }],
  ];
  for (const [slots, errors] of checks) {
    const res = await send(buyer.jar, { method: 'POST', url: '/en/api/viewings', payload: { conversation_id: conversationId, slots } });
    assert.equal(res.statusCode, 422, JSON.stringify(slots));
    assert.deepEqual(res.json<{ errors: unknown }>().errors, errors, JSON.stringify(slots));
  }
  const shapes: [unknown, Record<string, unknown>][] = [
    [['tomorrow 10:00'], { 'slots.0': ['Enter the date and time as YYYY-MM-DDTHH:mm'] }],
    [[a.wall, b.wall, slotAhead(5, 10).wall, slotAhead(6, 10).wall], { slots: ['Propose at most 3 times'] }],
    [[], { slots: ['Propose at least one time'] }],
  ];
  for (const [slots, errors] of shapes) {
    const res = await send(buyer.jar, { method: 'POST', url: '/en/api/viewings', payload: { conversation_id: conversationId, slots } });
    assert.equal(res.statusCode, 422, JSON.stringify(slots));
    assert.deepEqual(res.json<{ errors: unknown }>().errors, errors, res.body);
  }
  const noBody = await send(buyer.jar, { method: 'POST', url: '/en/api/viewings', payload: { conversation_id: conversationId } });
  assert.equal(noBody.statusCode, 422, 'a missing field: the generic field message');
  const tr = await send(buyer.jar, { method: 'POST', url: '/tr/api/viewings', payload: { conversation_id: conversationId, slots: [past] } });
  assert.deepEqual(tr.json<{ errors: unknown }>().errors, { 'slots.0': ['En az bir saat sonrası için bir zaman seçin'] });

  const created = await send(buyer.jar, { method: 'POST', url: '/en/api/viewings', payload: { conversation_id: conversationId, slots: [a.wall, b.wall], text: 'Evenings suit me' } });
  assert.equal(created.statusCode, 201, created.body);
  const viewing = created.json<{ message: string; data: Viewing }>();
  assert.equal(viewing.message, 'Viewing request sent');
  assert.deepEqual(viewing.data.slots, [a.iso, b.iso]);
  assert.equal(viewing.data.status, 'pending');
  assert.equal(viewing.data.can_cancel, true);
  assert.equal(viewing.data.can_answer, false);
  assert.deepEqual(events, [{ type: 'viewing', conversation_id: conversationId, viewing_id: viewing.data.id }]);
  const line = await app.database.execute(`SELECT kind, sender_id, viewing_id, body FROM conversation_messages WHERE conversation_id = $1`, [conversationId]);
  assert.deepEqual(line.rows.map((r) => ({ ...r, sender_id: Number(r.sender_id), viewing_id: Number(r.viewing_id) })), [
    { kind: 'viewing', sender_id: buyer.user.id, viewing_id: viewing.data.id, body: 'Evenings suit me' },
  ]);
  const requestMail = (await viewingMails(app)).filter((m) => m.to === seller.email);
  assert.equal(requestMail.length, 1);
  assert.match(requestMail[0]?.text ?? '', /Evenings|would like to view/);

  const again = await send(buyer.jar, { method: 'POST', url: '/en/api/viewings', payload: { conversation_id: conversationId, slots: [b.wall] } });
  assert.deepEqual([again.statusCode, again.json()], [409, { message: 'A viewing request is already waiting for an answer in this conversation' }]);

  for (const url of [`/en/api/viewings/${viewing.data.id}/cancel`, `/en/api/viewings/${viewing.data.id}/answer`]) {
    const res = await send(stranger.jar, { method: 'POST', url, payload: { action: 'decline', text: 'no' } });
    assert.deepEqual([res.statusCode, res.json()], [404, { message: 'Viewing request not found' }], url);
  }
  assert.equal((await stranger.jar.inject({ url: `/en/api/viewings/${viewing.data.id}/ics` })).statusCode, 404);
  const buyerAnswers = await send(buyer.jar, { method: 'POST', url: `/en/api/viewings/${viewing.data.id}/answer`, payload: { action: 'confirm', slot: a.iso } });
  assert.equal(buyerAnswers.statusCode, 403);
  const sellerCancels = await send(seller.jar, { method: 'POST', url: `/en/api/viewings/${viewing.data.id}/cancel` });
  assert.equal(sellerCancels.statusCode, 403);
});

test('the seller confirms one proposed slot: both get the .ics invitation; the calendar lists it; cancel sends CANCEL', async (t) => {
  const { app, buyer, seller, stranger, conversationId, listingId } = await setup(t);
  const a = slotAhead(3, 14);
  const b = slotAhead(4, 10);
  const created = await send(buyer.jar, { method: 'POST', url: '/en/api/viewings', payload: { conversation_id: conversationId, slots: [a.wall, b.wall] } });
  const id = created.json<{ data: Viewing }>().data.id;

  const other = await send(seller.jar, { method: 'POST', url: `/en/api/viewings/${id}/answer`, payload: { action: 'confirm', slot: slotAhead(5, 10).iso } });
  assert.deepEqual([other.statusCode, other.json()], [422, { message: 'Choose one of the proposed times', errors: { slot: ['Choose one of the proposed times'] } }]);
  const before = (await viewingMails(app)).length;
  const confirmed = await send(seller.jar, { method: 'POST', url: `/en/api/viewings/${id}/answer`, payload: { action: 'confirm', slot: b.iso } });
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  assert.equal(confirmed.json<{ data: Viewing }>().data.confirmed_slot, b.iso);
  assert.equal(confirmed.json<{ data: Viewing }>().data.status, 'confirmed');
  const twice = await send(seller.jar, { method: 'POST', url: `/en/api/viewings/${id}/answer`, payload: { action: 'decline', text: 'Sorry' } });
  assert.equal(twice.statusCode, 409);

  const mails = (await viewingMails(app)).slice(before);
  assert.deepEqual(mails.map((m) => m.to).sort(), [buyer.email, seller.email].sort());
  for (const mail of mails) {
    assert.match(mail.subject, /^Viewing confirmed: Test flat/);
    const ics = mail.attachments.find((x) => x.filename.endsWith('.ics'))?.content ?? '';
    assert.match(mail.attachments[0]?.contentType ?? '', /text\/calendar.*method=REQUEST/);
    assert.equal(field(ics, 'METHOD'), 'METHOD:REQUEST');
    assert.equal(field(ics, 'DTSTART'), `DTSTART:${b.utc}`);
    assert.equal(field(ics, 'UID'), `UID:viewing-${id}@localhost:3000`);
    assert.match(field(ics, 'SUMMARY') ?? '', new RegExp(`Test flat ${listingId}`));
    assert.match(field(ics, 'LOCATION') ?? '', /Cumhuriyet Cd\. 5/);
    assert.match(field(ics, 'ORGANIZER') ?? '', new RegExp(`mailto:${seller.email}`));
    assert.match(ics.replace(/\r\n /g, ''), new RegExp(`ATTENDEE[^\\r]*mailto:${buyer.email}`));
  }
  // Each viewing mail carries a signed one-click link that turns viewing e-mails off for its recipient alone.
  const buyerMail = mails.find((m) => m.to === buyer.email);
  const link = /Stop viewing e-mails: (\S+)/.exec(buyerMail?.text ?? '')?.[1] ?? '';
  assert.match(buyerMail?.raw ?? '', /List-Unsubscribe:\s+<http:\/\/\S+kind=viewings/);
  const off = await app.inject({ url: link.replace(/^https?:\/\/[^/]+/, '') });
  assert.equal(off.statusCode, 303, off.body);
  assert.match(String(off.headers.location), /result=done&kind=viewings/);
  const buyerSettings = await buyer.jar.inject({ url: '/en/api/notifications/settings' });
  assert.equal(buyerSettings.json<{ data: { email_viewings: boolean } }>().data.email_viewings, false);
  const sellerSettings = await seller.jar.inject({ url: '/en/api/notifications/settings' });
  assert.equal(sellerSettings.json<{ data: { email_viewings: boolean } }>().data.email_viewings, true);

  for (const [user, role] of [[seller, 'seller'], [buyer, 'buyer']] as const) {
    const cal = await user.jar.inject({ url: '/en/api/viewings' });
    assert.equal(cal.statusCode, 200, cal.body);
    const entries = cal.json<{ data: CalendarEntry[] }>().data;
    assert.equal(entries.length, 1);
    assert.equal(entries[0]?.slot, b.iso);
    assert.equal(entries[0]?.role, role);
    assert.equal(entries[0]?.listing?.id, listingId);
    assert.equal(entries[0]?.other.id, role === 'seller' ? buyer.user.id : seller.user.id);
  }
  assert.deepEqual((await stranger.jar.inject({ url: '/en/api/viewings' })).json(), { data: [] });
  const later = await seller.jar.inject({ url: `/en/api/viewings?from=${encodeURIComponent(new Date(Date.now() + 10 * DAY).toISOString())}` });
  assert.deepEqual(later.json(), { data: [] });
  const until = encodeURIComponent(new Date(Date.now() + 2 * DAY).toISOString());
  assert.deepEqual((await seller.jar.inject({ url: `/en/api/viewings?to=${until}` })).json(), { data: [] }, 'the slot is after `to`');
  const backwards = await seller.jar.inject({ url: `/en/api/viewings?from=${until}&to=${encodeURIComponent(new Date().toISOString())}` });
  assert.deepEqual([backwards.statusCode, backwards.json<{ errors: unknown }>().errors], [422, { to: ['The end of the period must be after its start'] }]);
  const file = await buyer.jar.inject({ url: `/en/api/viewings/${id}/ics` });
  assert.equal(file.statusCode, 200);
  assert.match(file.headers['content-type'] ?? '', /^text\/calendar/);
  assert.equal(field(file.body, 'DTSTART'), `DTSTART:${b.utc}`);

  const mark = (await viewingMails(app)).length;
  const cancelled = await send(buyer.jar, { method: 'POST', url: `/en/api/viewings/${id}/cancel` });
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  assert.equal(cancelled.json<{ data: Viewing }>().data.status, 'cancelled');
  const cancelMails = (await viewingMails(app)).slice(mark);
  assert.deepEqual(cancelMails.map((m) => m.to), [seller.email]);
  const cancelIcs = cancelMails[0]?.attachments[0]?.content ?? '';
  assert.equal(field(cancelIcs, 'METHOD'), 'METHOD:CANCEL');
  assert.equal(field(cancelIcs, 'UID'), `UID:viewing-${id}@localhost:3000`);
  assert.equal(field(cancelIcs, 'DTSTART'), `DTSTART:${b.utc}`);
  assert.equal((await send(buyer.jar, { method: 'POST', url: `/en/api/viewings/${id}/cancel` })).statusCode, 409);
  assert.deepEqual((await seller.jar.inject({ url: '/en/api/viewings' })).json(), { data: [] });
  const lines = await app.database.execute(`SELECT count(*)::int AS n FROM conversation_messages WHERE viewing_id = $1 AND kind = 'viewing'`, [id]);
  assert.equal(lines.rows[0]?.n, 3);
});

test('the agency owner answers for an agency listing; a decline mails the buyer without .ics; prefs off: no mail', async (t) => {
  const { app, buyer, seller, conversationId } = await setup(t);
  const owner = await signUp(app);
  const { rows } = await app.database.execute(`INSERT INTO agencies (owner_id, name, slug) VALUES ($1, 'Kaş Emlak', 'kas-emlak') RETURNING id`, [owner.user.id]);
  await app.database.execute(`UPDATE conversations SET agency_id = $1 WHERE id = $2`, [Number(rows[0]?.id), conversationId]);
  await app.database.execute(`INSERT INTO notification_prefs (user_id, email_viewings) VALUES ($1, false)`, [seller.user.id]);
  const a = slotAhead(2, 11);
  const created = await send(buyer.jar, { method: 'POST', url: '/en/api/viewings', payload: { conversation_id: conversationId, slots: [a.wall] } });
  const id = created.json<{ data: Viewing }>().data.id;
  assert.equal((await viewingMails(app)).filter((m) => m.to === seller.email).length, 0, 'the seller turned viewing mails off');

  const empty = await send(owner.jar, { method: 'POST', url: `/ru/api/viewings/${id}/answer`, payload: { action: 'decline', text: ' ' } });
  assert.deepEqual([empty.statusCode, empty.json()], [422, { message: 'Напишите сообщение', errors: { text: ['Напишите сообщение'] } }]);
  const declined = await send(owner.jar, { method: 'POST', url: `/en/api/viewings/${id}/answer`, payload: { action: 'decline', text: 'Already sold, sorry' } });
  assert.equal(declined.statusCode, 200, declined.body);
  assert.equal(declined.json<{ data: Viewing }>().data.reply, 'Already sold, sorry');
  const [mail, ...more] = (await viewingMails(app)).filter((m) => m.to === buyer.email);
  assert.equal(more.length, 0);
  assert.match(mail?.subject ?? '', /^Viewing declined/);
  assert.match(mail?.text ?? '', /Already sold, sorry/);
  assert.deepEqual(mail?.attachments, []);
  const sender = await app.database.execute(`SELECT sender_id FROM conversation_messages WHERE viewing_id = $1 ORDER BY id DESC LIMIT 1`, [id]);
  assert.equal(Number(sender.rows[0]?.sender_id), owner.user.id);

  // a new request after the decline; the buyer turns viewing mails off too: the confirmation mails nobody
  await app.database.execute(`INSERT INTO notification_prefs (user_id, email_viewings) VALUES ($1, false)`, [buyer.user.id]);
  const next = await send(buyer.jar, { method: 'POST', url: '/en/api/viewings', payload: { conversation_id: conversationId, slots: [a.wall] } });
  assert.equal(next.statusCode, 201, next.body);
  const count = (await viewingMails(app)).length;
  const ok = await send(owner.jar, { method: 'POST', url: `/en/api/viewings/${next.json<{ data: Viewing }>().data.id}/answer`, payload: { action: 'confirm', slot: a.wall } });
  assert.equal(ok.statusCode, 200, ok.body);
  assert.equal((await viewingMails(app)).length, count);
  const cal = (await owner.jar.inject({ url: '/en/api/viewings' })).json<{ data: CalendarEntry[] }>().data;
  assert.equal(cal.length, 1);
  assert.equal(cal[0]?.role, 'seller');
});

test('two requests sent at once in one thread: one is pending, the other refused', async (t) => {
  const { app, buyer, conversationId } = await setup(t);
  const slots = [slotAhead(3, 14).wall];
  const replies = await Promise.all([1, 2, 3].map(() => send(buyer.jar, { method: 'POST', url: '/en/api/viewings', payload: { conversation_id: conversationId, slots } })));
  assert.deepEqual(replies.map((r) => r.statusCode).sort(), [201, 409, 409]);
  const { rows } = await app.database.execute(`SELECT count(*)::int AS n FROM viewing_requests WHERE conversation_id = $1 AND status = 'pending'`, [conversationId]);
  assert.equal(rows[0]?.n, 1);
});

test('the reminder job mails both parties once, the day before', async (t) => {
  const { app, buyer, seller, conversationId } = await setup(t);
  const a = slotAhead(3, 14);
  const created = await send(buyer.jar, { method: 'POST', url: '/en/api/viewings', payload: { conversation_id: conversationId, slots: [a.wall] } });
  const id = created.json<{ data: Viewing }>().data.id;
  await send(seller.jar, { method: 'POST', url: `/en/api/viewings/${id}/answer`, payload: { action: 'confirm', slot: a.iso } });
  await app.database.execute(`UPDATE users SET locale = 'ru' WHERE id = $1`, [buyer.user.id]);

  const count = async () => (await viewingMails(app)).filter((m) => /^(Viewing tomorrow|Просмотр завтра)/.test(m.subject)).length;
  assert.equal(await app.viewingReminders.runOnce(), true);
  assert.equal(await count(), 0, 'three days ahead: not yet');
  // the viewing is tomorrow now
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  await app.database.execute(`UPDATE viewing_requests SET confirmed_slot = $2, slots = ARRAY[$2::timestamptz] WHERE id = $1`, [id, tomorrow.toISOString()]);
  // two instances at once, then a later run: each viewing is mailed once
  assert.deepEqual(await Promise.all([app.viewingReminders.runOnce(), app.viewingReminders.runOnce()]), [true, true]);
  assert.equal(await app.viewingReminders.runOnce(), true);
  const reminders = (await viewingMails(app)).filter((m) => /^(Viewing tomorrow|Просмотр завтра)/.test(m.subject));
  assert.deepEqual(reminders.map((m) => m.to).sort(), [buyer.email, seller.email].sort());
  assert.ok(reminders.some((m) => m.to === buyer.email && m.subject.startsWith('Просмотр завтра')), 'in the buyer’s language');
  const row = await app.database.execute(`SELECT reminded_at FROM viewing_requests WHERE id = $1`, [id]);
  assert.ok(row.rows[0]?.reminded_at);
});

test('a block either way ends viewing requests in the thread (403 with the reason); unblocking allows them again', async (t) => {
  const { app, buyer, seller, conversationId } = await setup(t);
  const ask = () => send(buyer.jar, { method: 'POST', url: '/en/api/viewings', payload: { conversation_id: conversationId, slots: [slotAhead(3, 11).wall] } });
  const block = await send(seller.jar, { method: 'POST', url: `/en/api/conversations/${conversationId}/block` });
  assert.equal(block.statusCode, 200, block.body);
  const refused = await ask();
  assert.deepEqual([refused.statusCode, refused.json()], [403, { message: 'You cannot ask for a viewing in this conversation: one of you has blocked the other' }]);
  const { rows } = await app.database.execute(`SELECT count(*)::int AS n FROM viewing_requests WHERE conversation_id = $1`, [conversationId]);
  assert.equal(rows[0]?.n, 0);
  assert.equal((await send(seller.jar, { method: 'DELETE', url: `/en/api/conversations/${conversationId}/block` })).statusCode, 200);
  assert.equal((await ask()).statusCode, 201);
});
