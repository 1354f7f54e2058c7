// Web Push: the key route, subscriptions (upsert by endpoint, per user), and a message event pushed through the job
// queue to a local HTTPS push endpoint (self-signed certificate, PUSH_INSECURE_TLS under NODE_ENV=test) that receives
// an encrypted POST with the VAPID Authorization header. A 410 from the push service drops the subscription.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import webpush from 'web-push';
import { build } from '../helper';
import { send, signUp } from '../accounts/helpers';
import { insertMessage, insertThread, sleep } from './helpers';

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A local HTTPS "push service": records every request and answers `status()`. */
async function pushEndpoint(t: { after: (fn: () => unknown) => void }, status: () => number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-tls-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
  const received: Received[] = [];
  const server = https.createServer({ key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status()).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.after(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const port = (server.address() as { port: number }).port;
  return { received, url: (p: string) => `https://127.0.0.1:${port}${p}`, caFile: path.join(dir, 'cert.pem') };
}

const browserKeys = () => ({ p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') });

test('push off without VAPID keys: null key, 409 on subscribe', async (t) => {
  const app = await build(t);
  const key = await app.inject({ url: '/api/push/key' });
  assert.deepEqual(key.json(), { data: { public_key: null } });
  const alice = await signUp(app);
  const res = await send(alice.jar, { method: 'POST', url: '/en/api/push/subscriptions', payload: { endpoint: 'https://push.example/x', keys: browserKeys() } });
  assert.equal(res.statusCode, 409);
  assert.equal(res.json().message, 'Push notifications are not available on this site');
});

test('a message event is pushed, encrypted and VAPID-signed, to the recipient’s subscription via the job queue', async (t) => {
  let status = 201;
  const endpoint = await pushEndpoint(t, () => status);
  const vapid = webpush.generateVAPIDKeys();
  const app = await build(t, {
    env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:ops@example.com', PUSH_INSECURE_TLS: '1', RUN_JOBS: '1', MESSAGE_NOTICES_INTERVAL_MINUTES: '0' },
  });
  await app.ready();
  assert.equal((await app.inject({ url: '/api/push/key' })).json().data.public_key, vapid.publicKey);
  const seller = await signUp(app);
  const buyer = await signUp(app);
  assert.equal((await send(seller.jar, { method: 'POST', url: '/api/push/subscriptions', payload: { endpoint: endpoint.url('/sub/1'), keys: browserKeys() } })).statusCode, 200);
  // upsert by endpoint: the same browser again keeps one row
  assert.equal((await send(seller.jar, { method: 'POST', url: '/api/push/subscriptions', payload: { endpoint: endpoint.url('/sub/1'), keys: browserKeys() } })).statusCode, 200);
  const bad = await send(seller.jar, { method: 'POST', url: '/en/api/push/subscriptions', payload: { endpoint: 'not a url', keys: { p256dh: '', auth: 'x' } } });
  assert.equal(bad.statusCode, 422);
  const count = await app.database.execute(`SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1`, [seller.user.id]);
  assert.equal(count.rows[0]?.n, 1);

  const thread = await insertThread(app, buyer.user.id, seller.user.id);
  const messageId = await insertMessage(app, thread, buyer.user.id, 'Merhaba, daire hâlâ satılık mı?');
  await app.live.publish([seller.user.id], { type: 'message', conversation_id: thread, message_id: messageId });
  for (let i = 0; i < 300 && endpoint.received.length === 0; i++) await sleep(20);
  const got = endpoint.received[0];
  assert.ok(got, 'the push endpoint received a request');
  assert.equal(got.path, '/sub/1');
  assert.match(String(got.headers.authorization), /^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
  assert.equal(got.headers['content-encoding'], 'aes128gcm');
  assert.ok(got.body.length > 0 && !got.body.includes('Merhaba'), 'the payload is encrypted');

  // the browser's subscription expired: 410 drops it
  status = 410;
  await app.live.publish([seller.user.id], { type: 'message', conversation_id: thread, message_id: messageId });
  for (let i = 0; i < 300 && endpoint.received.length < 2; i++) await sleep(20);
  for (let i = 0; i < 50; i++) {
    const left = await app.database.execute(`SELECT count(*)::int AS n FROM push_subscriptions`);
    if (left.rows[0]?.n === 0) break;
    await sleep(20);
  }
  assert.equal((await app.database.execute(`SELECT count(*)::int AS n FROM push_subscriptions`)).rows[0]?.n, 0);
});

test('without PUSH_INSECURE_TLS or PUSH_CA_FILE a self-signed endpoint is refused (certificates are verified)', async (t) => {
  const endpoint = await pushEndpoint(t, () => 201);
  const vapid = webpush.generateVAPIDKeys();
  const app = await build(t, { env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey } });
  const alice = await signUp(app);
  await send(alice.jar, { method: 'POST', url: '/api/push/subscriptions', payload: { endpoint: endpoint.url('/v'), keys: browserKeys() } });
  assert.equal(await app.notices.push.run({ user_id: alice.user.id, kind: 'searches', payload: { title: 't', body: 'b', url: '/en' } }), 0);
  assert.equal(endpoint.received.length, 0);
  const row = await app.database.execute(`SELECT failures FROM push_subscriptions WHERE user_id = $1`, [alice.user.id]);
  assert.equal(row.rows[0]?.failures, 1, 'a failure is counted, the subscription kept');
});

test('push payload in the recipient’s language; push_messages off sends nothing; DELETE is scoped to the user', async (t) => {
  const endpoint = await pushEndpoint(t, () => 201);
  const vapid = webpush.generateVAPIDKeys();
  // verified TLS: the endpoint's own certificate given as an extra CA (PUSH_CA_FILE, what the e2e suite uses)
  const app = await build(t, { env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, PUSH_CA_FILE: endpoint.caFile } });
  const seller = await signUp(app);
  const buyer = await signUp(app);
  await send(seller.jar, { method: 'POST', url: '/api/push/subscriptions', payload: { endpoint: endpoint.url('/s'), keys: browserKeys() } });
  const thread = await insertThread(app, buyer.user.id, seller.user.id);
  const messageId = await insertMessage(app, thread, buyer.user.id, 'Hello');
  assert.equal(await app.notices.push.run({ user_id: seller.user.id, kind: 'messages', event: { type: 'message', conversation_id: thread, message_id: messageId } }), 1);
  await app.database.execute(`UPDATE users SET locale = 'ru' WHERE id = $1`, [seller.user.id]);
  assert.deepEqual(await app.notices.push.payloadOf(seller.user.id, { type: 'message', conversation_id: thread, message_id: messageId }, 'ru'), {
    title: 'Новое сообщение от Ayşe Y.',
    body: 'Hello',
    url: `/ru/profile/messages/${thread}`,
  });
  // a viewing's change: pushed to the other party, not to the one who made it
  await app.database.execute(`INSERT INTO conversation_messages (conversation_id, sender_id, kind, viewing_id) VALUES ($1, $2, 'viewing', 77)`, [thread, buyer.user.id]);
  const viewing = { type: 'viewing' as const, conversation_id: thread, viewing_id: 77 };
  assert.equal((await app.notices.push.payloadOf(seller.user.id, viewing, 'en'))?.title, 'Viewing update');
  assert.equal(await app.notices.push.payloadOf(buyer.user.id, viewing, 'en'), null);
  // saved-search and price-drop pushes (queued beside their alert mails) carry their own payload
  const alert = { title: 'New listings: Antalya', body: '2 new listings match your saved search', url: '/en/satilik' };
  assert.equal(await app.notices.push.run({ user_id: seller.user.id, kind: 'searches', payload: alert }), 1);
  await send(seller.jar, { method: 'PUT', url: '/api/notifications/settings', payload: { push_searches: false } });
  assert.equal(await app.notices.push.run({ user_id: seller.user.id, kind: 'searches', payload: alert }), 0);
  // the sender is not pushed their own message
  assert.equal(await app.notices.push.run({ user_id: buyer.user.id, kind: 'messages', event: { type: 'message', conversation_id: thread, message_id: messageId } }), 0);
  await send(seller.jar, { method: 'PUT', url: '/api/notifications/settings', payload: { push_messages: false } });
  assert.equal(await app.notices.push.run({ user_id: seller.user.id, kind: 'messages', event: { type: 'message', conversation_id: thread, message_id: messageId } }), 0);
  assert.equal((await send(buyer.jar, { method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint: endpoint.url('/s') } })).statusCode, 404);
  assert.equal((await send(seller.jar, { method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint: endpoint.url('/s') } })).statusCode, 200);
});
