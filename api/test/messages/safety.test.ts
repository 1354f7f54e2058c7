// Safety and correctness of the conversations api (issue 30): unread counts under concurrent writes, the send limits
// (429), blocks (403, `blocked_me`), the first message's flags, reports, and message photos.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { appForFile, fileUpload } from '../helper';
import { insertListing, send, signUp, start, unread, write, type TestUser } from './helpers';

let app: FastifyInstance;
appForFile({}, (opened) => {
  app = opened;
});

async function pair(): Promise<{ buyer: TestUser; seller: TestUser; listing: number; id: number }> {
  const seller = await signUp(app);
  const buyer = await signUp(app);
  const listing = await insertListing(app, seller.user.id);
  const res = await start(buyer, { realty_id: listing, text: 'Hello, is it available?' });
  assert.equal(res.statusCode, 201, res.body);
  return { buyer, seller, listing, id: res.json().data.conversation_id as number };
}

test('unread counts stay right under concurrent writes from both sides', async () => {
  const { buyer, seller, id } = await pair();
  const sends = Array.from({ length: 20 }, (_, i) => write(i % 2 ? buyer : seller, id, { text: `message ${i}` }));
  const replies = await Promise.all(sends);
  for (const res of replies) assert.equal(res.statusCode, 201, res.body);
  // the seller has the first message and the buyer's 10; the buyer has the seller's 10
  assert.deepEqual(await unread(seller), { unread: 11, threads: 1 });
  assert.deepEqual(await unread(buyer), { unread: 10, threads: 1 });
  // reading concurrently with more sends: only what came after the pointer stays unread
  const [read] = await Promise.all([
    send(seller.jar, { method: 'POST', url: `/en/api/conversations/${id}/read`, payload: {} }),
    send(buyer.jar, { method: 'POST', url: `/en/api/conversations/${id}/read`, payload: {} }),
  ]);
  const pointer = read!.json().data.last_read_id as number;
  await Promise.all(Array.from({ length: 6 }, (_, i) => write(buyer, id, { text: `later ${i}` })));
  const { rows } = await app.database.execute(
    `SELECT count(*)::int AS n FROM conversation_messages WHERE conversation_id = $1 AND sender_id = $2 AND id > $3`,
    [id, buyer.user.id, pointer],
  );
  assert.equal((await unread(seller)).unread, Number(rows[0]?.n));
  assert.equal((await unread(buyer)).unread, 0);
  const list = (await seller.jar.inject({ url: '/en/api/conversations' })).json();
  assert.equal(list.data[0].unread, Number(rows[0]?.n));
});

test('limits: 30 messages per 10 minutes per sender, then 429 with a message', async () => {
  const { buyer, id } = await pair();
  // the first message counted already
  for (let i = 0; i < 29; i += 1) assert.equal((await write(buyer, id, { text: `m${i}` })).statusCode, 201);
  const over = await write(buyer, id, { text: 'one too many' });
  assert.equal(over.statusCode, 429, over.body);
  assert.match(over.json().message, /too fast/);
  assert.ok(Number(over.headers['retry-after']) > 0);
});

test('limits: 10 new threads per hour per sender', async () => {
  const seller = await signUp(app);
  const buyer = await signUp(app);
  for (let i = 0; i < 10; i += 1) {
    const res = await start(buyer, { realty_id: await insertListing(app, seller.user.id), text: `thread ${i}` });
    assert.equal(res.statusCode, 201, res.body);
  }
  const over = await start(buyer, { realty_id: await insertListing(app, seller.user.id), text: 'eleventh' }, 'ru');
  assert.equal(over.statusCode, 429, over.body);
  assert.match(over.json().message, /переписок/);
});

test('a blocked user cannot write (403) and sees blocked_me; unblocking lets him write again', async () => {
  const { buyer, seller, listing, id } = await pair();
  const block = await send(seller.jar, { method: 'POST', url: `/en/api/conversations/${id}/block`, payload: {} });
  assert.equal(block.statusCode, 200, block.body);
  const refused = await write(buyer, id, { text: 'Why no answer?' });
  assert.equal(refused.statusCode, 403, refused.body);
  assert.equal(refused.json().message, 'This user does not accept your messages.');
  const viaStart = await start(buyer, { realty_id: listing, text: 'again' });
  assert.equal(viaStart.statusCode, 403);
  const summary = (await buyer.jar.inject({ url: `/en/api/conversations/${id}/messages` })).json().conversation;
  assert.equal(summary.blocked_me, true);
  assert.equal(summary.blocked, false);
  const own = (await seller.jar.inject({ url: `/en/api/conversations/${id}/messages` })).json().conversation;
  assert.equal(own.blocked, true);
  assert.equal((await write(seller, id, { text: 'x' })).statusCode, 403);
  await send(seller.jar, { method: 'DELETE', url: `/en/api/conversations/${id}/block` });
  assert.equal((await write(buyer, id, { text: 'Hello again' })).statusCode, 201);
});

test('the first message is flagged for links, phones and e-mails, shown to the receiver only', async () => {
  const seller = await signUp(app);
  const buyer = await signUp(app);
  const listing = await insertListing(app, seller.user.id);
  const res = await start(buyer, { realty_id: listing, text: 'Pay at www.cheap-flats.com or call +90 532 123 45 67, mail me: a.b@example.org' });
  assert.equal(res.statusCode, 201, res.body);
  assert.deepEqual(res.json().data.message.flags, []);
  const id = res.json().data.conversation_id as number;
  const later = await write(buyer, id, { text: 'www.example.com' });
  const seen = (await seller.jar.inject({ url: `/en/api/conversations/${id}/messages` })).json().data;
  assert.deepEqual([...seen[0].flags].sort(), ['email', 'link', 'phone']);
  assert.deepEqual(seen[1].flags, [], later.body);
  const other = await signUp(app);
  const clean = await start(other, { realty_id: listing, text: 'Is the price negotiable? We are 2 people.' });
  const cleanId = clean.json().data.conversation_id as number;
  const cleanSeen = (await seller.jar.inject({ url: `/en/api/conversations/${cleanId}/messages` })).json().data;
  assert.deepEqual(cleanSeen[0].flags, []);
});

test('a report lands in user_reports', async () => {
  const { buyer, seller, id } = await pair();
  const res = await send(seller.jar, { method: 'POST', url: `/tr/api/conversations/${id}/report`, payload: { reason: 'spam', comment: 'Ads' } });
  assert.equal(res.statusCode, 200, res.body);
  const { rows } = await app.database.execute(`SELECT reporter_id, reported_id, reason, comment FROM user_reports WHERE conversation_id = $1`, [id]);
  assert.deepEqual(rows, [{ reporter_id: seller.user.id, reported_id: buyer.user.id, reason: 'spam', comment: 'Ads' }]);
});

test('message photos: uploaded by one party, attached by the uploader only, at most 5', async () => {
  const { buyer, seller, id } = await pair();
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } }).png().toBuffer();
  const upload = await send(buyer.jar, { method: 'POST', url: `/en/api/conversations/${id}/photos`, ...fileUpload('photo', { name: 'a.png', type: 'image/png', data: png }) });
  assert.equal(upload.statusCode, 201, upload.body);
  const photo = upload.json().data as { id: string; url: string; width: number; height: number };
  assert.deepEqual([photo.width, photo.height], [40, 30]);
  const stolen = await write(seller, id, { photos: [photo.id] });
  assert.equal(stolen.statusCode, 422, stolen.body);
  const sent = await write(buyer, id, { photos: [photo.id] });
  assert.equal(sent.statusCode, 201, sent.body);
  assert.deepEqual(sent.json().data.message.photos, [{ url: photo.url, width: 40, height: 30 }]);
  const notImage = await send(buyer.jar, { method: 'POST', url: `/en/api/conversations/${id}/photos`, ...fileUpload('photo', { name: 'a.txt', type: 'image/png', data: Buffer.from('hello') }) });
  assert.equal(notImage.statusCode, 422, notImage.body);
  const outsider = await signUp(app);
  const other = await send(outsider.jar, { method: 'POST', url: `/en/api/conversations/${id}/photos`, ...fileUpload('photo', { name: 'a.png', type: 'image/png', data: png }) });
  assert.equal(other.statusCode, 404);
});

test('limits: 50 new threads per listing per day', async () => {
  const seller = await signUp(app);
  const buyer = await signUp(app);
  const listing = await insertListing(app, seller.user.id);
  // 50 threads of other buyers today, counted on the listing's key
  for (let i = 0; i < 50; i += 1) await app.throttleStore.hit(`conv-listing-threads:listing:${listing}`, 24 * 60 * 60);
  const over = await start(buyer, { realty_id: listing, text: 'Hello' });
  assert.equal(over.statusCode, 429, over.body);
  assert.match(over.json().message, /too many new messages today/);
  const { rows } = await app.database.execute(`SELECT count(*)::int AS n FROM conversations WHERE listing_id = $1`, [listing]);
  assert.equal(rows[0]?.n, 0);
});

test('live events: a message reaches the other parties, a read reaches the writer', async () => {
  const seller = await signUp(app);
  const buyer = await signUp(app);
  const listing = await insertListing(app, seller.user.id);
  const seen: Record<string, unknown[]> = { seller: [], buyer: [] };
  const offSeller = app.live.subscribe(seller.user.id, (event) => seen.seller!.push(event));
  const offBuyer = app.live.subscribe(buyer.user.id, (event) => seen.buyer!.push(event));
  try {
    const res = await start(buyer, { realty_id: listing, text: 'Hi' });
    const { conversation_id: id, message } = res.json().data;
    assert.deepEqual(seen.seller, [{ type: 'message', conversation_id: id, message_id: message.id }]);
    assert.deepEqual(seen.buyer, []);
    await send(seller.jar, { method: 'POST', url: `/en/api/conversations/${id}/read`, payload: {} });
    assert.deepEqual(seen.buyer, [{ type: 'read', conversation_id: id, last_read_id: message.id }]);
  } finally {
    offSeller();
    offBuyer();
  }
});
