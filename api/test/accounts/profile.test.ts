// Profile: name, last name, phone (normalised, default TR), e-mail (with the current password),
// password change, photo upload re-encoded by sharp (WebP sizes, metadata stripped, pixel cap);
// security headers on these responses.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { readOutbox } from '../../src/services/mail';
import { build, CookieJar } from '../helper';
import { PASSWORD, send, signIn, signUp, withCsrf, type TestUser } from './helpers';

/** A multipart body with a `user_id` field and one file. */
function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = `----realtytest${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A JPEG with EXIF (camera model, GPS-like comment) and an orientation tag. */
async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Model: 'GPS 36.5438N 31.9998E', Copyright: 'Ayşe' } })
    .toBuffer();
}

const upload = (app: FastifyInstance, who: TestUser, fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) => {
  const body = multipart(fields, file);
  return send(who.jar, { method: 'POST', url: '/en/api/profile/photo', payload: body.payload, headers: body.headers });
};

test('profile', async (t) => {
  const app = await build(t);
  const alice = await signUp(app);
  const uid = alice.user.id;

  await t.test('update name, last name and phone; the phone is normalised; ids and flags in the body are ignored', async () => {
    const res = await send(alice.jar, {
      method: 'PATCH',
      url: '/tr/api/profile',
      payload: { user_id: uid, name: ' Zeynep ', lastname: 'Kaya', phone: '0 (542) 111 22 33', id: 1, is_admin: true, role: 'admin', org_type: 'corporate', password_hash: 'x' },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Profil güncellendi.');
    const data = res.json().data;
    assert.equal(data.name, 'Zeynep');
    assert.equal(data.lastname, 'Kaya');
    assert.equal(data.phone, '+905421112233');
    assert.equal(data.initials, 'ZK');
    assert.equal(data.org_type, 'private');
    const { rows } = await app.database.execute('SELECT role, org_type FROM users WHERE id = $1', [uid]);
    assert.deepEqual(rows[0], { role: 'user', org_type: 'private' });
    const ru = await send(alice.jar, { method: 'PATCH', url: '/ru/api/profile', payload: { phone: '+7 916 123-45-67', name: '' } });
    assert.equal(ru.statusCode, 422);
    assert.deepEqual(ru.json().errors.name, ['Укажите имя.']);
    const bad = await send(alice.jar, { method: 'PATCH', url: '/en/api/profile', payload: { phone: '123' } });
    assert.deepEqual(bad.json().errors.phone, ['The phone number is not valid.']);
    const foreign = await send(alice.jar, { method: 'PATCH', url: '/en/api/profile', payload: { phone: '+7 916 123-45-67' } });
    assert.equal(foreign.json().data.phone, '+79161234567');
  });

  await t.test('a new e-mail needs the current password and must be free; it changes only through the link', async () => {
    const bob = await signUp(app);
    let res = await send(alice.jar, { method: 'PATCH', url: '/en/api/profile', payload: { email: 'new-alice@example.com' } });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors.current_password, ['Enter your current password.']);
    res = await send(alice.jar, { method: 'PATCH', url: '/en/api/profile', payload: { email: 'new-alice@example.com', current_password: 'not-the-password' } });
    assert.deepEqual(res.json().errors.current_password, ['The current password is incorrect.']);
    res = await send(alice.jar, { method: 'PATCH', url: '/en/api/profile', payload: { email: bob.email.toUpperCase(), current_password: PASSWORD } });
    assert.deepEqual(res.json().errors.email, ['This e-mail is already registered.']);
    res = await send(alice.jar, { method: 'PATCH', url: '/en/api/profile', payload: { email: 'New-Alice@Example.com', current_password: PASSWORD } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'We sent a confirmation link to new-alice@example.com. Your e-mail changes when you open it.');
    assert.equal(res.json().data.email, alice.email, 'the address stays until the link is opened');
    assert.equal(res.json().pending_email.email, 'new-alice@example.com');
    // The same address again (any case) is not a change and needs no password.
    res = await send(alice.jar, { method: 'PATCH', url: '/en/api/profile', payload: { email: alice.email.toUpperCase() } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().message, 'Profile updated.');
    assert.equal(res.json().pending_email, undefined);
  });

  await t.test('password change: current password required, policy applies, other sessions end', async () => {
    const elsewhere = await signIn(app, alice.email, PASSWORD, '192.0.2.200');
    assert.equal(elsewhere.res.statusCode, 200);
    let res = await send(alice.jar, { method: 'PUT', url: '/en/api/profile/password', payload: { current_password: 'wrong', password: 'Brand-New-Pass-1', password_confirmation: 'Brand-New-Pass-1' } });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors.current_password, ['The current password is incorrect.']);
    res = await send(alice.jar, { method: 'PUT', url: '/en/api/profile/password', payload: { current_password: PASSWORD, password: 'qwerty123', password_confirmation: 'qwerty123' } });
    assert.deepEqual(res.json().errors.password, ['This password is too common. Please choose another one.']);
    res = await send(alice.jar, { method: 'PUT', url: '/en/api/profile/password', payload: { current_password: PASSWORD, password: 'Brand-New-Pass-1', password_confirmation: 'Brand-New-Pass-2' } });
    assert.deepEqual(res.json().errors.password, ['The password confirmation does not match.']);
    res = await send(alice.jar, { method: 'PUT', url: '/en/api/profile/password', payload: { current_password: PASSWORD, password: 'Brand-New-Pass-1', password_confirmation: 'Brand-New-Pass-1' } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await alice.jar.inject({ url: '/api/user' })).statusCode, 200, 'this session stays');
    assert.equal((await elsewhere.jar.inject({ url: '/api/user' })).statusCode, 401, 'other sessions end');
    assert.equal((await signIn(app, alice.email, 'Brand-New-Pass-1', '192.0.2.201')).res.statusCode, 200);
    alice.password = 'Brand-New-Pass-1';
    // the address is told (issue 23), in the language of the request, with the way back if it was not them
    await app.auth.settled();
    const mails = (await readOutbox(app.config.outboxDir)).filter((m) => m.to === alice.email && m.subject.startsWith('Your password was changed'));
    assert.equal(mails.length, 1);
    assert.match(mails[0]?.text ?? '', /reset your password at once: open http:\/\/localhost:3000\/en\/login/);
    assert.doesNotMatch(mails[0]?.text ?? '', /Brand-New-Pass-1/);
    res = await send(alice.jar, { method: 'PUT', url: '/ru/api/profile/password', payload: { current_password: 'Brand-New-Pass-1', password: 'Brand-New-Pass-2', password_confirmation: 'Brand-New-Pass-2' } });
    assert.equal(res.statusCode, 200, res.body);
    alice.password = 'Brand-New-Pass-2';
    await app.auth.settled();
    const ru = (await readOutbox(app.config.outboxDir)).filter((m) => m.to === alice.email && m.subject.startsWith('Ваш пароль изменён'));
    assert.equal(ru.length, 1);
    assert.match(ru[0]?.text ?? '', /http:\/\/localhost:3000\/ru\/login/);
  });

  await t.test('photo: re-encoded to WebP sizes, metadata stripped, served under /uploads', async () => {
    const original = await jpegWithExif();
    assert.ok((await sharp(original).metadata()).exif, 'the fixture has EXIF');
    const res = await upload(app, alice, { user_id: String(uid) }, { name: 'me.jpg', type: 'image/jpeg', data: original });
    assert.equal(res.statusCode, 200, res.body);
    const { data, message } = res.json();
    assert.equal(message, 'Photo updated.');
    assert.match(data.photo, /^\/uploads\/avatars\/\d+\/[0-9a-f]{24}-256\.webp$/);
    assert.deepEqual(Object.keys(data.photos).sort(), ['256', '512', '64']);
    for (const [size, url] of Object.entries(data.photos as Record<string, string>)) {
      const served = await app.inject({ url });
      assert.equal(served.statusCode, 200, url);
      assert.match(String(served.headers['content-type']), /image\/webp/);
      const meta = await sharp(served.rawPayload).metadata();
      assert.equal(meta.format, 'webp');
      assert.equal(meta.width, Number(size));
      assert.equal(meta.height, Number(size));
      assert.equal(meta.exif, undefined, 'no EXIF');
      assert.equal(meta.icc, undefined, 'no ICC profile');
      assert.equal(meta.xmp, undefined, 'no XMP');
      assert.doesNotMatch(served.rawPayload.toString('latin1'), /SecretCam|GPS 36/);
    }
    const me = await alice.jar.inject({ url: '/api/user' });
    assert.equal(me.json().data.photo, data.photo);

    // A second upload replaces the first; the old files are removed.
    const png = await sharp({ create: { width: 300, height: 500, channels: 4, background: '#00ff0080' } }).png().toBuffer();
    const second = await upload(app, alice, {}, { name: 'me.png', type: 'image/png', data: png });
    assert.equal(second.statusCode, 200, second.body);
    const oldFile = path.join(app.config.uploadsDir, data.photo.replace(/^\/uploads\//, ''));
    assert.equal(existsSync(oldFile), false, 'old photo deleted');
    assert.equal((await app.inject({ url: data.photo })).statusCode, 404);

    const removed = await send(alice.jar, { method: 'DELETE', url: '/en/api/profile/photo' });
    assert.equal(removed.statusCode, 200);
    assert.equal(removed.json().data.photo, null);
    assert.equal(removed.json().data.photos, null);
  });

  await t.test('photo: not an image, no file, or above the pixel cap is a 422; nothing is stored', async () => {
    const notImage = await upload(app, alice, {}, { name: 'x.jpg', type: 'image/jpeg', data: Buffer.from('<?php echo 1; ?>') });
    assert.equal(notImage.statusCode, 422);
    assert.deepEqual(notImage.json().errors.photo, ['The photo must be a JPEG, PNG, WebP, AVIF or HEIC image.']);
    const svg = await upload(app, alice, {}, { name: 'x.svg', type: 'image/svg+xml', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>') });
    assert.equal(svg.statusCode, 422);
    const none = await upload(app, alice, { user_id: String(uid) });
    assert.equal(none.statusCode, 422);
    assert.deepEqual(none.json().errors.photo, ['Choose a photo to upload.']);
    const json = await send(alice.jar, { method: 'POST', url: '/en/api/profile/photo', payload: { photo: 'x' } });
    assert.equal(json.statusCode, 422);
    // 10 000 × 6 000 = 60 megapixels, above the 50 MP cap (tiny file: one colour).
    const huge = await sharp({ create: { width: 10000, height: 6000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    const big = await upload(app, alice, {}, { name: 'huge.png', type: 'image/png', data: huge });
    assert.equal(big.statusCode, 422);
    assert.deepEqual(big.json().errors.photo, ['The photo is too large.']);
    const { rows } = await app.database.execute('SELECT photo FROM users WHERE id = $1', [uid]);
    assert.equal(rows[0]?.photo, null);
  });

  await t.test('photo upload: 401 signed out, 403 with another user_id', async () => {
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#123456' } }).png().toBuffer();
    const bob = await signUp(app);
    const forbidden = await upload(app, bob, { user_id: String(uid) }, { name: 'p.png', type: 'image/png', data: png });
    assert.equal(forbidden.statusCode, 403);
    const body = multipart({ user_id: String(uid) }, { name: 'p.png', type: 'image/png', data: png });
    // A visitor's own token (tokens are bound to the session: bob's would be 419 without his cookie).
    const token = (await withCsrf(new CookieJar(app))).get('XSRF-TOKEN') ?? '';
    const visitor = await app.inject({
      method: 'POST',
      url: '/en/api/profile/photo',
      payload: body.payload,
      headers: { ...body.headers, 'x-xsrf-token': token },
      cookies: { 'XSRF-TOKEN': token },
    });
    assert.equal(visitor.statusCode, 401);
    const { rows } = await app.database.execute('SELECT photo FROM users WHERE id = $1', [uid]);
    assert.equal(rows[0]?.photo, null);
  });

  await t.test('security headers are on the account responses', async () => {
    const responses = [
      await app.inject({ url: '/sanctum/csrf-cookie' }),
      await app.inject({ url: '/en/api/user' }),
      await alice.jar.inject({ url: '/en/api/user' }),
      await send(alice.jar, { method: 'PATCH', url: '/en/api/profile', payload: { name: 'Zeynep' } }),
    ];
    for (const res of responses) {
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.match(String(res.headers['content-security-policy']), /frame-ancestors 'self'/);
      assert.match(String(res.headers['content-security-policy']), /default-src 'self'/);
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin');
      assert.ok(res.headers['x-frame-options']);
      assert.equal(res.headers['strict-transport-security'], undefined, 'no HSTS over plain http');
      assert.equal(res.headers['x-powered-by'], undefined);
    }
  });
});
