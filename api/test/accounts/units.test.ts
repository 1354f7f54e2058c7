// Unit tests of the account building blocks: password policy, CSRF tokens, session tokens, phone
// normalisation, the outbox mailer, saved-search filters, image checks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { authMessage, normalizePhone, userInitials } from '@realty/shared/schemas';
import { loginBodySchema } from '@realty/shared/contracts/account';
import { hashPassword, isCommonPassword, passwordProblem, verifyPassword } from '../../src/plugins/app/account/passwords';
import { createCsrfTokens, tokensMatch } from '../../src/plugins/app/csrf';
import { hashToken, looksLikeToken, newToken } from '../../src/services/sessions';
import { Mailer, readOutbox } from '../../src/services/mail';
import { sanitizeFilter } from '../../src/plugins/app/account/saved-searches';
import { ImageError, UploadService, avatarKey, photoUrls } from '../../src/services/uploads';
import { LocalStorage } from '../../src/services/storage';
import { resetMail } from '../../src/plugins/app/account/auth';

test('password policy', async () => {
  assert.equal(passwordProblem('short1!'), 'passwordMin');
  assert.equal(passwordProblem('x'.repeat(129)), 'passwordMax');
  for (const common of ['password', 'Password1', 'PASSWORD123', 'qwerty12345', 'sifre2024', 'пароль123', 'fenerbahce1907', '11111111', '2468013579', '23456789', '98765432', 'zzzzzzzzzz', 'iloveyou!!', 'Admin2024!']) {
    assert.equal(isCommonPassword(common), true, common);
  }
  for (const fine of ['Kestane-Sokak-42', 'correct horse battery staple', 'Mavi-Deniz-Alanya-7', 'Şemsiye&Kahve9', '7x93kq2m']) {
    assert.equal(isCommonPassword(fine), false, fine);
    assert.equal(passwordProblem(fine), null, fine);
  }
  const hash = await hashPassword('Kestane-Sokak-42');
  assert.match(hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  assert.equal(await verifyPassword(hash, 'Kestane-Sokak-42'), true);
  assert.equal(await verifyPassword(hash, 'kestane-sokak-42'), false);
  assert.equal(await verifyPassword('not-a-hash', 'x'), false);
  assert.equal(await verifyPassword(null, 'x'), false);
  assert.equal(await verifyPassword(hash, 'x'.repeat(129)), false);
});

test('CSRF tokens are signed; header and cookie must match', () => {
  const tokens = createCsrfTokens('s'.repeat(40));
  const other = createCsrfTokens('t'.repeat(40));
  const token = tokens.create();
  assert.equal(tokens.valid(token), true);
  assert.equal(other.valid(token), false, 'another secret does not accept it');
  assert.equal(tokens.valid(`${token}x`), false);
  assert.equal(tokens.valid(token.replace('.', '')), false);
  assert.equal(tokens.valid(`${token}.extra`), false);
  assert.equal(tokensMatch(token, token, tokens.valid), true);
  assert.equal(tokensMatch(encodeURIComponent(token), token, tokens.valid), true);
  assert.equal(tokensMatch(token, tokens.create(), tokens.valid), false);
  assert.equal(tokensMatch(undefined, token, tokens.valid), false);
  assert.equal(tokensMatch(token, undefined, tokens.valid), false);
  assert.equal(tokensMatch(['a'], token, tokens.valid), false);
  assert.notEqual(tokens.create(), tokens.create());
});

test('session tokens: 256 random bits, stored as SHA-256', () => {
  const token = newToken();
  assert.equal(looksLikeToken(token), true);
  assert.equal(Buffer.from(token, 'base64url').length, 32);
  assert.match(hashToken(token), /^[0-9a-f]{64}$/);
  assert.notEqual(hashToken(token), token);
  assert.equal(looksLikeToken('short'), false);
  assert.equal(looksLikeToken(`${token}'--`), false);
  assert.equal(looksLikeToken(42), false);
});

test('phones: libphonenumber-js with Turkey as the default country', () => {
  const cases: Array<[string, string | null]> = [
    ['0532 123 45 67', '+905321234567'],
    ['532-123-4567', '+905321234567'],
    ['+90 (242) 511 22 33', '+902425112233'],
    ['0090 532 123 45 67', '+905321234567'],
    ['+7 916 123 45 67', '+79161234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['12345', null],
    ['', null],
    ['not a phone', null],
  ];
  for (const [typed, normalized] of cases) assert.equal(normalizePhone(typed), normalized, typed);
});

test('messages exist in every language; initials', () => {
  for (const lang of ['tr', 'en', 'ru']) {
    assert.notEqual(authMessage('csrfMismatch', lang), '');
    assert.match(authMessage('throttled', lang, { seconds: 42 }), /42/);
  }
  assert.equal(authMessage('loginFailed', 'de'), authMessage('loginFailed', 'en'));
  assert.equal(userInitials({ name: 'ayşe', lastname: 'yılmaz' }), 'AY');
  assert.equal(userInitials({ name: 'Ivan' }), 'I');
  assert.equal(userInitials(null), 'NN');
  const parsed = loginBodySchema.safeParse({ email: ' A@B.CO ', password: 'x' });
  assert.equal(parsed.success && parsed.data.email, 'a@b.co');
});

test('outbox mailer writes .eml files that readOutbox decodes', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const logged: string[] = [];
  const mailer = new Mailer({ from: 'Realty <no-reply@localhost>', outboxDir: dir, log: { info: (_o, m) => logged.push(m), error: () => {} } });
  assert.equal(mailer.mode, 'outbox');
  const link = 'http://localhost:3000/ru/reset-password?token=abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
  const message = resetMail({ name: 'Иван <script>', email: 'ivan@example.com' }, link, 'ru');
  assert.match(message.html, /Иван &lt;script&gt;/, 'the HTML part escapes the name');
  assert.match(message.html, /<a href="http:\/\/localhost:3000\/ru\/reset-password\?token=/);
  await mailer.send(message);
  const [mail] = await readOutbox(dir);
  assert.ok(mail);
  assert.equal(mail.to, 'ivan@example.com');
  assert.match(mail.subject, /^Сброс пароля — /);
  assert.ok(mail.text.includes(link));
  assert.match(mail.text, /Здравствуйте, Иван/);
  assert.deepEqual(logged, ['mail written to the outbox (no SMTP_URL)']);
  assert.deepEqual(await readOutbox(path.join(dir, 'missing')), []);
});

test('saved-search filters keep known fields with plain values only', () => {
  assert.deepEqual(sanitizeFilter({ dealType: 'sale', rooms: ['1+1', '2+1'], price_to: 5, user_id: 3, isFavorite: true, __proto__: { x: 1 } }), {
    dealType: 'sale',
    rooms: ['1+1', '2+1'],
    price_to: 5,
  });
  assert.equal(sanitizeFilter(null), null);
  assert.equal(sanitizeFilter('x'), null);
  assert.equal(sanitizeFilter([]), null);
  assert.equal(sanitizeFilter({ region: { a: 1 } }), null);
  assert.equal(sanitizeFilter({ rooms: [{}] }), null);
  assert.equal(sanitizeFilter({ rooms: new Array(101).fill('1+1') }), null);
  assert.equal(sanitizeFilter({ price_to: Number.POSITIVE_INFINITY }), null);
  assert.deepEqual(sanitizeFilter({}), {});
});

test('uploads: avatar URLs, refused inputs', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'uploads-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const uploads = new UploadService(new LocalStorage(dir));
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#ff0000' } }).png().toBuffer();
  const saved = await uploads.saveAvatar(7, png);
  assert.equal(avatarKey(saved.url), saved.key);
  assert.deepEqual(Object.keys(photoUrls(saved.url)), ['64', '256', '512']);
  assert.deepEqual(photoUrls('https://cdn.example/x.jpg'), { '256': 'https://cdn.example/x.jpg' });
  assert.equal(avatarKey('/uploads/../../etc/passwd-256.webp'), null);
  await assert.rejects(uploads.saveAvatar(7, Buffer.from('GIF89a')), ImageError);
  const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
  await assert.rejects(uploads.saveAvatar(7, gif), (error: unknown) => error instanceof ImageError && error.reason === 'unsupported');
  await uploads.remove(saved.url);
  await uploads.remove('../../etc/passwd');
});
