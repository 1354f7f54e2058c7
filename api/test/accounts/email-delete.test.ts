// profile/info: the e-mail changes only through a link sent to the new address (one use, 24 hours, the old
// address gets a notice, throttled), and an account is deleted with its password (listings hidden, personal
// data erased, invoices kept, signed out for good). Another user's data is never touched.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { build, CookieJar } from '../helper';
import { readOutbox } from '../../src/services/mail';
import { insertListing, PASSWORD, send, signIn, signUp, withCsrf, type TestUser } from './helpers';

const LINK = /\/(tr|en|ru)\/confirm-email\?token=([A-Za-z0-9_-]{43})/;
let address = 0;
/** A fresh client address per request, so the per-address limits only count where a test means them to. */
const ip = () => `198.51.100.${(++address % 250) + 1}`;

test('e-mail change confirmed by a link to the new address', async (t) => {
  const app = await build(t);
  const outbox = app.config.outboxDir;
  const mailsTo = async (to: string) => (await readOutbox(outbox)).filter((mail) => mail.to.includes(to));
  const tokenFor = async (to: string): Promise<string> => {
    const mails = await mailsTo(to);
    const match = LINK.exec(mails[mails.length - 1]?.text ?? '');
    assert.ok(match?.[2], `no confirmation link to ${to}`);
    return match[2];
  };
  const visitor = await withCsrf(new CookieJar(app));
  const confirm = (token: unknown, lang = 'en', jar: CookieJar = visitor) =>
    send(jar, { method: 'POST', url: `/${lang}/api/email-change/confirm`, remoteAddress: ip(), payload: { token } });
  const request = (who: TestUser, payload: Record<string, unknown>, lang = 'en') =>
    send(who.jar, { method: 'POST', url: `/${lang}/api/profile/email`, remoteAddress: ip(), payload });
  const emailOf = async (id: number) => String((await app.database.execute('SELECT email FROM users WHERE id = $1', [id])).rows[0]?.email);

  const alice = await signUp(app);
  const bob = await signUp(app);

  await t.test('bad input is a 422 with a message per field, in the request language', async () => {
    let res = await request(alice, {});
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors, { email: ['The e-mail field is required.'], current_password: ['Enter your current password.'] });
    res = await request(alice, { email: 'not-an-address', current_password: PASSWORD }, 'tr');
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors.email, ['Geçerli bir e-posta adresi girin.']);
    res = await request(alice, { email: 'x@example.com', current_password: 'wrong-password' }, 'ru');
    assert.deepEqual(res.json().errors, { current_password: ['Текущий пароль указан неверно.'] });
    res = await request(alice, { email: bob.email.toUpperCase(), current_password: PASSWORD });
    assert.deepEqual(res.json(), { message: 'This e-mail is already registered.', errors: { email: ['This e-mail is already registered.'] } });
    res = await request(alice, { email: ` ${alice.email.toUpperCase()} `, current_password: PASSWORD });
    assert.deepEqual(res.json().errors, { email: ['This is already your e-mail address.'] });
    res = await request(alice, { email: 'a'.repeat(250) + '@example.com', current_password: PASSWORD });
    assert.deepEqual(res.json().errors.email, ['The e-mail must be a valid e-mail address.']);
    res = await request(alice, { email: 'x@example.com', current_password: 'p'.repeat(129) });
    assert.equal(res.statusCode, 422);
    assert.equal((await mailsTo('x@example.com')).length, 0, 'no mail for a refused request');
    const status = await alice.jar.inject({ url: '/en/api/profile/email' });
    assert.deepEqual(status.json(), { data: { email: alice.email, pending: null } });
  });

  await t.test('the link goes to the new address, the old one gets a notice; nothing changes before the link', async () => {
    const res = await request(alice, { email: 'Alice.New@Example.com', current_password: PASSWORD });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'We sent a confirmation link to alice.new@example.com. Your e-mail changes when you open it.');
    assert.equal(res.json().data.email, 'alice.new@example.com');
    const expires = Date.parse(res.json().data.expires_at) - Date.now();
    assert.ok(expires > 23.9 * 3600_000 && expires <= 24 * 3600_000, 'expires in 24 hours');
    const [link] = await mailsTo('alice.new@example.com');
    assert.ok(link);
    assert.match(link.subject, /Confirm your new e-mail address/);
    assert.match(link.text, /http:\/\/localhost:3000\/en\/confirm-email\?token=[A-Za-z0-9_-]{43}/);
    const notices = await mailsTo(alice.email);
    assert.equal(notices.length, 1);
    assert.match(notices[0]?.subject ?? '', /Your e-mail address is being changed/);
    assert.match(notices[0]?.text ?? '', /alice\.new@example\.com/);
    assert.doesNotMatch(notices[0]?.text ?? '', LINK, 'the old address never gets the link');
    assert.equal(await emailOf(alice.user.id), alice.email);
    const status = await alice.jar.inject({ url: '/en/api/profile/email' });
    assert.equal(status.json().data.pending.email, 'alice.new@example.com');
    assert.equal((await signIn(app, alice.email, PASSWORD, ip())).res.statusCode, 200, 'the old address still signs in');
  });

  await t.test('a new request replaces the pending one: the first link stops working', async () => {
    const first = await tokenFor('alice.new@example.com');
    const res = await request(alice, { email: 'alice.second@example.com', current_password: PASSWORD });
    assert.equal(res.statusCode, 200);
    const old = await confirm(first);
    assert.equal(old.statusCode, 422);
    assert.deepEqual(old.json(), {
      message: 'This confirmation link is invalid or has expired. Request a new one from your profile.',
      errors: { token: ['This confirmation link is invalid or has expired. Request a new one from your profile.'] },
    });
    assert.equal(await emailOf(alice.user.id), alice.email);
  });

  await t.test('opening the link (signed out is fine) changes the address once; the token cannot be reused', async () => {
    const token = await tokenFor('alice.second@example.com');
    const bobBefore = await emailOf(bob.user.id);
    const res = await confirm(token, 'tr');
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { message: 'E-posta adresiniz artık alice.second@example.com.', data: { email: 'alice.second@example.com' } });
    assert.equal(await emailOf(alice.user.id), 'alice.second@example.com');
    assert.equal(await emailOf(bob.user.id), bobBefore, "another user's address is untouched");
    const again = await confirm(token);
    assert.equal(again.statusCode, 422);
    assert.deepEqual(again.json().errors, { token: ['This confirmation link is invalid or has expired. Request a new one from your profile.'] });
    const changed = await mailsTo(alice.email);
    assert.match(changed[changed.length - 1]?.subject ?? '', /E-posta adresiniz değiştirildi/);
    assert.equal((await signIn(app, alice.email, PASSWORD, ip())).res.statusCode, 422, 'the old address no longer signs in');
    assert.equal((await signIn(app, 'alice.second@example.com', PASSWORD, ip())).res.statusCode, 200);
    const me = await alice.jar.inject({ url: '/api/user' });
    assert.equal(me.json().data.email, 'alice.second@example.com', 'the session stays');
    assert.equal(me.json().data.role, 'user', 'the reply schema keeps every field of the user');
    alice.email = 'alice.second@example.com';
  });

  await t.test('an expired link, a malformed token and an unknown token are refused', async () => {
    await request(bob, { email: 'bob.new@example.com', current_password: PASSWORD });
    const token = await tokenFor('bob.new@example.com');
    await app.database.execute(`UPDATE email_changes SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [bob.user.id]);
    assert.equal((await confirm(token)).statusCode, 422);
    assert.equal((await bob.jar.inject({ url: '/en/api/profile/email' })).json().data.pending, null, 'an expired change is not pending');
    for (const bad of [undefined, '', 'short', 'x'.repeat(43).replace(/x/g, '!'), 42, ['a']]) {
      const res = await confirm(bad);
      assert.equal(res.statusCode, 422, String(bad));
      assert.deepEqual(Object.keys(res.json().errors), ['token']);
    }
    assert.equal((await confirm('A'.repeat(43))).statusCode, 422);
    assert.equal(await emailOf(bob.user.id), bob.email);
  });

  await t.test('an address registered by someone else before the link is opened is refused', async () => {
    await request(bob, { email: 'race@example.com', current_password: PASSWORD });
    const token = await tokenFor('race@example.com');
    await signUp(app, { email: 'race@example.com' });
    const res = await confirm(token);
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors, { email: ['This e-mail is already registered.'] });
    assert.equal(await emailOf(bob.user.id), bob.email);
  });

  await t.test('cancel: the link stops working; nothing to cancel is a 404', async () => {
    await request(bob, { email: 'bob.cancel@example.com', current_password: PASSWORD });
    const token = await tokenFor('bob.cancel@example.com');
    const res = await send(bob.jar, { method: 'DELETE', url: '/en/api/profile/email' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().message, 'The e-mail change was cancelled.');
    assert.equal((await confirm(token)).statusCode, 422);
    const none = await send(bob.jar, { method: 'DELETE', url: '/en/api/profile/email' });
    assert.equal(none.statusCode, 404);
    assert.deepEqual(none.json(), { message: 'There is no e-mail change waiting for confirmation.' });
  });

  await t.test('a password change ends the pending change', async () => {
    await request(bob, { email: 'bob.pw@example.com', current_password: PASSWORD });
    const token = await tokenFor('bob.pw@example.com');
    const res = await send(bob.jar, { method: 'PUT', url: '/en/api/profile/password', payload: { current_password: PASSWORD, password: 'Another-Pass-77', password_confirmation: 'Another-Pass-77' } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await confirm(token)).statusCode, 422);
    bob.password = 'Another-Pass-77';
  });

  await t.test('requests are throttled per account (429 with Retry-After)', async () => {
    const carol = await signUp(app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await request(carol, { email: `carol-${i}@example.com`, current_password: i === 0 ? 'wrong-password' : PASSWORD });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        assert.match(res.json().message, /^Too many requests\. Please try again in \d+ seconds\.$/);
        assert.ok(Number(res.headers['retry-after']) > 0);
      }
    }
    assert.deepEqual(statuses, [422, 200, 200, 200, 200, 429], 'a wrong password counts too');
    assert.equal((await mailsTo('carol-5@example.com')).length, 0);
  });

  await t.test('signed out: 401 on the signed-in routes', async () => {
    for (const [method, url] of [['GET', '/en/api/profile/email'], ['POST', '/en/api/profile/email'], ['DELETE', '/en/api/profile/email'], ['DELETE', '/en/api/profile']] as const) {
      const res = method === 'GET' ? await visitor.inject({ url }) : await send(visitor, { method, url, payload: {} });
      assert.equal(res.statusCode, 401, `${method} ${url}`);
      assert.deepEqual(res.json(), { message: 'Unauthenticated.' });
    }
  });
});

test('delete account: with the password; listings hidden, personal data erased, invoices kept, signed out', async (t) => {
  const app = await build(t);
  const outbox = app.config.outboxDir;
  const dana = await signUp(app);
  const eve = await signUp(app);
  const id = dana.user.id;
  const del = (who: TestUser, payload: Record<string, unknown>, lang = 'en') =>
    send(who.jar, { method: 'DELETE', url: `/${lang}/api/profile`, remoteAddress: ip(), payload });
  const count = async (table: string, column = 'user_id', userId = id) =>
    Number((await app.database.execute(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [userId])).rows[0]?.n);

  // Dana's data: a photo, listings (active, hidden), favourites, saved searches with alerts, a pending e-mail
  // change, a second session, an invoice. Eve has the same kinds of rows, and favourited one of Dana's listings.
  const png = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#336699' } }).png().toBuffer();
  const boundary = '----deletetest';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const photo = await send(dana.jar, { method: 'POST', url: '/en/api/profile/photo', payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  assert.equal(photo.statusCode, 200, photo.body);
  const photoFile = path.join(app.config.uploadsDir, String(photo.json().data.photo).replace(/^\/uploads\//, ''));
  assert.ok(existsSync(photoFile));
  const active = await insertListing(app, id);
  const hidden = await insertListing(app, id, 'hidden');
  await app.database.execute(`UPDATE listings SET phone = '+905321112233', contact_name = 'Dana' WHERE user_id = $1`, [id]);
  const evesListing = await insertListing(app, eve.user.id);
  for (const who of [dana, eve]) {
    assert.equal((await send(who.jar, { method: 'POST', url: '/api/realty/favorite', payload: { realty_id: evesListing } })).statusCode, 201);
    const saved = await send(who.jar, { method: 'POST', url: '/api/realty/filter/save', payload: { filter: { dealType: 'sale' }, name: 'mine' } });
    assert.equal(saved.statusCode, 201);
    await send(who.jar, { method: 'PATCH', url: `/api/saved-searches/${saved.json().data.id}`, payload: { alert: 'daily' } });
  }
  assert.equal((await send(eve.jar, { method: 'POST', url: '/api/realty/favorite', payload: { realty_id: active } })).statusCode, 201);
  await send(dana.jar, { method: 'POST', url: '/en/api/profile/email', remoteAddress: ip(), payload: { email: 'dana.new@example.com', current_password: PASSWORD } });
  const elsewhere = await signIn(app, dana.email, PASSWORD, ip());
  assert.equal(elsewhere.res.statusCode, 200);
  await app.database.execute(`INSERT INTO invoices (user_id, number, total) VALUES ($1, 'INV-DEL-1', 100), ($2, 'INV-DEL-2', 50)`, [id, eve.user.id]);
  const eveBefore = {
    user: (await app.database.execute('SELECT name, lastname, email, phone, deleted_at FROM users WHERE id = $1', [eve.user.id])).rows,
    favorites: await count('favorites', 'user_id', eve.user.id),
    searches: await count('saved_searches', 'user_id', eve.user.id),
    listings: (await app.database.execute('SELECT id, status FROM listings WHERE user_id = $1', [eve.user.id])).rows,
  };

  await t.test('the password is required and must be right (422 per field, in the request language); nothing changes', async () => {
    let res = await del(dana, {});
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors, { password: ['The password field is required.'] });
    res = await del(dana, { password: 'wrong-password' }, 'tr');
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors, { password: ['Mevcut şifre yanlış.'] });
    res = await del(dana, { password: 'x'.repeat(129) });
    assert.equal(res.statusCode, 422);
    res = await del(dana, { password: PASSWORD, user_id: eve.user.id });
    assert.equal(res.statusCode, 403, 'another user id');
    res = await del(eve, { password: PASSWORD, user_id: id });
    assert.equal(res.statusCode, 403);
    res = await del(eve, { password: 'x', user_id: 'abc' });
    assert.equal(res.statusCode, 422);
    assert.equal((await dana.jar.inject({ url: '/api/user' })).statusCode, 200);
    assert.equal(await count('favorites'), 1);
  });

  await t.test('deleting: 200, the session ends, the data is erased, invoices stay', async () => {
    const res = await del(dana, { password: PASSWORD, user_id: id }, 'ru');
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { message: 'Ваш аккаунт удалён.' });
    assert.ok(res.cookies.some((c) => c.name === 'realty_session' && c.value === ''), 'the session cookie is cleared');
    assert.equal((await dana.jar.inject({ url: '/api/user' })).statusCode, 401);
    assert.equal((await elsewhere.jar.inject({ url: '/api/user' })).statusCode, 401, 'every session ends');

    const { rows } = await app.database.execute('SELECT name, lastname, email, phone, photo, password_hash, deleted_at, favorite_alerts FROM users WHERE id = $1', [id]);
    const row = rows[0];
    assert.ok(row, 'the row stays for the invoices');
    assert.equal(row.name, '');
    assert.equal(row.lastname, '');
    assert.equal(row.email, `deleted-${id}@deleted.invalid`);
    assert.equal(row.phone, null);
    assert.equal(row.photo, null);
    assert.equal(row.favorite_alerts, false);
    assert.ok(row.deleted_at);
    assert.doesNotMatch(String(row.password_hash), /^\$argon2/);
    assert.equal(existsSync(photoFile), false, 'the photo files are removed');
    for (const table of ['sessions', 'favorites', 'saved_searches', 'email_changes', 'password_resets', 'favorite_alerts_sent']) {
      assert.equal(await count(table), 0, table);
    }
    assert.equal(await count('invoices'), 1, 'the invoice is kept');
    const listings = (await app.database.execute('SELECT id, status, phone, contact_name FROM listings WHERE user_id = $1 ORDER BY id', [id])).rows;
    assert.deepEqual(listings, [
      { id: active, status: 'hidden', phone: null, contact_name: null },
      { id: hidden, status: 'hidden', phone: null, contact_name: null },
    ]);
    assert.equal((await app.inject({ url: `/en/api/realty/${active}` })).statusCode, 404, 'the public listing is gone');
    const farewell = (await readOutbox(outbox)).filter((m) => m.to.includes(dana.email));
    assert.match(farewell[farewell.length - 1]?.subject ?? '', /Ваш аккаунт удалён/);
  });

  await t.test('they cannot sign in again, nor reset the password, nor confirm the old e-mail change', async () => {
    const login = await signIn(app, dana.email, PASSWORD, ip());
    assert.equal(login.res.statusCode, 422);
    assert.deepEqual(login.res.json().errors, { email: ['These credentials do not match our records.'] });
    const placeholder = await signIn(app, `deleted-${id}@deleted.invalid`, '!deleted', ip());
    assert.equal(placeholder.res.statusCode, 422);
    const before = (await readOutbox(outbox)).length;
    await send(dana.jar, { method: 'POST', url: '/en/api/password/forgot', remoteAddress: ip(), payload: { email: `deleted-${id}@deleted.invalid` } });
    await app.auth.settled();
    assert.equal((await readOutbox(outbox)).length, before, 'no reset mail');
    // The e-mail is free again: someone may register it.
    await signUp(app, { email: dana.email });
  });

  await t.test("another user's data is untouched (their favourite of a now hidden listing stays, flagged)", async () => {
    assert.deepEqual((await app.database.execute('SELECT name, lastname, email, phone, deleted_at FROM users WHERE id = $1', [eve.user.id])).rows, eveBefore.user);
    assert.equal(await count('favorites', 'user_id', eve.user.id), eveBefore.favorites, 'including the favourite of the now hidden listing');
    assert.equal(await count('saved_searches', 'user_id', eve.user.id), eveBefore.searches);
    assert.deepEqual((await app.database.execute('SELECT id, status FROM listings WHERE user_id = $1', [eve.user.id])).rows, eveBefore.listings);
    assert.equal(await count('invoices', 'user_id', eve.user.id), 1);
    assert.equal((await eve.jar.inject({ url: '/api/user' })).statusCode, 200);
  });

  await t.test('deletion attempts are throttled per account', async () => {
    const frank = await signUp(app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await del(frank, { password: 'wrong-password' })).statusCode);
    assert.deepEqual(statuses, [...Array<number>(10).fill(422), 429]);
    assert.equal((await frank.jar.inject({ url: '/api/user' })).statusCode, 200);
  });
});

test('/api/openapi.json documents the profile routes: bodies, parameters and a reply per status', async (t) => {
  const app = await build(t);
  const doc = (await app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { parameters?: { name: string }[]; requestBody?: unknown; responses: Record<string, unknown> }>>;
  };
  const op = (p: string, method: string) => {
    const found = doc.paths[p]?.[method];
    assert.ok(found, `${method.toUpperCase()} ${p} is documented`);
    return found;
  };
  const bodies: Array<[string, string]> = [['/api/profile', 'patch'], ['/api/profile/password', 'put'], ['/api/profile/email', 'post'], ['/api/profile', 'delete'], ['/api/email-change/confirm', 'post']];
  for (const [p, method] of bodies) {
    assert.ok(op(p, method).requestBody, `${method} ${p} body`);
  }
  assert.deepEqual(Object.keys(op('/api/profile', 'patch').responses).sort(), ['200', '401', '403', '419', '422', '429']);
  assert.deepEqual(Object.keys(op('/api/profile', 'delete').responses).sort(), ['200', '401', '403', '419', '422', '429']);
  assert.deepEqual(Object.keys(op('/api/profile/email', 'delete').responses).sort(), ['200', '401', '403', '404', '419', '422']);
  assert.deepEqual(Object.keys(op('/api/email-change/confirm', 'post').responses).sort(), ['200', '419', '422', '429']);
  assert.deepEqual((op('/api/profile/photo', 'delete').parameters ?? []).map((x) => x.name), ['user_id']);
  assert.deepEqual(Object.keys(op('/api/user', 'get').responses).sort(), ['200', '401']);
});
