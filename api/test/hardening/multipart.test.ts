// Issue 11 item 4: a malformed multipart body on the photo upload (no boundary, a wrong boundary, a
// truncated body) answers 4xx with a message, never 500.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../helper';
import { send, signUp } from '../accounts/helpers';

const MESSAGE = 'The upload could not be read. Please try again.';

test('malformed multipart on POST /api/profile/photo: 422 with a field message', async (t) => {
  const app = await build(t);
  const alice = await signUp(app);
  const good = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n` +
    `${'x'.repeat(2000)}\r\n--${boundary}--\r\n`;
  const cases: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', good('abc123')],
    ['empty boundary', 'multipart/form-data; boundary=', good('abc123')],
    ['wrong boundary', 'multipart/form-data; boundary=other', good('abc123')],
    ['truncated body', 'multipart/form-data; boundary=abc123', good('abc123').slice(0, 150)],
    ['garbage', 'multipart/form-data; boundary=abc123', '\u0000\u0001garbage--'],
    ['headers without end', 'multipart/form-data; boundary=abc123', '--abc123\r\nContent-Disposition: form-data; name="photo"; filename="p.png"\r\n'],
  ];
  for (const [label, contentType, payload] of cases) {
    const res = await send(alice.jar, { method: 'POST', url: '/en/api/profile/photo', headers: { 'content-type': contentType }, payload });
    assert.ok(res.statusCode === 400 || res.statusCode === 422, `${label}: ${res.statusCode} ${res.body}`);
    const body = res.json<{ message: string; errors?: Record<string, string[]> }>();
    assert.equal(typeof body.message, 'string', label);
    assert.notEqual(body.message, 'Server Error', label);
    if (res.statusCode === 422) assert.ok(body.errors?.photo?.length, `${label}: ${res.body}`);
  }
  const tr = await send(alice.jar, { method: 'POST', url: '/tr/api/profile/photo', headers: { 'content-type': 'multipart/form-data; boundary=abc123' }, payload: good('abc123').slice(0, 150) });
  assert.equal(tr.statusCode, 422, tr.body);
  assert.equal(tr.json<{ message: string }>().message, 'Yükleme okunamadı. Lütfen tekrar deneyin.');
  const en = await send(alice.jar, { method: 'POST', url: '/en/api/profile/photo', headers: { 'content-type': 'multipart/form-data; boundary=abc123' }, payload: good('abc123').slice(0, 150) });
  assert.deepEqual(en.json(), { message: MESSAGE, errors: { photo: [MESSAGE] } });
});
