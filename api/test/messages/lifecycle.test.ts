// Threads and the rest of the site (issue 30): a deleted account's messages are erased and the party shown as
// "Deleted account"; the listing page's contact form starts the thread for a signed-in sender; the back office lists
// and resolves user reports.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { appForFile, fileUpload } from '../helper';
import { signUpAdmin } from '../admin/helpers';
import { withCsrf, xsrf } from '../accounts/helpers';
import { CookieJar } from '../helper';
import { insertListing, send, signUp, start, write } from './helpers';

let app: FastifyInstance;
appForFile({}, (opened) => {
  app = opened;
});

test('account deletion: the deleted user’s messages lose text and photos; the other party keeps the thread, "Deleted account"', async () => {
  const seller = await signUp(app);
  const buyer = await signUp(app);
  const listing = await insertListing(app, seller.user.id);
  const res = await start(buyer, { realty_id: listing, text: 'My number is 0532 111 22 33' });
  const id = res.json().data.conversation_id as number;
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#aa3300' } }).png().toBuffer();
  const photo = (await send(buyer.jar, { method: 'POST', url: `/en/api/conversations/${id}/photos`, ...fileUpload('photo', { name: 'p.png', type: 'image/png', data: png }) })).json().data;
  assert.equal((await write(buyer, id, { text: 'See the photo', photos: [photo.id] })).statusCode, 201);
  assert.equal((await write(seller, id, { text: 'Thanks!' })).statusCode, 201);

  assert.equal(await app.accountDeletion.erase(buyer.user.id, 'en'), true);

  for (const [lang, name] of [
    ['en', 'Deleted account'],
    ['tr', 'Silinmiş hesap'],
  ] as const) {
    const page = await seller.jar.inject({ url: `/${lang}/api/conversations/${id}/messages` });
    assert.equal(page.statusCode, 200, page.body);
    const body = page.json();
    assert.deepEqual(body.conversation.other, { id: null, name, photo: null, agency: null, deleted: true });
    assert.deepEqual(
      body.data.map((m: { text: string; photos: unknown[]; flags: string[] }) => [m.text, m.photos.length, m.flags.length]),
      [
        ['', 0, 0],
        ['', 0, 0],
        ['Thanks!', 0, 0],
      ],
    );
    const list = (await seller.jar.inject({ url: `/${lang}/api/conversations` })).json();
    assert.equal(list.data[0].other.name, name);
  }
  const file = await app.uploads.storage.head(photo.url.replace(/^\/uploads\//, ''));
  assert.equal(file, null);
});

test('contact form: a signed-in sender’s message also starts the thread (the mail still goes); a visitor’s does not', async () => {
  const seller = await signUp(app);
  const buyer = await signUp(app);
  const listing = await insertListing(app, seller.user.id);
  const res = await send(buyer.jar, {
    method: 'POST',
    url: `/en/api/realty/${listing}/contact`,
    payload: { name: 'Ali', contact: 'ali@example.com', message: 'I would like to see the flat.' },
    remoteAddress: '198.51.100.7',
  });
  assert.equal(res.statusCode, 200, res.body);
  const list = (await seller.jar.inject({ url: '/en/api/conversations' })).json();
  assert.equal(list.data.length, 1);
  assert.equal(list.data[0].last_message.text, 'I would like to see the flat.');
  assert.equal(list.data[0].listing.id, listing);
  const mails = await app.database.execute(`SELECT count(*)::int AS n FROM contact_messages WHERE listing_id = $1`, [listing]);
  assert.equal(mails.rows[0]?.n, 1);

  const visitor = await withCsrf(new CookieJar(app));
  const anon = await visitor.inject({
    method: 'POST',
    url: `/en/api/realty/${listing}/contact`,
    headers: xsrf(visitor),
    payload: { name: 'Veli', contact: 'veli@example.com', message: 'Hello' },
    remoteAddress: '198.51.100.8',
  });
  assert.equal(anon.statusCode, 200, anon.body);
  assert.equal((await seller.jar.inject({ url: '/en/api/conversations' })).json().data.length, 1);
});

test('the back office lists open user reports and resolves them; users cannot', async () => {
  const seller = await signUp(app);
  const buyer = await signUp(app);
  const admin = await signUpAdmin(app);
  const listing = await insertListing(app, seller.user.id);
  const id = (await start(buyer, { realty_id: listing, text: 'Send the deposit first' })).json().data.conversation_id as number;
  await send(seller.jar, { method: 'POST', url: `/en/api/conversations/${id}/report`, payload: { reason: 'fraud', comment: 'Asks for money' } });

  const list = await admin.jar.inject({ url: '/en/api/admin/moderation/user-reports' });
  assert.equal(list.statusCode, 200, list.body);
  const item = list.json().data.find((r: { conversation_id: number }) => r.conversation_id === id);
  assert.ok(item);
  assert.equal(item.reason, 'fraud');
  assert.equal(item.reported.id, buyer.user.id);
  assert.deepEqual(
    item.messages.map((m: { text: string }) => m.text),
    ['Send the deposit first'],
  );
  assert.equal((await seller.jar.inject({ url: '/en/api/admin/moderation/user-reports' })).statusCode, 403);

  const resolved = await send(admin.jar, { method: 'POST', url: `/en/api/admin/moderation/user-reports/${item.id}/resolve` });
  assert.equal(resolved.statusCode, 200, resolved.body);
  const again = await send(admin.jar, { method: 'POST', url: `/en/api/admin/moderation/user-reports/${item.id}/resolve` });
  assert.equal(again.statusCode, 404);
  const after = (await admin.jar.inject({ url: '/en/api/admin/moderation/user-reports' })).json().data;
  assert.equal(after.find((r: { id: number }) => r.id === item.id), undefined);
});
