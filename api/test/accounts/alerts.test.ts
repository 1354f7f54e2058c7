// Saved-search alerts (issue 13): a new matching listing gives exactly one mail, a second run none, the signed
// one-click unsubscribe stops them; a price drop of a favourite gives one mail; statistics and dashboard counts.
// Runs on PGlite and on PostgreSQL (npm run test:pg).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readOutbox } from '../../src/services/mail';
import { build, CookieJar } from '../helper';
import { insertListing, send, signUp } from './helpers';

test('saved-search alerts', async (t) => {
  const app = await build(t);
  const alice = await signUp(app);
  const bob = await signUp(app);
  // Headers unfolded (long ones continue on the next line after a space).
  const mailsTo = async (to: string) =>
    (await readOutbox(app.config.outboxDir))
      .filter((mail) => mail.to.includes(to))
      .map((mail) => ({ ...mail, raw: mail.raw.replace(/\r?\n[ \t]+/g, ' ') }));

  const saved = await send(alice.jar, {
    method: 'POST',
    url: '/ru/api/realty/filter/save',
    payload: { filter: { dealType: 'sale' }, name: 'Продажа', url: '/ru/real-estate/sale', alert: 'instant' },
  });
  assert.equal(saved.statusCode, 201, saved.body);
  const searchId: number = saved.json().data.id;
  assert.equal(saved.json().data.alert, 'instant');
  // The search was saved on a Russian page: its mails are in Russian (the account registered in English).

  await t.test('a new matching listing: exactly one mail; a second run: none', async () => {
    const listing = await insertListing(app, bob.user.id);
    await app.alerts.run(new Date(Date.now() + 1000));
    let mails = await mailsTo(alice.email);
    assert.equal(mails.length, 1);
    const mail = mails[0]!;
    assert.match(mail.subject, /1 новое объявление по поиску «Продажа»/);
    assert.match(mail.text, new RegExp(`/real-estate/ad/${listing}`));
    assert.match(mail.raw, /^List-Unsubscribe: <http[^>]+\/api\/alerts\/unsubscribe\?kind=search&id=\d+&sig=[\w-]+>/m);
    assert.match(mail.raw, /^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    await app.alerts.run(new Date(Date.now() + 2000));
    mails = await mailsTo(alice.email);
    assert.equal(mails.length, 1, 'nothing new: no second mail');

    // A price drop of a listing already sent for this search is not sent again for it.
    await app.database.execute('UPDATE listings SET price = price - 1000 WHERE id = $1', [listing]);
    await app.alerts.run(new Date(Date.now() + 3000));
    assert.equal((await mailsTo(alice.email)).length, 1, 'never the same listing twice for one search');
    const dashboard = await alice.jar.inject({ url: '/en/api/user/summary' });
    assert.equal(dashboard.json().data.unread_alerts, 1);
    assert.equal(dashboard.json().data.searches, 1);
  });

  await t.test('a daily alert waits a day after the last digest', async () => {
    await send(alice.jar, { method: 'PATCH', url: `/en/api/saved-searches/${searchId}`, payload: { alert: 'daily' } });
    await app.database.execute(`UPDATE saved_searches SET last_alert_at = now() - interval '1 hour' WHERE id = $1`, [searchId]);
    await insertListing(app, bob.user.id);
    const before = (await mailsTo(alice.email)).length;
    await app.alerts.run(new Date(Date.now() + 60_000));
    assert.equal((await mailsTo(alice.email)).length, before, 'not due yet');
    await app.alerts.run(new Date(Date.now() + 25 * 3600_000));
    assert.equal((await mailsTo(alice.email)).length, before + 1, 'due after a day');
    await send(alice.jar, { method: 'PATCH', url: `/en/api/saved-searches/${searchId}`, payload: { alert: 'instant' } });
    await app.database.execute(`UPDATE saved_searches SET last_alert_at = now() - interval '1 second' WHERE id = $1`, [searchId]);
  });

  await t.test('the signed one-click unsubscribe stops them; a forged link does not', async () => {
    const mail = (await mailsTo(alice.email)).at(-1)!;
    const link = /^List-Unsubscribe: <([^>]+)>/m.exec(mail.raw)?.[1];
    assert.ok(link);
    const url = new URL(link);
    const forged = new URLSearchParams(url.search);
    forged.set('id', String(searchId + 1000));
    const visitor = new CookieJar(app);
    const bad = await visitor.inject({ method: 'POST', url: `/en/api/alerts/unsubscribe?${forged.toString()}` });
    assert.equal(bad.statusCode, 404);
    assert.deepEqual(bad.json(), { message: 'This unsubscribe link is not valid.' });
    // One click from the mail client: POST without a session or CSRF token.
    const ok = await visitor.inject({ method: 'POST', url: `${url.pathname}${url.search}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.deepEqual(ok.json(), { message: 'You will no longer receive these alerts.' });
    // The link in the mail's text: unsubscribes, then the site's page says so in the page's language.
    const page = await visitor.inject({ url: `/ru${url.pathname.replace(/^\/(tr|en|ru)/, '')}${url.search}` });
    assert.equal(page.statusCode, 303);
    assert.equal(page.headers.location, '/ru/unsubscribe?result=done&kind=search');
    assert.equal(page.headers['cache-control'], 'private, no-store');
    const landing = await visitor.inject({ url: page.headers.location });
    assert.equal(landing.statusCode, 200);
    assert.match(landing.headers['content-type'] as string, /text\/html/);
    assert.match(landing.body, /<html lang="ru"/);
    assert.match(landing.body, /<meta name="robots" content="noindex">/);
    // A broken, forged or incomplete link: the same page with a clear message, never a JSON error.
    for (const query of [forged.toString(), 'kind=search&id=abc', '']) {
      const broken = await visitor.inject({ url: `/en/api/alerts/unsubscribe?${query}` });
      assert.equal(broken.statusCode, 303, query);
      assert.equal(broken.headers.location, '/en/unsubscribe?result=invalid', query);
    }
    const list = await alice.jar.inject({ url: '/en/api/saved-searches' });
    assert.equal(list.json().data[0].alert, 'none');

    const before = (await mailsTo(alice.email)).length;
    await insertListing(app, bob.user.id);
    await app.alerts.run(new Date(Date.now() + 4000));
    assert.equal((await mailsTo(alice.email)).length, before, 'unsubscribed: no more mails');
  });

  await t.test('a price drop on a favourite sends one alert', async () => {
    const carol = await signUp(app);
    const listing = await insertListing(app, bob.user.id);
    const fav = await send(carol.jar, { method: 'POST', url: '/api/realty/favorite', payload: { realty_id: listing } });
    assert.equal(fav.statusCode, 201);
    await app.alerts.run(new Date(Date.now() + 1000));
    assert.equal((await mailsTo(carol.email)).length, 0, 'no drop yet');
    await app.database.execute('UPDATE listings SET price = 90000 WHERE id = $1', [listing]);
    await app.alerts.run(new Date(Date.now() + 2000));
    const mails = await mailsTo(carol.email);
    assert.equal(mails.length, 1);
    assert.match(mails[0]!.subject, /A listing in your favourites is cheaper now/);
    assert.match(mails[0]!.raw, /kind=favorites/);
    await app.alerts.run(new Date(Date.now() + 3000));
    assert.equal((await mailsTo(carol.email)).length, 1, 'one mail per drop');
  });
});

test('a listing committed after a run began is mailed by the next run, once; one published before the search was saved never', async (t) => {
  const app = await build(t);
  const alice = await signUp(app);
  const bob = await signUp(app);
  const mailsTo = async (to: string) => (await readOutbox(app.config.outboxDir)).filter((mail) => mail.to.includes(to));
  // Published (its transaction's start) 5 minutes before the search was saved: not new to it.
  const older = await insertListing(app, bob.user.id);
  await app.database.execute(`UPDATE listings SET published_at = now() - interval '5 minutes' WHERE id = $1`, [older]);
  const saved = await send(alice.jar, { method: 'POST', url: '/en/api/realty/filter/save', payload: { filter: { dealType: 'sale' }, name: 'Sales', alert: 'instant' } });
  assert.equal(saved.statusCode, 201, saved.body);
  const run = new Date(Date.now() + 1000);
  await app.alerts.run(run);
  assert.equal((await mailsTo(alice.email)).length, 0, 'nothing new yet');
  // A listing whose transaction began a second before that run and committed after its query: stamped before the
  // search's cursor, and still new to the search.
  const late = await insertListing(app, bob.user.id);
  await app.database.execute('UPDATE listings SET published_at = $2 WHERE id = $1', [late, new Date(run.getTime() - 1000).toISOString()]);
  await app.alerts.run(new Date(run.getTime() + 6000));
  const mails = await mailsTo(alice.email);
  assert.equal(mails.length, 1);
  assert.match(mails[0]!.text, new RegExp(`/real-estate/ad/${late}\\b`));
  assert.doesNotMatch(mails[0]!.text, new RegExp(`/real-estate/ad/${older}\\b`));
  await app.alerts.run(new Date(run.getTime() + 12_000));
  assert.equal((await mailsTo(alice.email)).length, 1, 'looking back never mails it twice');
});

test('own listing statistics and the dashboard', async (t) => {
  const app = await build(t);
  const owner = await signUp(app);
  const fan = await signUp(app);
  const listing = await insertListing(app, owner.user.id);
  await app.database.execute(`UPDATE users SET phone = '+905321112233' WHERE id = $1`, [owner.user.id]);

  await t.test('views, phone reveals, favourites over 30 days; contact messages 0 without the table', async () => {
    const visitor = new CookieJar(app);
    assert.equal((await visitor.inject({ method: 'POST', url: `/api/realty/${listing}/view`, headers: { 'x-xsrf-token': 'x' } })).statusCode < 500, true);
    await app.database.execute(`INSERT INTO listing_views (listing_id, visitor, day) VALUES ($1, 'v1', (now() AT TIME ZONE 'UTC')::date), ($1, 'v2', (now() AT TIME ZONE 'UTC')::date - 40)`, [listing]);
    await app.database.execute('UPDATE listings SET phone_reveals = phone_reveals + 1 WHERE id = $1', [listing]);
    await app.database.execute('UPDATE listings SET phone_reveals = phone_reveals + 1 WHERE id = $1', [listing]);
    await send(fan.jar, { method: 'POST', url: '/api/realty/favorite', payload: { realty_id: listing } });

    const list = await owner.jar.inject({ url: '/en/api/user/list' });
    assert.equal(list.statusCode, 200);
    const card = list.json().data.find((c: { id: number }) => c.id === listing);
    const views = Number((await app.database.execute(`SELECT count(*)::int AS n FROM listing_views WHERE listing_id = $1 AND day >= (now() AT TIME ZONE 'UTC')::date - 29`, [listing])).rows[0]?.n);
    assert.deepEqual(card.stats, { views, phone_reveals: 2, favorites: 1, messages: 0 });
    assert.deepEqual(list.json().meta.counts, { active: 1, hidden: 0 });

    const daily = await owner.jar.inject({ url: `/en/api/user/list/${listing}/stats` });
    assert.equal(daily.statusCode, 200);
    const data = daily.json().data;
    assert.equal(data.days.length, 30);
    assert.deepEqual(data.totals, card.stats);
    assert.equal(data.days.at(-1).phone_reveals, 2);

    const foreign = await fan.jar.inject({ url: `/en/api/user/list/${listing}/stats` });
    assert.equal(foreign.statusCode, 404);
    assert.deepEqual(foreign.json(), { message: 'Listing not found.' });
  });

  await t.test('dashboard counts; 401 signed out', async () => {
    await insertListing(app, owner.user.id, 'hidden');
    const res = await owner.jar.inject({ url: '/tr/api/user/summary' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().data, { active: 1, hidden: 1, favorites: 0, searches: 0, unread_alerts: 0 });
    const out = await new CookieJar(app).inject({ url: '/tr/api/user/summary' });
    assert.equal(out.statusCode, 401);
    assert.deepEqual(out.json(), { message: 'Oturum açmanız gerekiyor.' });
  });
});

test('/api/openapi.json documents the account routes: parameters, bodies and a reply per status', async (t) => {
  const app = await build(t);
  const doc = (await app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: unknown; responses: Record<string, unknown> }>>;
  };
  const op = (path: string, method: string) => {
    const found = doc.paths[path]?.[method];
    assert.ok(found, `${method.toUpperCase()} ${path} is documented`);
    return found;
  };
  const names = (o: { parameters?: { name: string }[] }) => (o.parameters ?? []).map((p) => p.name).sort();
  assert.deepEqual(names(op('/api/user/favorite', 'get')), ['page', 'per_page', 'sort', 'user_id']);
  assert.deepEqual(Object.keys(op('/api/user/favorite', 'get').responses).sort(), ['200', '401', '403', '422']);
  assert.ok(op('/api/realty/favorite', 'post').requestBody, 'the favourite body is documented');
  assert.ok(op('/api/realty/filter/save', 'post').requestBody);
  assert.ok(op('/api/saved-searches/{id}', 'patch').requestBody);
  assert.deepEqual(Object.keys(op('/api/saved-searches/{id}', 'patch').responses).sort(), ['200', '401', '403', '404', '419', '422']);
  assert.ok(op('/api/user/list', 'patch').requestBody);
  assert.deepEqual(names(op('/api/user/list', 'get')), ['page', 'per_page', 'status', 'user_id']);
  assert.deepEqual(names(op('/api/user/list/{id}/stats', 'get')), ['id', 'user_id']);
  op('/api/user/summary', 'get');
  op('/api/saved-searches/{id}/seen', 'post');
  op('/api/alerts/unsubscribe', 'post');
});
