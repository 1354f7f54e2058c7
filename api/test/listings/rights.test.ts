// Who may change a listing (issue 23): its author or the owner of its agency, on every write route, and nobody else
// (another agent of the same agency, an agent of another agency, a private user, a visitor). Each route × actor runs
// on a fresh listing of agent A of "Kaş Emlak"; a refused request leaves the listing as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { readOutbox } from '../../src/services/mail';
import { build, CookieJar, fileUpload } from '../helper';
import { insertListing, send, signUp, withCsrf, type TestUser } from '../accounts/helpers';
import { listingBasics } from './helpers';

const ACTORS = ['author', 'agencyOwner', 'colleague', 'otherAgencyAgent', 'stranger', 'signedOut'] as const;
type Actor = (typeof ACTORS)[number];
const ALLOWED: ReadonlySet<Actor> = new Set<Actor>(['author', 'agencyOwner']);

async function inviteAndAccept(app: FastifyInstance, owner: TestUser, agent: TestUser): Promise<void> {
  const res = await send(owner.jar, { method: 'POST', url: '/en/api/agency/invitations', payload: { email: agent.email, post: 'Sales agent' } });
  assert.equal(res.statusCode, 201, res.body);
  const mail = (await readOutbox(app.config.outboxDir)).filter((m) => m.to === agent.email).pop();
  const token = decodeURIComponent(/invite=([^\s]+)/.exec(mail?.text ?? '')?.[1] ?? '');
  const accepted = await send(agent.jar, { method: 'POST', url: `/en/api/agency/invitations/${encodeURIComponent(token)}/accept` });
  assert.equal(accepted.statusCode, 200, accepted.body);
}

const multipart = (data: Buffer) => fileUpload('photo', { name: 'p.jpg', type: 'image/jpeg', data });

interface World {
  app: FastifyInstance;
  jars: Record<Actor, CookieJar>;
  author: TestUser;
  agencyId: number;
  values: Record<string, unknown>;
}

async function world(app: FastifyInstance): Promise<World> {
  const owner = await signUp(app, { org_type: 'corporate', agency_name: 'Kaş Emlak' });
  const author = await signUp(app);
  const colleague = await signUp(app);
  await inviteAndAccept(app, owner, author);
  await inviteAndAccept(app, owner, colleague);
  const otherOwner = await signUp(app, { org_type: 'corporate', agency_name: 'Kalkan Emlak' });
  const otherAgent = await signUp(app);
  await inviteAndAccept(app, otherOwner, otherAgent);
  const stranger = await signUp(app);
  const agency = await app.database.execute('SELECT id FROM agencies WHERE owner_id = $1', [owner.user.id]);
  return {
    app,
    author,
    agencyId: Number(agency.rows[0]?.id),
    jars: {
      author: author.jar,
      agencyOwner: owner.jar,
      colleague: colleague.jar,
      otherAgencyAgent: otherAgent.jar,
      stranger: stranger.jar,
      signedOut: await withCsrf(new CookieJar(app)),
    },
    values: {
      ...(await listingBasics(app)),
      title_en: 'Sea view flat in the centre',
      description_en: 'Two bedrooms, close to the beach.',
      price: '1',
      currency: 'EUR',
      phone: '0532 111 22 33',
      eids_number: 'EIDS-2026-123456',
      property_number: '104233518',
    },
  };
}

/** A fresh listing of the author in the agency, with one photo row; `status` 'deleted' for the restore route. */
async function freshListing(w: World, status: 'active' | 'deleted' = 'active'): Promise<{ id: number; photo: string }> {
  const id = await insertListing(w.app, w.author.user.id, status);
  await w.app.database.execute(`UPDATE listings SET agency_id = $2, deleted_at = CASE WHEN status = 'deleted' THEN now() END WHERE id = $1`, [id, w.agencyId]);
  const url = { url: '/uploads/demo/x.webp', width: 10, height: 10 };
  const photo = await w.app.database.execute(
    `INSERT INTO listing_photos (listing_id, position, path, variants) VALUES ($1, 0, 'demo/x', $2::jsonb) RETURNING id`,
    [id, JSON.stringify({ thumb: url, card: url, full: url })],
  );
  return { id, photo: String(photo.rows[0]?.id) };
}

const one = async (w: World, sql: string, id: number): Promise<unknown> => (await w.app.database.execute(sql, [id])).rows[0]?.v;
const listingState = (w: World, id: number) =>
  one(w, `SELECT json_build_object('status', status, 'price', price, 'photos', (SELECT count(*) FROM listing_photos p WHERE p.listing_id = l.id), 'drafts', (SELECT count(*) FROM listing_drafts d WHERE d.listing_id = l.id))::text AS v FROM listings l WHERE id = $1`, id);

interface Case {
  route: string;
  /** The status an allowed actor gets. */
  ok: number;
  /** The status a refused (signed-in) actor gets. */
  refused: number;
  deleted?: boolean;
  run(w: World, jar: CookieJar, listing: { id: number; photo: string }): Promise<LightMyRequestResponse>;
}

const CASES: Case[] = [
  { route: 'GET /api/listings/:id/edit', ok: 200, refused: 404, run: (_w, jar, l) => jar.inject({ url: `/en/api/listings/${l.id}/edit` }) },
  {
    route: 'PUT /api/listings/:id/draft',
    ok: 200,
    refused: 404,
    run: (w, jar, l) => send(jar, { method: 'PUT', url: `/en/api/listings/${l.id}/draft`, payload: { values: w.values } }),
  },
  { route: 'PUT /api/listings/:id', ok: 200, refused: 404, run: (w, jar, l) => send(jar, { method: 'PUT', url: `/en/api/listings/${l.id}`, payload: { values: w.values } }) },
  { route: 'DELETE /api/listings/:id', ok: 200, refused: 404, run: (_w, jar, l) => send(jar, { method: 'DELETE', url: `/en/api/listings/${l.id}` }) },
  {
    route: 'POST /api/listings/:id/photos',
    ok: 201,
    refused: 404,
    run: async (_w, jar, l) => {
      const body = multipart(await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } }).jpeg().toBuffer());
      return send(jar, { method: 'POST', url: `/en/api/listings/${l.id}/photos`, ...body });
    },
  },
  { route: 'GET /api/listings/:id/photos', ok: 200, refused: 404, run: (_w, jar, l) => jar.inject({ url: `/en/api/listings/${l.id}/photos` }) },
  { route: 'PUT /api/listings/:id/photos', ok: 200, refused: 404, run: (_w, jar, l) => send(jar, { method: 'PUT', url: `/en/api/listings/${l.id}/photos`, payload: { order: [l.photo] } }) },
  { route: 'DELETE /api/listings/:id/photos/:photoId', ok: 200, refused: 404, run: (_w, jar, l) => send(jar, { method: 'DELETE', url: `/en/api/listings/${l.id}/photos/${l.photo}` }) },
  {
    route: 'PATCH /api/agency/listings/:id',
    ok: 200,
    refused: 403,
    run: (_w, jar, l) => send(jar, { method: 'PATCH', url: `/en/api/agency/listings/${l.id}`, payload: { status: 'hidden' } }),
  },
  { route: 'PATCH /api/user/list', ok: 200, refused: 404, run: (_w, jar, l) => send(jar, { method: 'PATCH', url: '/en/api/user/list', payload: { realty_id: l.id, status: 'hidden' } }) },
  { route: 'DELETE /api/user/list', ok: 200, refused: 404, run: (_w, jar, l) => send(jar, { method: 'DELETE', url: `/en/api/user/list?realty_id=${l.id}` }) },
  { route: 'POST /api/user/list/:id/restore', ok: 200, refused: 404, deleted: true, run: (_w, jar, l) => send(jar, { method: 'POST', url: `/en/api/user/list/${l.id}/restore` }) },
];

test('every listing write: the author and the agency owner may, nobody else', async (t) => {
  const app = await build(t);
  const w = await world(app);
  for (const c of CASES) {
    await t.test(c.route, async () => {
      for (const actor of ACTORS) {
        const listing = await freshListing(w, c.deleted ? 'deleted' : 'active');
        const before = await listingState(w, listing.id);
        const res = await c.run(w, w.jars[actor], listing);
        if (ALLOWED.has(actor)) {
          assert.equal(res.statusCode, c.ok, `${c.route} as ${actor}: ${res.body}`);
        } else {
          assert.equal(res.statusCode, actor === 'signedOut' ? 401 : c.refused, `${c.route} as ${actor}: ${res.body}`);
          assert.equal(await listingState(w, listing.id), before, `${c.route} as ${actor} changed nothing`);
        }
      }
    });
  }
});

test('an edit by the agency owner is saved; by a colleague it is not (price stays)', async (t) => {
  const app = await build(t);
  const w = await world(app);
  const listing = await freshListing(w);
  const byColleague = await send(w.jars.colleague, { method: 'PUT', url: `/en/api/listings/${listing.id}`, payload: { values: w.values } });
  assert.deepEqual([byColleague.statusCode, byColleague.json()], [404, { message: 'Listing not found.' }]);
  assert.equal(await one(w, 'SELECT price AS v FROM listings WHERE id = $1', listing.id), 100000);
  const byOwner = await send(w.jars.agencyOwner, { method: 'PUT', url: `/en/api/listings/${listing.id}`, payload: { values: { ...w.values, price: '95000' } } });
  assert.equal(byOwner.statusCode, 200, byOwner.body);
  assert.equal(await one(w, 'SELECT price AS v FROM listings WHERE id = $1', listing.id), 95000);
});

test('recently deleted: listed for the author and the agency owner, restored within 30 days, not after', async (t) => {
  const app = await build(t);
  const w = await world(app);
  const deletedIds = async (actor: Actor) => {
    const res = await w.jars[actor].inject({ url: '/en/api/user/list/deleted' });
    return res.statusCode === 200 ? res.json<{ data: { card: { id: number } }[] }>().data.map((d) => d.card.id) : res.statusCode;
  };
  const listing = await freshListing(w);
  await app.database.execute(`UPDATE listings SET status = 'hidden', hidden_by = 'owner' WHERE id = $1`, [listing.id]);
  const removed = await send(w.jars.author, { method: 'DELETE', url: `/en/api/listings/${listing.id}` });
  assert.equal(removed.statusCode, 200, removed.body);
  assert.equal((await app.inject({ url: `/en/api/realty/${listing.id}` })).statusCode, 404, 'off the site at once');
  assert.equal(await one(w, 'SELECT count(*)::int AS v FROM listing_photos WHERE listing_id = $1', listing.id), 1, 'photos kept for the restore window');

  assert.deepEqual(await deletedIds('author'), [listing.id]);
  assert.deepEqual(await deletedIds('agencyOwner'), [listing.id]);
  for (const actor of ['colleague', 'otherAgencyAgent', 'stranger'] as const) assert.deepEqual(await deletedIds(actor), []);
  assert.equal(await deletedIds('signedOut'), 401);
  const ownerView = (await w.jars.agencyOwner.inject({ url: '/ru/api/user/list/deleted' })).json();
  assert.equal(ownerView.data[0].author, 'Ayşe Yılmaz', "the owner sees whose listing it was");
  assert.equal(ownerView.meta.total, 1);
  const until = new Date(ownerView.data[0].restore_until).getTime() - new Date(ownerView.data[0].deleted_at).getTime();
  assert.equal(until, 30 * 24 * 3600 * 1000);

  const restored = await send(w.jars.agencyOwner, { method: 'POST', url: `/ru/api/user/list/${listing.id}/restore` });
  assert.deepEqual([restored.statusCode, restored.json()], [200, { message: 'Объявление восстановлено.', data: { id: listing.id, status: 'hidden' } }]);
  assert.equal(await one(w, 'SELECT status::text AS v FROM listings WHERE id = $1', listing.id), 'hidden', 'hidden before, hidden again');
  assert.deepEqual(await deletedIds('author'), []);

  // 31 days later: no longer listed, no restore, and the purge removes its photos.
  const old = await freshListing(w);
  assert.equal((await send(w.jars.author, { method: 'DELETE', url: `/en/api/user/list?realty_id=${old.id}` })).statusCode, 200);
  await app.database.execute(`UPDATE listings SET deleted_at = now() - interval '31 days' WHERE id = $1`, [old.id]);
  assert.deepEqual(await deletedIds('author'), []);
  const late = await send(w.jars.author, { method: 'POST', url: `/en/api/user/list/${old.id}/restore` });
  assert.deepEqual([late.statusCode, late.json()], [404, { message: 'Listing not found.' }]);
  const fresh = await freshListing(w);
  await send(w.jars.author, { method: 'DELETE', url: `/en/api/listings/${fresh.id}` });
  assert.ok((await app.listingTrash.purge()) >= 1);
  assert.equal(await one(w, 'SELECT count(*)::int AS v FROM listing_photos WHERE listing_id = $1', old.id), 0);
  assert.equal(await one(w, 'SELECT count(*)::int AS v FROM listing_photos WHERE listing_id = $1', fresh.id), 1, 'deleted today: photos kept');
  // an active listing is not "restored"
  const active = await freshListing(w);
  assert.equal((await send(w.jars.author, { method: 'POST', url: `/en/api/user/list/${active.id}/restore` })).statusCode, 404);
});
