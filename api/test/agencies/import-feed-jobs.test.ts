// Feed polling on two instances of one database (PGlite and PostgreSQL): both find the same feed due at once, and
// the row claim in `runDueFeeds` (the feed job's work, jobs/import-feeds.ts) lets one of them import it: one fetch,
// one run. (The job itself runs once per period across instances: src/jobs/queue/queue.test.ts.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { settleImports } from '../support/imports';
import { villaFeed } from './villa-feed';
import { build } from '../helper';
import { createTestDatabase } from '../db';
import { send, signUp } from '../accounts/helpers';
import { runDueFeeds } from '../../src/plugins/app/agencies/import-runs';

const FEED = villaFeed('J-1');

test('a due feed polled by two instances at once is imported once', async (t) => {
  let fetches = 0;
  const server = createServer((_req, res) => {
    fetches += 1;
    res.writeHead(200, { 'content-type': 'application/xml' }).end(FEED);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const database = await createTestDatabase();
  t.after(async () => {
    server.close();
    await database.close();
  });
  const env = { IMPORT_FEED_POLL_SECONDS: '0', IMPORT_ALLOW_PRIVATE_URLS: '1', IMPORT_IMAGES: '0' };
  const a = await build(t, { database, env, config: { runJobs: true } });
  await a.ready();
  const b = await build(t, { database, env });

  const owner = await signUp(a, { org_type: 'corporate', agency_name: `Feed Jobs Realty ${Date.now()}` });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`;
  const res = await send(owner.jar, { method: 'POST', url: '/en/api/import/feeds', payload: { url, format: 'yandex_xml', interval_hours: 12 } });
  assert.equal(res.statusCode, 201, res.body);
  await settleImports(a);
  assert.equal(fetches, 1, 'registering a feed runs it once');

  await database.execute(`UPDATE import_feeds SET next_run_at = now() - interval '1 second' WHERE url = $1`, [url]);
  const started = await Promise.all([runDueFeeds(a.imports), runDueFeeds(b.imports)]);
  assert.equal(started[0] + started[1], 1, `runs started: ${started.join(' + ')}`);
  assert.equal(fetches, 2, 'fetched once more, not twice');
  const { rows } = await database.execute(`SELECT status FROM imports WHERE source_url = $1 ORDER BY id`, [url]);
  assert.deepEqual(rows.map((r) => r.status), ['done', 'done']);
  assert.deepEqual(await Promise.all([runDueFeeds(a.imports), runDueFeeds(b.imports)]), [0, 0], 'not due any more');
});
