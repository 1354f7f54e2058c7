// The scale smoke suite (issue 26): the site on several processes as an operator runs it (cluster.ts), checked for
// what one machine hides: files, caches, jobs and writes shared across instances, and an instance lost under load.
//   npm run test:scale            (part of `npm test`; needs nginx, openssl, PostgreSQL and Redis on loopback)
//   SCALE_PG_URL / SCALE_REDIS_URL  the servers (default: TEST_DATABASE_URL's server or 127.0.0.1:5432; 127.0.0.1:6379/13)
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import sharp from 'sharp';
import { missingForCluster, startCluster, type Cluster } from './cluster';
import { readOutbox } from '../../src/services/mail';
import { multipart, request, Session, type Reply } from './http';

const PASSWORD = 'Kestane-Sokak-42';

function pgAdminUrl(): string {
  if (process.env.SCALE_PG_URL) return process.env.SCALE_PG_URL;
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/postgres';
  return url.toString();
}
const redisUrl = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379/13';

function reachable(url: string, fallbackPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || fallbackPort) });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

async function whyNot(): Promise<string | undefined> {
  const missing = missingForCluster();
  if (missing) return missing;
  if (!(await reachable(pgAdminUrl(), 5432))) return `no PostgreSQL at ${new URL(pgAdminUrl()).host}`;
  if (!(await reachable(redisUrl, 6379))) return `no Redis at ${new URL(redisUrl).host}`;
  return undefined;
}

const jpeg = (w: number, h: number, r = 30) => sharp({ create: { width: w, height: h, channels: 3, background: { r, g: 120, b: 200 } } }).jpeg().toBuffer();

async function ok(res: Reply | Promise<Reply>, status: number, what: string): Promise<Reply> {
  const reply = await res;
  assert.equal(reply.status, status, `${what}: ${reply.status} ${reply.text.slice(0, 500)}`);
  return reply;
}

/** Registers through `base` (signed in afterwards). */
async function register(base: string): Promise<Session> {
  const visitor = new Session();
  await ok(visitor.send(base, '/sanctum/csrf-cookie'), 204, 'csrf cookie');
  const email = `scale-${visitor.address.replaceAll('.', '-')}-${Date.now()}@example.com`;
  await ok(
    visitor.json(base, 'POST', '/en/api/register', { name: 'Deniz', lastname: 'Kaya', phone: `0532 ${String(Date.now()).slice(-7)}`, email, password: PASSWORD, password_confirmation: PASSWORD, org_type: 'private' }),
    200,
    'register',
  );
  return visitor;
}

async function draftValues(cluster: Cluster): Promise<Record<string, string>> {
  const [place] = await cluster.sql<{ region: string; city: string }[]>`SELECT r.slug AS region, c.slug AS city FROM cities c JOIN regions r ON r.id = c.region_id ORDER BY c.id LIMIT 1`;
  const [type] = await cluster.sql<{ slug: string }[]>`SELECT slug FROM property_types WHERE slug = 'apartment' OR has_rooms ORDER BY id LIMIT 1`;
  return {
    deal_type: 'sale', property_type: String(type?.slug), region: String(place?.region), city: String(place?.city),
    lat: '36.5438', lng: '31.9998', rooms: '2+1', area: '95', title_en: 'Sea-view flat in Konyaaltı', price: '120000', currency: 'EUR',
    eids_number: 'EIDS-2026-654321',
    property_number: '104233517',
  };
}

test('the site on nginx + two API instances + a worker shares files, caches, jobs and writes', async (t: TestContext) => {
  const reason = await whyNot();
  // In CI a missing engine is a failure, never a skip.
  if (reason && !process.env.CI) return t.skip(reason);
  assert.equal(reason, undefined, reason ?? '');

  // Photos above 1 MP go to the job queue; the alert job runs every 6 s.
  const cluster = await startCluster(t, { pgAdminUrl: pgAdminUrl(), redisUrl, env: { PHOTO_INLINE_MAX_PIXELS: '1000000', ALERTS_INTERVAL_MINUTES: '0.1' } });
  const { a, b } = cluster;
  t.diagnostic(`started in ${JSON.stringify(cluster.timings)}`);
  const edge = `https://127.0.0.1:${cluster.nginxPort}`;
  const owner = await register(a.url);
  const values = await draftValues(cluster);
  const draftId = (await ok(owner.send(a.url, '/en/api/listings/draft', { method: 'POST' }), 200, 'draft')).json<{ data: { draft_id: number } }>().data.draft_id;
  let listingId = 0;
  let photoUrl = '';

  await t.test('a photo uploaded through A is served by B and through nginx', async () => {
    const upload = multipart('photo', { name: 'balcony.jpg', type: 'image/jpeg', data: await jpeg(800, 600) });
    const res = await ok(owner.send(a.url, `/en/api/listings/draft/${draftId}/photos`, { method: 'POST', ...upload }), 201, 'upload');
    photoUrl = String(res.json<{ data: { card?: string; url?: string } }>().data.card ?? '');
    assert.match(photoUrl, /^\/uploads\/.+\.webp$/, res.text);
    const fromB = await ok(request(`${b.url}${photoUrl}`), 200, 'photo from B');
    const viaNginx = await ok(request(`${edge}${photoUrl}`), 200, 'photo through nginx');
    assert.equal(fromB.headers['content-type'], 'image/webp');
    assert.deepEqual(viaNginx.body, fromB.body);
    const published = await ok(owner.json(a.url, 'POST', `/en/api/listings/draft/${draftId}/publish`, { values }), 201, 'publish');
    listingId = published.json<{ data: { id: number } }>().data.id;
  });

  await t.test('a large photo uploaded through A is processed exactly once by the two job workers', async () => {
    const upload = multipart('photo', { name: 'IMG_4032.jpg', type: 'image/jpeg', data: await jpeg(3000, 2000, 90) });
    const res = await ok(owner.send(a.url, `/en/api/listings/${listingId}/photos`, { method: 'POST', ...upload }), 202, 'large upload');
    const pendingId = res.json<{ data: { id: string } }>().data.id;
    type Photos = { photos: { id: string; card: string }[]; pending: { id: string }[] };
    let list: Photos = { photos: [], pending: [] };
    const deadline = Date.now() + 60_000;
    do {
      await new Promise((resolve) => setTimeout(resolve, 250));
      list = (await ok(owner.send(b.url, `/en/api/listings/${listingId}/photos`), 200, 'photos')).json<{ data: Photos }>().data;
    } while (list.pending.some((p) => p.id === pendingId) && Date.now() < deadline);
    assert.deepEqual(list.pending, [], 'processed within 60 s');
    assert.equal(list.photos.length, 2, 'the inline photo and the large one, once');
    const large = list.photos[1];
    assert.ok(large);
    await ok(request(`${edge}${large.card}`), 200, 'the processed photo through nginx');
    // pg-boss: one job for the upload, completed on its first attempt (no second worker ran it, no retry).
    const jobs = await cluster.sql<{ state: string; retry_count: number }[]>`
      SELECT state, retry_count FROM pgboss.job WHERE name = 'photos'
      UNION ALL SELECT state, retry_count FROM pgboss.archive WHERE name = 'photos'`;
    assert.deepEqual(Array.from(jobs, (job) => [job.state, job.retry_count]), [['completed', 0]]);
  });

  await t.test('an alert mail is sent exactly once with the alert job offered by three processes', async () => {
    const subscriber = await register(b.url);
    const saved = await ok(
      subscriber.json(b.url, 'POST', '/en/api/realty/filter/save', { filter: { dealType: 'sale' }, name: 'Sale', url: '/en/real-estate/sale', alert: 'instant' }),
      201,
      'save search',
    );
    assert.equal(saved.json<{ data: { alert: string } }>().data.alert, 'instant');
    const email = String((await ok(subscriber.send(b.url, '/api/user'), 200, 'me')).json<{ data: { email: string } }>().data.email);
    // A new matching listing, published through A after the search was saved.
    const draft = (await ok(owner.send(a.url, '/en/api/listings/draft', { method: 'POST' }), 200, 'second draft')).json<{ data: { draft_id: number } }>().data.draft_id;
    const photo = multipart('photo', { name: 'terrace.jpg', type: 'image/jpeg', data: await jpeg(800, 600, 150) });
    await ok(owner.send(a.url, `/en/api/listings/draft/${draft}/photos`, { method: 'POST', ...photo }), 201, 'photo');
    await ok(owner.json(a.url, 'POST', `/en/api/listings/draft/${draft}/publish`, { values: { ...values, title_en: 'Penthouse with a terrace' } }), 201, 'publish');
    const mailsTo = async () => (await readOutbox(cluster.outboxDir)).filter((mail) => mail.to.includes(email));
    const deadline = Date.now() + 45_000;
    while ((await mailsTo()).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal((await mailsTo()).length, 1, 'the alert mail within 45 s');
    // Two more periods (6 s each) on three processes offering the job: still one mail.
    await new Promise((resolve) => setTimeout(resolve, 13_000));
    assert.equal((await mailsTo()).length, 1, 'no second mail');
    const runs = await cluster.sql<{ slot: string; n: number }[]>`
      SELECT singleton_on::text AS slot, count(*)::int AS n FROM (
        SELECT singleton_on FROM pgboss.job WHERE name = 'alerts' UNION ALL SELECT singleton_on FROM pgboss.archive WHERE name = 'alerts'
      ) runs GROUP BY singleton_on HAVING count(*) > 1`;
    assert.deepEqual([...runs], [], 'one alert job per period');
  });

  await t.test('a listing edited on A is fresh on B within 1 s', async () => {
    assert.ok(listingId);
    const priceOnB = async () => (await ok(request(`${b.url}/en/api/realty/${listingId}`), 200, 'listing on B')).json<{ data: { price: { amount: number } } }>().data.price.amount;
    assert.equal(await priceOnB(), 120000, 'B has read (and cached) it before the edit');
    const form = await ok(owner.send(a.url, `/en/api/listings/${listingId}/edit`), 200, 'edit form');
    await ok(owner.json(a.url, 'PUT', `/en/api/listings/${listingId}`, { values: { ...form.json<{ data: { values: object } }>().data.values, price: '99000' } }), 200, 'edit on A');
    const saved = Date.now();
    while ((await priceOnB()) !== 99000) {
      assert.ok(Date.now() - saved < 1000, 'B still answers the old price after 1 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    t.diagnostic(`fresh on B after ${Date.now() - saved} ms`);
  });

  await t.test('A killed under load: every acknowledged write is kept and nginx keeps answering', async () => {
    const visitors = await Promise.all(Array.from({ length: 6 }, () => register(b.url)));
    const ids = (await cluster.sql<{ id: number }[]>`SELECT id FROM listings WHERE status = 'active' ORDER BY id LIMIT 60`).map((row) => row.id);
    const acknowledged = new Map<Session, number[]>(visitors.map((v) => [v, []]));
    let reads = 0;
    const failedReads: string[] = [];
    let killedAt = 0;
    const deadline = Date.now() + 4000;
    const writer = async (visitor: Session) => {
      for (const id of ids) {
        if (Date.now() > deadline) return;
        const res = await visitor.json(edge, 'POST', '/en/api/realty/favorite', { realty_id: id }).catch(() => undefined);
        if (res && (res.status === 201 || res.status === 200)) acknowledged.get(visitor)?.push(id);
      }
    };
    const reader = async () => {
      while (Date.now() < deadline) {
        const res = await request(`${edge}/en/api/realty?page=${(reads % 5) + 1}`).catch((error: Error) => ({ status: 0, text: error.message }));
        reads += 1;
        if (res.status !== 200) failedReads.push(`${res.status} ${res.text.slice(0, 120)}`);
      }
    };
    const killer = async () => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      killedAt = Date.now();
      await a.kill();
    };
    await Promise.all([...visitors.map(writer), reader(), reader(), killer()]);
    assert.ok(killedAt, 'A was killed during the load');
    const total = [...acknowledged.values()].reduce((sum, list) => sum + list.length, 0);
    t.diagnostic(`${total} acknowledged writes, ${reads} reads, ${failedReads.length} failed reads`);
    assert.ok(total > 20, `writes went on (${total})`);
    for (const [visitor, list] of acknowledged) {
      const stored = (await ok(visitor.send(b.url, '/en/api/realty/favorite'), 200, 'favourites')).json<{ data: number[] }>().data;
      assert.deepEqual(list.filter((id) => !stored.includes(id)), [], 'an acknowledged favourite is missing');
    }
    assert.deepEqual(failedReads, [], 'nginx answered every read (retried on B)');
    await ok(request(`${edge}/en/api/realty/${listingId}`), 200, 'a read through nginx after the kill');
  });
});
