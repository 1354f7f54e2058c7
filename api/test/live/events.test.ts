// GET /api/events (Server-Sent Events) and the live hub: sign-in, stream format and headers, delivery, unsubscribe on
// close, the per-user cap; notice settings.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build } from '../helper';
import { send, signUp } from '../accounts/helpers';
import { MAX_STREAMS_PER_USER } from '../../src/routes/api/events/index';
import { listen, openSse, sleep, type SseClient } from './helpers';

test('GET /api/events: 401 signed out; a signed-in stream gets its events, uncompressed and unbuffered', async (t) => {
  const app = await build(t);
  const res = await app.inject({ url: '/api/events' });
  assert.equal(res.statusCode, 401);
  const alice = await signUp(app);
  const bob = await signUp(app);
  const port = await listen(app);
  const sse = await openSse(port, alice.jar.header(), '/en/api/events', { 'accept-encoding': 'br, gzip' });
  t.after(() => sse.close());
  assert.equal(sse.status, 200);
  assert.match(String(sse.headers['content-type']), /^text\/event-stream/);
  assert.equal(sse.headers['x-accel-buffering'], 'no');
  assert.equal(sse.headers['content-encoding'], undefined);
  assert.match(String(sse.headers['cache-control']), /no-cache/);
  await sse.waitFor(/retry: \d+\n/);
  assert.equal(app.live.listeners, 1);

  await app.live.publish([bob.user.id], { type: 'unread', unread: 9 });
  await app.live.publish([alice.user.id, alice.user.id], { type: 'message', conversation_id: 5, message_id: 7 });
  const frame = await sse.waitFor(/event: message\ndata: .*\n\n/);
  assert.deepEqual(JSON.parse(frame.split('data: ')[1] ?? ''), { type: 'message', conversation_id: 5, message_id: 7 });
  assert.doesNotMatch(sse.text(), /"unread":9/, "another user's event is not on this stream");
  assert.equal(sse.text().match(/event: message/g)?.length, 1, 'one frame per publish even when a user is named twice');

  sse.close();
  for (let i = 0; i < 50 && app.live.listeners > 0; i++) await sleep(20);
  assert.equal(app.live.listeners, 0, 'closing the stream unsubscribes');
});

test('GET /api/events: at most MAX_STREAMS_PER_USER open streams per user; closing one frees a place', async (t) => {
  const app = await build(t);
  const alice = await signUp(app);
  const port = await listen(app);
  const streams: SseClient[] = [];
  for (let i = 0; i < MAX_STREAMS_PER_USER; i++) streams.push(await openSse(port, alice.jar.header()));
  t.after(() => streams.forEach((s) => s.close()));
  assert.ok(streams.every((s) => s.status === 200));
  const extra = await openSse(port, alice.jar.header(), '/en/api/events');
  assert.equal(extra.status, 429);
  await extra.waitFor(/"message":"Too many open pages/);
  extra.close();
  streams[0]?.close();
  let again = await openSse(port, alice.jar.header());
  for (let i = 0; i < 50 && again.status !== 200; i++) {
    again.close();
    await sleep(20);
    again = await openSse(port, alice.jar.header());
  }
  assert.equal(again.status, 200);
  streams.push(again);
  // closing the app ends the open streams (it would otherwise wait for them)
});

test('notice settings: defaults on, partial PUT, 401 signed out, 422 on a bad value', async (t) => {
  const app = await build(t);
  assert.equal((await app.inject({ url: '/api/notifications/settings' })).statusCode, 401);
  const alice = await signUp(app);
  const first = await alice.jar.inject({ url: '/api/notifications/settings' });
  assert.equal(first.statusCode, 200);
  assert.deepEqual(first.json().data, { email_messages: true, email_viewings: true, push_messages: true, push_viewings: true, push_searches: true, push_price_drops: true });
  const put = await send(alice.jar, { method: 'PUT', url: '/ru/api/notifications/settings', payload: { email_messages: false, push_price_drops: false } });
  assert.equal(put.statusCode, 200, put.body);
  assert.equal(put.json().message, 'Настройки уведомлений сохранены');
  const again = await alice.jar.inject({ url: '/api/notifications/settings' });
  assert.deepEqual(again.json().data, { email_messages: false, email_viewings: true, push_messages: true, push_viewings: true, push_searches: true, push_price_drops: false });
  const bad = await send(alice.jar, { method: 'PUT', url: '/en/api/notifications/settings', payload: { email_viewings: 'maybe' } });
  assert.equal(bad.statusCode, 422);
  assert.ok(bad.json().errors.email_viewings);
  const other = await signUp(app);
  assert.equal((await other.jar.inject({ url: '/api/notifications/settings' })).json().data.email_messages, true, 'settings are per user');
});
