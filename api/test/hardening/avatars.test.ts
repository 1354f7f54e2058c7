// Issue 11 item 10: parallel photo uploads and a delete leave no unreferenced files: the photo is replaced
// atomically and each replaced photo's files are removed by the request that replaced it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { build, fileUpload } from '../helper';
import { send, signUp } from '../accounts/helpers';

const multipart = (data: Buffer) => fileUpload('photo', { name: 'p.png', type: 'image/png', data });

test('parallel uploads and a delete leave only the referenced photo on disk', async (t) => {
  const app = await build(t);
  const alice = await signUp(app);
  const dir = path.join(app.config.uploadsDir, 'avatars', String(alice.user.id));
  const files = () => (existsSync(dir) ? readdirSync(dir).sort() : []);
  const png = (shade: number) => sharp({ create: { width: 64, height: 64, channels: 3, background: { r: shade, g: 10, b: 10 } } }).png().toBuffer();
  const upload = async (shade: number) => {
    const body = multipart(await png(shade));
    return send(alice.jar, { method: 'POST', url: '/en/api/profile/photo', payload: body.payload, headers: body.headers });
  };
  const currentPhoto = async () => (await app.database.execute('SELECT photo FROM users WHERE id = $1', [alice.user.id])).rows[0]?.photo as string | null;
  const expectOnlyCurrent = async (label: string) => {
    const photo = await currentPhoto();
    if (photo === null) {
      assert.deepEqual(files(), [], `${label}: no photo, no files`);
      return;
    }
    const key = path.basename(photo).replace(/-256\.webp$/, '');
    assert.deepEqual(files(), [`${key}-256.webp`, `${key}-512.webp`, `${key}-64.webp`], label);
    const served = await app.inject({ url: photo });
    assert.equal(served.statusCode, 200);
  };

  for (let round = 0; round < 3; round++) {
    const replies = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => upload(20 + round * 10 + i)),
      send(alice.jar, { method: 'DELETE', url: '/en/api/profile/photo' }),
    ]);
    for (const res of replies) assert.equal(res.statusCode, 200, res.body);
    await expectOnlyCurrent(`round ${round + 1}`);
  }
  // The files of a replaced photo are no longer served.
  const first = (await upload(200)).json<{ data: { photo: string } }>().data.photo;
  await upload(201);
  assert.equal((await app.inject({ url: first })).statusCode, 404);
  await expectOnlyCurrent('after two uploads in a row');
});
