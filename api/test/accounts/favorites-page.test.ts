// profile/favorites is rendered for the signed-in user with their first page of cards inlined (issue 27): the page
// reply is theirs alone (401 without a session, never kept by a shared cache), and a visitor gets the page's gate.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build, inlinedData } from '../helper';
import { insertListing, signUp } from './helpers';

test('profile/favorites inlines the signed-in user’s favourite cards, and only theirs', async (t) => {
  const app = await build(t);
  const owner = await signUp(app);
  const fan = await signUp(app);
  const other = await signUp(app);
  const liked = await insertListing(app, owner.user.id);
  const notLiked = await insertListing(app, owner.user.id);
  await app.database.execute('INSERT INTO favorites (user_id, listing_id) VALUES ($1, $2), ($3, $4)', [fan.user.id, liked, other.user.id, notLiked]);

  const reply = await fan.jar.inject({ url: '/en/api/pages/profile/favorites' });
  assert.equal(reply.statusCode, 200, reply.body);
  assert.equal(reply.headers['cache-control'], 'private, no-store');
  const body = reply.json<{ route: string; data: { data: Array<{ id: number }>; meta: { total: number } } }>();
  assert.equal(body.route, 'profileFavorites');
  assert.deepEqual(body.data.data.map((card) => card.id), [liked]);
  assert.equal(body.data.meta.total, 1);

  const html = await fan.jar.inject({ url: '/en/profile/favorites' });
  assert.equal(html.statusCode, 200);
  assert.match(String(html.headers['cache-control']), /^private\b/);
  const data = inlinedData(html.body);
  assert.equal(data.page?.route, 'profileFavorites');
  assert.equal(data.page?.url, '/en/profile/favorites');
  assert.deepEqual((data.page?.data as { data: Array<{ id: number }> }).data.map((card) => card.id), [liked]);
  assert.equal(data.session?.user.id, fan.user.id);
});

test('profile/favorites without a session: the page (its gate asks to sign in) and a 401 page reply, nothing inlined', async (t) => {
  const app = await build(t);
  const html = await app.inject({ url: '/tr/profile/favorites' });
  assert.equal(html.statusCode, 200);
  const data = inlinedData(html.body);
  assert.equal(data.page, undefined);
  assert.equal(data.session, null, 'the page says there is no session: its gate asks to sign in from the first render');
  const reply = await app.inject({ url: '/ru/api/pages/profile/favorites' });
  assert.equal(reply.statusCode, 401);
  assert.equal(reply.headers['cache-control'], 'private, no-store');
  assert.ok(reply.json<{ message: string }>().message.length > 0);
  assert.match(reply.json<{ message: string }>().message, /[а-яА-Я]/, 'in the request’s language');
});
