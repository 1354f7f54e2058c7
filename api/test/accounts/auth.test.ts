// Sign-up, sign-in, sign-out, the current user, refresh: every prefix, validation in the request's
// language, session rotation and destruction, cookie flags, argon2id, no mass assignment.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readOutbox } from '../../src/services/mail';
import { build, CookieJar } from '../helper';
import { PASSWORD, send, signIn, signUp, withCsrf, xsrf } from './helpers';

const registerBody = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Mehmet',
  lastname: 'Demir',
  phone: '+90 532 765 43 21',
  email,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  org_type: 'corporate',
  agency_name: 'Demir Emlak',
  ...extra,
});

test('accounts: sign-up, sign-in, sign-out, user, refresh', async (t) => {
  const app = await build(t);

  await t.test('register under every prefix answers 200 with a neutral message and signs the new user in', async () => {
    for (const prefix of ['/api', '/en/api', '/tr/api', '/ru/api']) {
      const jar = await withCsrf(new CookieJar(app));
      const email = `Reg${prefix.replace(/\//g, '')}@Example.com`;
      const res = await jar.inject({ method: 'POST', url: `${prefix}/register`, headers: xsrf(jar), payload: registerBody(email) });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(Object.keys(res.json()), ['message']);
      const me = await jar.inject({ url: `${prefix}/user` });
      assert.equal(me.statusCode, 200);
      const { data } = me.json();
      assert.equal(data.email, email.toLowerCase());
      assert.equal(data.phone, '+905327654321');
      assert.equal(data.org_type, 'corporate');
      assert.equal(data.initials, 'MD');
      assert.equal(typeof data.id, 'number');
      assert.doesNotMatch(res.body, /password|argon2/i);
      assert.doesNotMatch(me.body, /password|argon2/i);
    }
  });

  await t.test('a registered address gets the same reply; nothing is created, its owner is e-mailed (no enumeration)', async () => {
    const owner = await signUp(app, { email: 'taken@example.com' });
    for (const [lang, subject, text] of [
      ['en', 'Someone tried to register with your address', 'Thank you! If this address already has an account, we have e-mailed it how to sign in.'],
      ['tr', 'Adresinizle kayıt olunmaya çalışıldı', 'Teşekkürler! Bu adresle zaten bir hesap varsa, nasıl oturum açılacağını bu adrese e-postayla gönderdik.'],
      ['ru', 'Кто-то пытался зарегистрироваться с вашим адресом', 'Спасибо! Если с этим адресом уже есть аккаунт, мы отправили на него письмо о том, как войти.'],
    ] as const) {
      const fresh = await withCsrf(new CookieJar(app));
      const free = await send(fresh, { method: 'POST', url: `/${lang}/api/register`, payload: registerBody(`free-${lang}@example.com`) });
      const again = await withCsrf(new CookieJar(app));
      const taken = await send(again, { method: 'POST', url: `/${lang}/api/register`, payload: registerBody('TAKEN@example.com', { name: 'Mallory' }) });
      assert.deepEqual([taken.statusCode, taken.json()], [free.statusCode, free.json()]);
      assert.deepEqual([taken.statusCode, taken.json()], [200, { message: text }]);
      assert.equal((await again.inject({ url: '/api/user' })).statusCode, 401, 'not signed in as the owner');
      await app.auth.settled();
      const mail = (await readOutbox(app.config.outboxDir)).filter((m) => m.to === 'taken@example.com').pop();
      assert.equal(mail?.subject.startsWith(subject), true, String(mail?.subject));
      assert.match(mail?.text ?? '', new RegExp(`http://localhost:3000/${lang}/login`));
      assert.match(mail?.text ?? '', /^(Hello Ayşe,|Merhaba Ayşe,|Здравствуйте, Ayşe!)/);
    }
    const { rows } = await app.database.execute('SELECT name FROM users WHERE lower(email) = $1', ['taken@example.com']);
    assert.deepEqual(rows.map((r) => r.name), ['Ayşe'], 'the account is unchanged, no second one');
    assert.equal((await owner.jar.inject({ url: '/api/user' })).statusCode, 200);
  });

  await t.test('session cookie: httpOnly, SameSite=Lax, 30 days, not Secure over http; XSRF cookie readable by scripts', async () => {
    const jar = await withCsrf(new CookieJar(app));
    const res = await jar.inject({ method: 'POST', url: '/en/api/register', headers: xsrf(jar), payload: registerBody('cookie@example.com') });
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = setCookie.find((c) => c.startsWith('realty_session='));
    assert.ok(session);
    assert.match(session, /HttpOnly/);
    assert.match(session, /SameSite=Lax/);
    assert.match(session, /Max-Age=2592000/);
    assert.match(session, /Path=\//);
    assert.doesNotMatch(session, /Secure/);
    const xsrfCookie = setCookie.find((c) => c.startsWith('XSRF-TOKEN='));
    assert.ok(xsrfCookie);
    assert.doesNotMatch(xsrfCookie, /HttpOnly/);
  });

  await t.test('passwords are stored as argon2id (t=2, m=19 MiB, p=1)', async () => {
    const { rows } = await app.database.execute('SELECT password_hash FROM users WHERE email = $1', ['cookie@example.com']);
    assert.match(String(rows[0]?.password_hash), /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  await t.test('validation errors are 422 { message, errors } in the request language', async () => {
    const cases = [
      ['/en/api/register', 'The name field is required.', 'The password must be at least 8 characters.'],
      ['/tr/api/register', 'Ad alanı zorunludur.', 'Şifre en az 8 karakter olmalıdır.'],
      ['/ru/api/register', 'Укажите имя.', 'Пароль должен содержать не менее 8 символов.'],
    ] as const;
    for (const [url, nameMsg, passwordMsg] of cases) {
      const jar = await withCsrf(new CookieJar(app));
      const res = await jar.inject({ method: 'POST', url, headers: xsrf(jar), payload: { phone: '12', email: 'nope', password: 'short', password_confirmation: 'short' } });
      assert.equal(res.statusCode, 422);
      const body = res.json();
      assert.equal(typeof body.message, 'string');
      assert.deepEqual(body.errors.name, [nameMsg]);
      assert.deepEqual(body.errors.password, [passwordMsg]);
      assert.ok(body.errors.phone?.[0]);
      assert.ok(body.errors.email?.[0]);
      assert.ok(body.errors.lastname?.[0]);
    }
  });

  await t.test('password rules: confirmation, 128 characters, common passwords; e-mail unique case-insensitively', async () => {
    const jar = await withCsrf(new CookieJar(app));
    const post = (payload: Record<string, unknown>) => send(jar, { method: 'POST', url: '/en/api/register', payload });
    let res = await post(registerBody('rules@example.com', { password_confirmation: 'something-else' }));
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors.password, ['The password confirmation does not match.']);
    const long = 'x'.repeat(129);
    res = await post(registerBody('rules@example.com', { password: long, password_confirmation: long }));
    assert.deepEqual(res.json().errors.password, ['The password may not be longer than 128 characters.']);
    for (const common of ['password123', 'Qwerty123!', '12345678', 'galatasaray1905', 'iloveyou2024', 'aaaaaaaaaa']) {
      res = await post(registerBody('rules@example.com', { password: common, password_confirmation: common }));
      assert.equal(res.statusCode, 422, common);
      assert.deepEqual(res.json().errors.password, ['This password is too common. Please choose another one.'], common);
    }
    const max = `${'Zq9!'.repeat(32)}`;
    res = await post(registerBody('rules@example.com', { password: max, password_confirmation: max }));
    assert.equal(res.statusCode, 200, res.body);
    const users = async () => Number((await app.database.execute('SELECT count(*)::int AS n FROM users WHERE lower(email) = $1', ['rules@example.com'])).rows[0]?.n);
    res = await post(registerBody('RULES@example.COM'));
    assert.equal(res.statusCode, 200, 'the same reply as for a free address');
    assert.equal(await users(), 1, 'unique case-insensitively');
    res = await post(registerBody('orgtype@example.com', { org_type: 'admin' }));
    assert.equal(res.statusCode, 422);
    assert.ok(res.json().errors.org_type);
  });

  await t.test('register ignores ids, admin flags and hashes in the body (no mass assignment)', async () => {
    const jar = await withCsrf(new CookieJar(app));
    const res = await send(jar, {
      method: 'POST',
      url: '/en/api/register',
      payload: registerBody('mass@example.com', { id: 1, is_admin: true, isAdmin: true, role: 'admin', password_hash: 'x', passwordHash: 'x', created_at: '2000-01-01', locale: 'ru' }),
    });
    assert.equal(res.statusCode, 200, res.body);
    const { rows } = await app.database.execute('SELECT id, role, password_hash, created_at, locale FROM users WHERE email = $1', ['mass@example.com']);
    const row = rows[0] ?? {};
    assert.notEqual(row.id, 1);
    assert.equal(row.role, 'user');
    assert.match(String(row.password_hash), /^\$argon2id\$/);
    assert.ok(new Date(String(row.created_at)).getFullYear() > 2020);
    assert.equal(row.locale, 'en');
  });

  await t.test('sign-in rotates the session; sign-out destroys it (replaying the cookie gives 401)', async () => {
    const alice = await signUp(app);
    const firstSession = alice.jar.get('realty_session');
    assert.ok(firstSession);
    // Sign in again from the same browser: a new session id, the old one is dead.
    const res = await send(alice.jar, { method: 'POST', url: '/en/api/login', payload: { email: alice.email.toUpperCase(), password: alice.password, lang: 'en' } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.id, alice.user.id);
    const secondSession = alice.jar.get('realty_session');
    assert.ok(secondSession && secondSession !== firstSession);
    const old = await app.inject({ url: '/api/user', cookies: { realty_session: firstSession } });
    assert.equal(old.statusCode, 401);
    assert.equal((await alice.jar.inject({ url: '/api/user' })).statusCode, 200);

    const out = await send(alice.jar, { method: 'POST', url: '/ru/api/logout' });
    assert.equal(out.statusCode, 204);
    assert.equal(alice.jar.get('realty_session'), undefined);
    const replay = await app.inject({ url: '/en/api/user', cookies: { realty_session: secondSession } });
    assert.equal(replay.statusCode, 401);
    assert.equal(replay.json().message, 'Unauthenticated.');
    const { rows } = await app.database.execute('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [alice.user.id]);
    assert.equal(rows[0]?.n, 0);
  });

  await t.test('sessions are stored hashed, expire after 30 days, and an expired one gives 401', async () => {
    const bob = await signUp(app);
    const token = bob.jar.get('realty_session') ?? '';
    const { rows } = await app.database.execute('SELECT id, expires_at FROM sessions WHERE user_id = $1', [bob.user.id]);
    assert.equal(rows.length, 1);
    assert.notEqual(rows[0]?.id, token);
    assert.match(String(rows[0]?.id), /^[0-9a-f]{64}$/);
    const days = (new Date(String(rows[0]?.expires_at)).getTime() - Date.now()) / 86_400_000;
    assert.ok(days > 29.9 && days <= 30, `expires in ${days} days`);
    await app.database.execute("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1", [bob.user.id]);
    assert.equal((await bob.jar.inject({ url: '/api/user' })).statusCode, 401);
  });

  await t.test('GET /api/user and /api/refresh: 401 signed out (in the request language), 200 signed in', async () => {
    assert.equal((await app.inject({ url: '/api/user' })).statusCode, 401);
    const tr = await app.inject({ url: '/tr/api/user' });
    assert.equal(tr.json().message, 'Oturum açmanız gerekiyor.');
    assert.equal((await app.inject({ url: '/en/api/refresh' })).statusCode, 401);
    assert.equal((await app.inject({ url: '/api/user', cookies: { realty_session: 'garbage' } })).statusCode, 401);
    const carol = await signUp(app);
    await app.database.execute("UPDATE sessions SET expires_at = now() + interval '1 day' WHERE user_id = $1", [carol.user.id]);
    const res = await carol.jar.inject({ url: '/en/api/refresh' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.id, carol.user.id);
    const { rows } = await app.database.execute('SELECT expires_at FROM sessions WHERE user_id = $1', [carol.user.id]);
    const days = (new Date(String(rows[0]?.expires_at)).getTime() - Date.now()) / 86_400_000;
    assert.ok(days > 29.9, `refreshed to ${days} days`);
  });

  await t.test('wrong credentials: 422 with the message on email, in the request language', async () => {
    const dave = await signUp(app);
    const { res } = await signIn(app, dave.email, 'wrong-password-1', '198.51.100.1');
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors.email, ['These credentials do not match our records.']);
    const jar = await withCsrf(new CookieJar(app));
    const ru = await send(jar, { method: 'POST', url: '/ru/api/login', remoteAddress: '198.51.100.2', payload: { email: 'nobody@example.com', password: 'whatever-1' } });
    assert.equal(ru.statusCode, 422);
    assert.deepEqual(ru.json().errors.email, ['Неверный e-mail или пароль.']);
    assert.equal(ru.cookies.find((c) => c.name === 'realty_session'), undefined);
  });
});

test('accounts: Secure cookies over HTTPS behind a trusted proxy', async (t) => {
  const app = await build(t, { env: { TRUST_PROXY: 'true', PUBLIC_URL: 'https://realty.example' } });
  const https = { 'x-forwarded-proto': 'https' };
  const jar = new CookieJar(app);
  const csrf = await jar.inject({ url: '/sanctum/csrf-cookie', headers: https });
  assert.match(String(csrf.headers['set-cookie']), /Secure/);
  const res = await jar.inject({ method: 'POST', url: '/en/api/register', headers: { ...https, ...xsrf(jar) }, payload: registerBody('secure@example.com') });
  assert.equal(res.statusCode, 200, res.body);
  const session = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('realty_session='));
  assert.match(session ?? '', /; Secure/);
  assert.match(session ?? '', /HttpOnly/);
  assert.ok(res.headers['strict-transport-security'], 'HSTS over HTTPS');
});

test('/api/openapi.json documents the sign-in, sign-up, password reset and contact bodies and a reply per status', async (t) => {
  const app = await build(t);
  type Schema = { properties?: Record<string, unknown>; required?: string[] };
  type Operation = {
    parameters?: { name: string; in: string }[];
    requestBody?: { content: Record<string, { schema: Schema }> };
    responses: Record<string, unknown>;
  };
  const doc = (await app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
  const op = (path: string, method: string) => {
    const found = doc.paths[path]?.[method];
    assert.ok(found, `${method.toUpperCase()} ${path} is documented`);
    return found;
  };
  const body = (path: string) => op(path, 'post').requestBody?.content['application/json']?.schema ?? {};
  const fields = (path: string) => Object.keys(body(path).properties ?? {}).sort();
  const statuses = (path: string, method = 'post') => Object.keys(op(path, method).responses).sort();

  assert.deepEqual(fields('/api/login'), ['email', 'lang', 'password', 'remember']);
  assert.deepEqual(body('/api/login').required?.sort(), ['email', 'password']);
  assert.deepEqual(statuses('/api/login'), ['200', '419', '422', '429', '503']); // 503: Redis down, the limits fail closed
  assert.deepEqual(fields('/api/register'), ['agency_name', 'email', 'lang', 'lastname', 'name', 'org_type', 'password', 'password_confirmation', 'phone']);
  assert.deepEqual(statuses('/api/register'), ['200', '419', '422', '429', '503']); // 503: Redis down, the limits fail closed
  assert.deepEqual(fields('/api/password/forgot'), ['email', 'lang']);
  assert.deepEqual(statuses('/api/password/forgot'), ['200', '419', '422', '429', '503']); // 503: Redis down, the limits fail closed
  assert.deepEqual(fields('/api/password/reset'), ['password', 'password_confirmation', 'token']);
  assert.deepEqual(statuses('/api/password/reset'), ['200', '419', '422']);
  assert.deepEqual((op('/api/password/reset', 'get').parameters ?? []).map((p) => `${p.in}:${p.name}`), ['query:token']);
  assert.deepEqual(fields('/api/realty/{id}/contact'), ['contact', 'message', 'name']);
  assert.deepEqual(statuses('/api/realty/{id}/contact'), ['200', '404', '419', '422', '429']);
});
