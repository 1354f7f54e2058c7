// The moderation queue (issue 23): the listings of a deleted account leave it (and the start page's counts), pending
// or reported; the listings of live accounts stay.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../helper';
import { insertListing, signUp } from '../accounts/helpers';
import { signUpAdmin } from './helpers';

test('a deleted account’s listings leave the moderation queue and its counts', async (t) => {
  const app = await build(t);
  const admin = await signUpAdmin(app);
  const leaving = await signUp(app);
  const staying = await signUp(app);
  const [gonePending, goneReported, livePending] = [await insertListing(app, leaving.user.id), await insertListing(app, leaving.user.id), await insertListing(app, staying.user.id)];
  await app.database.execute(`UPDATE listings SET moderation_status = 'pending' WHERE id = ANY($1::int[])`, [[gonePending, livePending]]);
  await app.database.execute(`INSERT INTO listing_reports (listing_id, reason) VALUES ($1, 'fraud')`, [goneReported]);

  const queue = async (filter: 'all' | 'pending' | 'reported') => (await app.moderation.queue({ filter, page: 1, perPage: 10_000, lang: 'en' })).items.map((i) => i.id);
  const summary = async () => (await admin.jar.inject({ url: '/en/api/admin/summary' })).json<{ data: { moderation: number; reports: number } }>().data;

  assert.ok((await queue('all')).includes(gonePending));
  assert.ok((await queue('reported')).includes(goneReported));
  const before = await summary();

  assert.equal(await app.accountDeletion.erase(leaving.user.id, 'en'), true);

  for (const filter of ['all', 'pending', 'reported'] as const) {
    const ids = await queue(filter);
    assert.equal(ids.includes(gonePending) || ids.includes(goneReported), false, `${filter}: ${ids.join(',')}`);
  }
  assert.ok((await queue('pending')).includes(livePending), 'a live account’s listing stays');
  const after = await summary();
  assert.equal(after.moderation, before.moderation - 1);
  assert.equal(after.reports, before.reports - 1);
});
