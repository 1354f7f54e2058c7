// A saved search with a drawn area (issue 28): saved and listed with its polygon intact (a 50-point area is longer than
// any other filter value), and its instant alert mails a new listing published inside the area, never one outside.
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatPolygon, type LngLatPoint } from '@realty/shared/schemas';
import { readOutbox } from '../../src/services/mail';
import { insertListing, send, signUp } from '../accounts/helpers';
import { build } from '../helper';

test('a saved search with a drawn area: round trip and alerts inside it only', async (t) => {
  const app = await build(t);
  const alice = await signUp(app);
  const bob = await signUp(app);
  // A 50-point circle of 0.05° around (30.7 E, 36.9 N), about 5 km.
  const ring = Array.from({ length: 50 }, (_, i): LngLatPoint => [30.7 + 0.05 * Math.cos((2 * Math.PI * i) / 50), 36.9 + 0.05 * Math.sin((2 * Math.PI * i) / 50)]);
  const polygon = formatPolygon(ring);
  assert.ok(polygon.length > 200, 'longer than any other saved value');

  const saved = await send(alice.jar, {
    method: 'POST',
    url: '/en/api/realty/filter/save',
    payload: { filter: { dealType: 'sale', polygon }, name: 'Drawn area', url: `/en/real-estate/sale?polygon=${encodeURIComponent(polygon)}`, alert: 'instant' },
  });
  assert.equal(saved.statusCode, 201, saved.body);
  const list = await alice.jar.inject({ url: '/en/api/saved-searches' });
  assert.equal(list.statusCode, 200);
  const mine = list.json<{ data: Array<{ id: number; filter: Record<string, unknown>; alert: string }> }>().data;
  assert.equal(mine.length, 1);
  assert.deepEqual(mine[0]!.filter, { dealType: 'sale', polygon });
  assert.equal(mine[0]!.alert, 'instant');

  const inside = await insertListing(app, bob.user.id);
  const outside = await insertListing(app, bob.user.id);
  await app.database.execute('UPDATE listings SET lng = $2, lat = $3 WHERE id = $1', [inside, 30.71, 36.91]);
  await app.database.execute('UPDATE listings SET lng = $2, lat = $3 WHERE id = $1', [outside, 30.9, 36.9]);
  // The catalogue with the saved filter finds the one inside.
  const found = await app.inject({ url: `/en/api/realty?dealType=sale&polygon=${encodeURIComponent(polygon)}` });
  assert.equal(found.statusCode, 200, found.body);
  const ids = found.json<{ data: Array<{ id: number }> }>().data.map((c) => c.id);
  assert.ok(ids.includes(inside) && !ids.includes(outside), JSON.stringify(ids));

  await app.alerts.run(new Date(Date.now() + 1000));
  const mails = (await readOutbox(app.config.outboxDir)).filter((mail) => mail.to.includes(alice.email));
  assert.equal(mails.length, 1);
  assert.match(mails[0]!.text, new RegExp(`/real-estate/ad/${inside}\\b`));
  assert.doesNotMatch(mails[0]!.text, new RegExp(`/real-estate/ad/${outside}\\b`));
  assert.match(mails[0]!.subject, /1 new listing/);
});
