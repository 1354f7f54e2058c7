// KVKK export (GET /api/profile/data): everything the site holds about the signed-in user, as JSON and as a readable
// HTML page in the request's language; nothing of another user's; secrets left out; limited per account. Every
// column of the schema that holds a user id is either exported or excluded with a reason (services/privacy/coverage.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build, CookieJar } from '../helper';
import { insertListing, send, signUp } from '../accounts/helpers';
import { EXCLUDED_USER_COLUMNS, EXPORTED_USER_COLUMNS } from '../../src/plugins/app/account/privacy-coverage';

test('every column holding a user id is in the export or excluded with a reason', async (t) => {
  const app = await build(t);
  const { rows } = await app.database.execute(
    `SELECT tc.table_name || '.' || kcu.column_name AS col
     FROM information_schema.table_constraints tc
     JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
     JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
     WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public' AND ccu.table_name = 'users'
     UNION
     SELECT table_name || '.' || column_name FROM information_schema.columns
     WHERE table_schema = 'public' AND column_name IN ('user_id', 'owner_id', 'sender_id', 'author_id', 'actor_id')`,
  );
  const columns = rows.map((r) => String(r.col)).sort();
  assert.ok(columns.length >= 15, `found ${columns.length} user id columns`);
  const missing = columns.filter((c) => !(c in EXPORTED_USER_COLUMNS) && !(c in EXCLUDED_USER_COLUMNS));
  assert.deepEqual(missing, [], 'add these columns to the export (services/privacy/export.ts) or to EXCLUDED_USER_COLUMNS with a reason');
  for (const [column, reason] of Object.entries(EXCLUDED_USER_COLUMNS)) assert.ok(reason.length > 20, `${column} needs a reason`);
  const stale = Object.keys({ ...EXPORTED_USER_COLUMNS, ...EXCLUDED_USER_COLUMNS }).filter((c) => c !== 'users.id' && !columns.includes(c));
  assert.deepEqual(stale, [], 'coverage names columns the schema no longer has');
});

test('the export holds the user’s data, in their language, and nothing of another user’s', async (t) => {
  const app = await build(t);
  const db = app.database;
  const alice = await signUp(app, { name: 'Alisa', lastname: 'Kvkkova', phone: '0532 111 22 33' });
  const bob = await signUp(app, { name: 'Bobby', lastname: 'Secretson', phone: '0533 999 88 77' });

  // Alice: a listing with a photo and a contact name, a favourite, a saved search, a message sent, an e-mail
  // change, an invoice, an audit entry about her. Bob: the same kinds of rows, with markers that must not leak.
  const mine = await insertListing(app, alice.user.id);
  const bobs = await insertListing(app, bob.user.id);
  await db.execute(`UPDATE listings SET contact_name = 'Alisa at the office' WHERE id = $1`, [mine]);
  await db.execute(`UPDATE listing_translations SET title = 'BOB-LISTING-TITLE' WHERE listing_id = $1`, [bobs]);
  await db.execute(
    `INSERT INTO listing_photos (listing_id, position, path, variants) VALUES ($1, 0, 'listings/ab/abc', $2::jsonb)`,
    [mine, JSON.stringify({ thumb: { url: '/uploads/l/abc-thumb.webp', w: 1, h: 1 }, card: { url: '/uploads/l/abc-card.webp', w: 1, h: 1 }, full: { url: '/uploads/l/abc-full.webp', w: 1, h: 1 } })],
  );
  await db.execute(`INSERT INTO favorites (user_id, listing_id) VALUES ($1, $2), ($3, $4)`, [alice.user.id, bobs, bob.user.id, mine]);
  await db.execute(
    `INSERT INTO saved_searches (user_id, name, filter, alert) VALUES ($1, 'ALICE-SEARCH', '{"dealType":"sale"}', 'daily'), ($2, 'BOB-SEARCH', '{}', 'instant')`,
    [alice.user.id, bob.user.id],
  );
  await db.execute(
    `INSERT INTO contact_messages (listing_id, sender_id, name, email, message, lang) VALUES
       ($1, $2, 'Alisa', 'alisa-contact@example.com', 'ALICE-ASKS', 'en'),
       ($3, $4, 'Bobby', 'bobby-contact@example.com', 'BOB-ASKS-ALICE', 'en'),
       ($1, NULL, 'Stranger', 'stranger@example.com', 'STRANGER-ASKS-BOB', 'en')`,
    [bobs, alice.user.id, mine, bob.user.id],
  );
  await db.execute(
    `INSERT INTO email_changes (token_hash, user_id, new_email, expires_at) VALUES ('secret-hash-a', $1, 'alisa-new@example.com', now() + interval '1 day'),
       ('secret-hash-b', $2, 'bob-new@example.com', now() + interval '1 day')`,
    [alice.user.id, bob.user.id],
  );
  await db.execute(`INSERT INTO invoices (user_id, number, total) VALUES ($1, 'INV-ALICE-1', 100), ($2, 'INV-BOB-1', 50)`, [alice.user.id, bob.user.id]);
  await db.execute(
    `INSERT INTO audit_log (actor_id, action, entity_type, entity_id, before, after) VALUES
       (NULL, 'user.block', 'user', $1::text, '{"blocked":false}', '{"blocked":true}'),
       (NULL, 'user.block', 'user', $2::text, '{"note":"BOB-AUDIT"}', '{}')`,
    [alice.user.id, bob.user.id],
  );

  const res = await alice.jar.inject({ url: '/en/api/profile/data' });
  assert.equal(res.statusCode, 200, res.body);
  assert.match(String(res.headers['content-type']), /^application\/json/);
  assert.match(String(res.headers['content-disposition']), /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
  assert.equal(res.headers['cache-control'], 'private, no-store');
  const data = res.json();
  assert.equal(data.user_id, alice.user.id);
  assert.equal(data.account.email, alice.email);
  assert.equal(data.account.name, 'Alisa');
  assert.equal(data.account.phone, '+905321112233', 'phones are exported as stored, the form the leak check below looks for');
  assert.equal(data.account.password_hash, undefined);
  assert.equal(data.sessions.length, 1);
  assert.equal(data.sessions[0].id, undefined, 'no session token hash');
  assert.ok('ip' in data.sessions[0] && 'user_agent' in data.sessions[0]);
  assert.deepEqual(data.email_changes.map((e: { new_email: string; token_hash?: string }) => [e.new_email, e.token_hash]), [['alisa-new@example.com', undefined]]);
  assert.deepEqual(data.listings.map((l: { id: number }) => l.id), [mine]);
  assert.equal(data.listings[0].contact_name, 'Alisa at the office');
  assert.equal(data.listings[0].translations[0].title, `Test flat ${mine}`);
  assert.deepEqual(data.listings[0].photos[0].urls, [
    'http://localhost:3000/uploads/l/abc-full.webp',
    'http://localhost:3000/uploads/l/abc-card.webp',
    'http://localhost:3000/uploads/l/abc-thumb.webp',
  ]);
  assert.deepEqual(data.favorites.map((f: { listing_id: number }) => f.listing_id), [bobs]);
  assert.deepEqual(data.saved_searches.map((s: { name: string; alert: string }) => [s.name, s.alert]), [['ALICE-SEARCH', 'daily']]);
  assert.deepEqual(data.consents.saved_search_alerts.map((s: { name: string }) => s.name), ['ALICE-SEARCH']);
  assert.equal(data.consents.favorite_alerts, true);
  assert.deepEqual(data.contact_messages_sent.map((m: { message: string }) => m.message), ['ALICE-ASKS']);
  assert.deepEqual(data.contact_messages_received.map((m: { message: string }) => m.message), ['BOB-ASKS-ALICE']);
  assert.deepEqual(data.invoices.map((i: { number: string }) => i.number), ['INV-ALICE-1']);
  assert.deepEqual(data.audit_log.map((a: { after: unknown }) => a.after), [{ blocked: true }]);

  const text = res.body;
  // Bob's phone in every form it could take: stored (E.164), national digits, as typed. A bare '0533' also
  // matched random digits elsewhere in the export (timestamps, ids) and failed a CI run by chance.
  for (const leak of [bob.email, 'Secretson', '+905339998877', '5339998877', '0533 999 88 77', 'BOB-SEARCH', 'bob-new@example.com', 'INV-BOB-1', 'BOB-AUDIT', 'STRANGER-ASKS-BOB', 'secret-hash', `"user_id": ${bob.user.id},`]) {
    assert.ok(!text.includes(leak), `the export leaks ${leak}`);
  }

  // The readable page: the same data in the request's language, a download, no scripts.
  const html = await alice.jar.inject({ url: '/ru/api/profile/data?format=html' });
  assert.equal(html.statusCode, 200);
  assert.match(String(html.headers['content-type']), /^text\/html/);
  assert.match(String(html.headers['content-disposition']), /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.html"$/);
  assert.match(html.body, /<html lang="ru">/);
  assert.match(html.body, /<h1>Ваши персональные данные<\/h1>/);
  assert.match(html.body, /<h2>Ваши объявления<\/h2>/);
  assert.match(html.body, /<th scope="row">Контактное имя<\/th><td>Alisa at the office<\/td>/);
  assert.ok(html.body.includes('ALICE-SEARCH') && html.body.includes('alisa-new@example.com'));
  assert.ok(!/<script/i.test(html.body));
  for (const leak of [bob.email, 'BOB-SEARCH', 'INV-BOB-1']) assert.ok(!html.body.includes(leak), `the page leaks ${leak}`);
  const tr = await alice.jar.inject({ url: '/tr/api/profile/data?format=html' });
  assert.match(tr.body, /<h2>İlanlarınız<\/h2>/);

  // Bad input: 422 with a message per field; signed out: 401; another user's id: 403.
  const bad = await alice.jar.inject({ url: '/tr/api/profile/data?format=pdf' });
  assert.equal(bad.statusCode, 422);
  assert.deepEqual(bad.json().errors, { format: ['JSON veya HTML seçin.'] });
  assert.equal((await new CookieJar(app).inject({ url: '/en/api/profile/data' })).statusCode, 401);
  assert.equal((await alice.jar.inject({ url: `/en/api/profile/data?user_id=${bob.user.id}` })).statusCode, 403);
  await send(alice.jar, { method: 'POST', url: '/en/api/logout' });
});

test('downloads are limited per account', async (t) => {
  const app = await build(t);
  const carol = await signUp(app);
  const statuses: number[] = [];
  for (let i = 0; i < 11; i += 1) statuses.push((await carol.jar.inject({ url: '/en/api/profile/data' })).statusCode);
  assert.deepEqual(statuses, [...Array<number>(10).fill(200), 429]);
  const limited = await carol.jar.inject({ url: '/en/api/profile/data?format=html' });
  assert.equal(limited.statusCode, 429);
  assert.match(limited.json().message, /^Too many requests\. Please try again in \d+ seconds\.$/);
  assert.ok(Number(limited.headers['retry-after']) > 0);
});

// Issue 30: the messages domain. Alice (seller) and Dora (buyer) talk about Alice's listing. Alice's export holds the
// thread with Dora's display name only, Alice's own messages (text, photo URLs), her block, her report, the viewing,
// her notification settings and her push subscription's host; never Dora's messages, e-mail or phone, Dora's report
// about Alice, or the subscription's endpoint path and keys (privacy-export-messages.ts says why).
test('the export holds the user’s conversations and sent messages, never the other party’s', async (t) => {
  const app = await build(t);
  const db = app.database;
  const alice = await signUp(app, { name: 'Alisa', lastname: 'Kvkkova' });
  const dora = await signUp(app, { name: 'Dora', lastname: 'Partyova', phone: '0534 777 66 55' });
  const mine = await insertListing(app, alice.user.id);
  await db.execute(`UPDATE listing_translations SET title = 'ALICE-FLAT' WHERE listing_id = $1`, [mine]);
  const [thread] = (
    await db.execute(`INSERT INTO conversations (listing_id, buyer_id, seller_id) VALUES ($1, $2, $3) RETURNING id`, [mine, dora.user.id, alice.user.id])
  ).rows;
  const conversationId = Number(thread?.id);
  await db.execute(
    `INSERT INTO conversation_messages (conversation_id, sender_id, body, photos) VALUES
       ($1, $2, 'DORA-ASKS-ABOUT-FLAT', '[{"key":"messages/1/2/dora-photo-1x1.webp","width":1,"height":1}]'::jsonb),
       ($1, $3, 'ALICE-REPLIES', $4::jsonb)`,
    [conversationId, dora.user.id, alice.user.id, JSON.stringify([{ key: `messages/${conversationId}/${alice.user.id}/abc-2x2.webp`, width: 2, height: 2 }])],
  );
  await db.execute(`INSERT INTO conversation_reads (conversation_id, user_id, last_read_id) VALUES ($1, $2, 1), ($1, $3, 1)`, [conversationId, alice.user.id, dora.user.id]);
  await db.execute(`INSERT INTO user_blocks (blocker_id, blocked_id) VALUES ($1, $2), ($2, $1)`, [alice.user.id, dora.user.id]);
  await db.execute(
    `INSERT INTO user_reports (reporter_id, reported_id, conversation_id, reason, comment) VALUES
       ($1, $2, $3, 'spam', 'ALICE-REPORTS-DORA'), ($2, $1, $3, 'fraud', 'DORA-REPORTS-ALICE')`,
    [alice.user.id, dora.user.id, conversationId],
  );
  await db.execute(
    `INSERT INTO viewing_requests (conversation_id, listing_id, buyer_id, seller_id, slots, status, confirmed_slot, reply)
     VALUES ($1, $2, $3, $4, ARRAY['2030-05-01T10:00:00Z'::timestamptz, '2030-05-02T10:00:00Z'::timestamptz], 'confirmed', '2030-05-02T10:00:00Z', 'SEE-YOU')`,
    [conversationId, mine, dora.user.id, alice.user.id],
  );
  await db.execute(`INSERT INTO notification_prefs (user_id, email_messages, push_viewings) VALUES ($1, false, false), ($2, true, true)`, [alice.user.id, dora.user.id]);
  await db.execute(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, user_agent) VALUES
       ($1, 'https://fcm.googleapis.com/fcm/send/ALICE-ENDPOINT-ID', 'P256-SECRET', 'AUTH-SECRET', 'Firefox'),
       ($2, 'https://updates.push.services.mozilla.com/wpush/v2/DORA-ENDPOINT', 'P256-DORA', 'AUTH-DORA', 'Dora-Browser')`,
    [alice.user.id, dora.user.id],
  );

  const res = await alice.jar.inject({ url: '/en/api/profile/data' });
  assert.equal(res.statusCode, 200, res.body);
  const data = res.json();
  assert.equal(data.conversations.length, 1);
  const [conv] = data.conversations;
  assert.equal(conv.id, conversationId);
  assert.equal(conv.listing_id, mine);
  assert.equal(conv.role, 'seller');
  assert.equal(conv.other_party, 'Dora Partyova');
  assert.deepEqual(
    conv.your_messages.map((m: { text: string; kind: string; photos: string[]; created_at: string }) => [m.text, m.kind, m.photos, typeof m.created_at]),
    [['ALICE-REPLIES', 'text', [`http://localhost:3000/uploads/messages/${conversationId}/${alice.user.id}/abc-2x2.webp`], 'string']],
  );
  assert.deepEqual(data.user_blocks.map((b: { blocked_user: string }) => b.blocked_user), ['Dora Partyova']);
  assert.deepEqual(data.user_reports.map((r: { reason: string; comment: string; reported_user: string }) => [r.reason, r.comment, r.reported_user]), [['spam', 'ALICE-REPORTS-DORA', 'Dora Partyova']]);
  assert.equal(data.viewing_requests.length, 1);
  assert.deepEqual(data.viewing_requests[0].slots, ['2030-05-01T10:00:00.000Z', '2030-05-02T10:00:00.000Z']);
  assert.equal(data.viewing_requests[0].status, 'confirmed');
  assert.equal(data.viewing_requests[0].role, 'seller');
  assert.equal(data.viewing_requests[0].reply, 'SEE-YOU', 'the seller’s own reply');
  assert.equal(data.notification_settings.email_messages, false);
  assert.equal(data.notification_settings.push_viewings, false);
  assert.deepEqual(data.push_subscriptions.map((s: { endpoint_host: string }) => s.endpoint_host), ['fcm.googleapis.com']);

  const text = res.body;
  for (const leak of ['DORA-ASKS-ABOUT-FLAT', 'dora-photo', dora.email, '+905347776655', '5347776655', 'DORA-REPORTS-ALICE', 'ALICE-ENDPOINT-ID', 'P256-SECRET', 'AUTH-SECRET', 'DORA-ENDPOINT', 'Dora-Browser', 'last_read_id']) {
    assert.ok(!text.includes(leak), `the export leaks ${leak}`);
  }

  // Dora, the buyer: her own message, Alice by name, no reply of Alice's in the viewing, nothing of Alice's report.
  const doras = (await dora.jar.inject({ url: '/en/api/profile/data' })).json();
  assert.deepEqual(doras.conversations[0].your_messages.map((m: { text: string }) => m.text), ['DORA-ASKS-ABOUT-FLAT']);
  assert.equal(doras.conversations[0].other_party, 'Alisa Kvkkova');
  assert.equal(doras.conversations[0].role, 'buyer');
  assert.equal(doras.viewing_requests[0].reply, null);
  assert.ok(!JSON.stringify(doras).includes('ALICE-REPLIES') && !JSON.stringify(doras).includes('ALICE-REPORTS-DORA') && !JSON.stringify(doras).includes(alice.email));

  // The readable page in the three languages: the new sections are named, the coded values in words.
  const pages = {
    tr: ['Mesajlaşmalarınız ve gönderdiğiniz mesajlar', 'İlan sahibi', 'Onaylandı'],
    en: ['Your conversations and the messages you sent', 'Listing owner', 'Confirmed'],
    ru: ['Ваши переписки и отправленные вами сообщения', 'Владелец объявления', 'Подтверждён'],
  };
  for (const [lang, expected] of Object.entries(pages)) {
    const html = await alice.jar.inject({ url: `/${lang}/api/profile/data?format=html` });
    assert.equal(html.statusCode, 200);
    for (const s of expected) assert.ok(html.body.includes(s), `${lang}: the page lacks ${s}`);
    assert.ok(html.body.includes('ALICE-REPLIES') && !html.body.includes('DORA-ASKS-ABOUT-FLAT'));
    assert.ok(!/<td>\s*<table><\/table>/.test(html.body), `${lang}: a value shown as an empty table`);
  }
});
