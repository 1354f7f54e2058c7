// Forgot password (DECISIONS.md): neutral reply, a one-time link valid one hour in an e-mail (outbox
// folder without SMTP), a new password ends every session; never a password in clear text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build, CookieJar } from '../helper';
import { readOutbox } from '../../src/services/mail';
import { send, signIn, signUp, tokenFromMail, withCsrf } from './helpers';

test('password reset by e-mail', async (t) => {
  const app = await build(t);
  const outbox = app.config.outboxDir;
  const user = await signUp(app);
  const jar = await withCsrf(new CookieJar(app));
  let client = 0;
  // The mail goes out after the reply (off the request path): wait for it before reading the outbox.
  const forgot = async (email: string, prefix = '/en/api') => {
    const res = await send(jar, { method: 'POST', url: `${prefix}/password/forgot`, remoteAddress: `192.0.2.${++client}`, payload: { email } });
    await app.auth.settled();
    return res;
  };
  const mailsTo = async (to: string) => (await readOutbox(outbox)).filter((mail) => mail.to.includes(to));

  await t.test('the reply is the same for a known and an unknown address; only the known one gets mail', async () => {
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot('nobody-here@example.com');
    assert.equal(known.statusCode, 200);
    assert.equal(unknown.statusCode, 200);
    assert.deepEqual(known.json(), unknown.json());
    assert.match(known.json().message, /If an account exists/);
    assert.equal((await mailsTo('nobody-here@example.com')).length, 0);
    const mails = await mailsTo(user.email);
    assert.equal(mails.length, 1);
    const mail = mails[0];
    assert.ok(mail);
    assert.match(mail.subject, /Reset your password/);
    assert.match(mail.text, /http:\/\/localhost:3000\/en\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    assert.doesNotMatch(mail.text, new RegExp(user.password));
  });

  await t.test('the mail is in the request language; invalid e-mail is a 422', async () => {
    const ru = await forgot(user.email, '/ru/api');
    assert.match(ru.json().message, /Если для этого e-mail есть аккаунт/);
    const mails = await mailsTo(user.email);
    const last = mails[mails.length - 1];
    assert.match(last?.subject ?? '', /Сброс пароля/);
    assert.match(last?.text ?? '', /\/ru\/reset-password\?token=/);
    const bad = await forgot('not-an-email');
    assert.equal(bad.statusCode, 422);
    assert.ok(bad.json().errors.email);
  });

  await t.test('the link sets a new password once; every session ends; the old password stops working', async () => {
    const mails = await mailsTo(user.email);
    const token = tokenFromMail(mails[0]?.text ?? '');
    const check = await app.inject({ url: `/en/api/password/reset?token=${token}` });
    assert.deepEqual(check.json(), { data: { valid: true } });
    const { rows: stored } = await app.database.execute('SELECT token_hash FROM password_resets WHERE user_id = $1', [user.user.id]);
    assert.ok(stored.every((row) => row.token_hash !== token), 'only a hash of the token is stored');

    const weak = await send(jar, { method: 'POST', url: '/en/api/password/reset', payload: { token, password: 'password1', password_confirmation: 'password1' } });
    assert.equal(weak.statusCode, 422);
    assert.ok(weak.json().errors.password);

    const newPassword = 'Yeni-Sifre-2026!';
    const res = await send(jar, { method: 'POST', url: '/tr/api/password/reset', payload: { token, password: newPassword, password_confirmation: newPassword } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Şifreniz değiştirildi. Şimdi giriş yapabilirsiniz.');
    assert.equal((await user.jar.inject({ url: '/api/user' })).statusCode, 401, 'old sessions are gone');

    const again = await send(jar, { method: 'POST', url: '/en/api/password/reset', payload: { token, password: 'Another-Pass-77', password_confirmation: 'Another-Pass-77' } });
    assert.equal(again.statusCode, 422);
    assert.deepEqual(again.json().errors.token, ['This reset link is invalid or has expired. Please request a new one.']);
    assert.deepEqual((await app.inject({ url: `/en/api/password/reset?token=${token}` })).json(), { data: { valid: false } });

    // The second (Russian) link of the same user died with the first use.
    const other = tokenFromMail(mails[1]?.text ?? '');
    const second = await send(jar, { method: 'POST', url: '/en/api/password/reset', payload: { token: other, password: 'Another-Pass-77', password_confirmation: 'Another-Pass-77' } });
    assert.equal(second.statusCode, 422);

    assert.equal((await signIn(app, user.email, user.password, '192.0.2.50')).res.statusCode, 422);
    assert.equal((await signIn(app, user.email, newPassword, '192.0.2.51')).res.statusCode, 200);
  });

  await t.test('a link older than one hour is refused; made-up tokens are refused', async () => {
    const someone = await signUp(app);
    await forgot(someone.email);
    const token = tokenFromMail((await mailsTo(someone.email))[0]?.text ?? '');
    const { rows } = await app.database.execute('SELECT expires_at, created_at FROM password_resets WHERE user_id = $1', [someone.user.id]);
    const minutes = (new Date(String(rows[0]?.expires_at)).getTime() - Date.now()) / 60_000;
    assert.ok(minutes > 59 && minutes <= 60, `valid for ${minutes} minutes`);
    await app.database.execute("UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1", [someone.user.id]);
    const res = await send(jar, { method: 'POST', url: '/en/api/password/reset', payload: { token, password: 'Valid-Pass-123', password_confirmation: 'Valid-Pass-123' } });
    assert.equal(res.statusCode, 422);
    assert.ok(res.json().errors.token);
    const fake = await send(jar, { method: 'POST', url: '/en/api/password/reset', payload: { token: 'x'.repeat(43), password: 'Valid-Pass-123', password_confirmation: 'Valid-Pass-123' } });
    assert.equal(fake.statusCode, 422);
    const missing = await send(jar, { method: 'POST', url: '/en/api/password/reset', payload: { password: 'Valid-Pass-123' } });
    assert.equal(missing.statusCode, 422);
    assert.ok(missing.json().errors.token);
  });

  await t.test('at most 3 reset mails per account per hour (reply unchanged)', async () => {
    const flood = await signUp(app);
    for (let i = 0; i < 5; i++) {
      const res = await forgot(flood.email);
      assert.equal(res.statusCode, 200);
    }
    assert.equal((await mailsTo(flood.email)).length, 3);
  });
});
