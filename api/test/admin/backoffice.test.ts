// The back office's behaviour: moderation transitions (approve, reject with the owner e-mailed, hide; reports and
// duplicate candidates in the queue), EİDS verification, block/unblock, journal authoring (sanitised on save,
// publish, schedule, unpublish), and the audit row of every action with its before/after.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build, CookieJar } from '../helper';
import { insertListing, send, signIn, signUp, withCsrf } from '../accounts/helpers';
import { readOutbox } from '../../src/services/mail';
import { auditRows, signUpAdmin } from './helpers';

test('moderation', async (t) => {
  const app = await build(t);
  const admin = await signUpAdmin(app);
  const owner = await signUp(app, { name: 'Mehmet', lastname: 'Öztürk' });
  const visitor = await withCsrf(new CookieJar(app));
  const fresh = await insertListing(app, owner.user.id);
  const twin = await insertListing(app, owner.user.id); // same place, type, area and price: a duplicate candidate
  const reported = await insertListing(app, owner.user.id);
  await app.database.execute(`UPDATE listings SET moderation_status = 'pending' WHERE id = ANY($1::int[])`, [[fresh, twin]]);
  await app.database.execute(`UPDATE listings SET moderated_at = now() WHERE id = $1`, [twin]);
  await app.database.execute(`UPDATE listings SET price_try = price_try * 3, area = area * 3 WHERE id = $1`, [reported]);

  await t.test('a visitor reports a listing (reason required, unknown and hidden listings 404, throttled)', async () => {
    let res = await send(visitor, { method: 'POST', url: `/en/api/realty/${reported}/report`, payload: { reason: 'nope' } });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors, { reason: ['Choose a reason.'] });
    res = await send(visitor, { method: 'POST', url: `/tr/api/realty/${reported}/report`, payload: { reason: 'fraud', comment: '  Fiyat gerçek değil ' } });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().message, 'Teşekkürler. Moderatörlerimiz bu ilanı inceleyecek.');
    res = await send(visitor, { method: 'POST', url: '/en/api/realty/99999999/report', payload: { reason: 'fraud' } });
    assert.equal(res.statusCode, 404);
    for (let i = 0; i < 3; i += 1) await send(visitor, { method: 'POST', url: `/en/api/realty/${reported}/report`, payload: { reason: 'other' } });
    res = await send(visitor, { method: 'POST', url: `/en/api/realty/${reported}/report`, payload: { reason: 'other' } });
    assert.equal(res.statusCode, 429);
  });

  await t.test('the queue: new, changed and reported listings with reports and duplicate candidates', async () => {
    const res = await admin.jar.inject({ url: '/en/api/admin/moderation' });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    const byId = new Map(body.data.map((item: { id: number }) => [item.id, item]));
    const a = byId.get(fresh) as { reasons: string[]; duplicates: { match: string; card: { id: number } }[]; owner: { email: string } };
    assert.deepEqual(a.reasons, ['new']);
    assert.equal(a.owner.email, owner.email);
    assert.ok(a.duplicates.some((d) => d.card.id === twin && d.match === 'similar'));
    assert.deepEqual((byId.get(twin) as { reasons: string[] }).reasons, ['changed']);
    const r = byId.get(reported) as { reasons: string[]; reports: { reason: string; comment: string | null }[]; duplicates: unknown[] };
    assert.deepEqual(r.reasons, ['reported']);
    assert.equal(r.reports[0]?.reason, 'fraud');
    assert.equal(r.reports[0]?.comment, 'Fiyat gerçek değil');
    assert.equal(body.meta.total, 3);
    const reportedOnly = (await admin.jar.inject({ url: '/en/api/admin/moderation?filter=reported' })).json();
    assert.deepEqual(reportedOnly.data.map((i: { id: number }) => i.id), [reported]);
    assert.equal((await admin.jar.inject({ url: '/en/api/admin/moderation?filter=x' })).statusCode, 422);
  });

  await t.test('the same photo by perceptual hash is a duplicate candidate', async () => {
    const variants = JSON.stringify({ thumb: { url: '/uploads/x-thumb.webp', w: 1, h: 1 }, card: { url: '/uploads/x-card.webp', w: 1, h: 1 }, full: { url: '/uploads/x-full.webp', w: 1, h: 1 } });
    for (const id of [fresh, reported]) {
      await app.database.execute(`INSERT INTO listing_photos (listing_id, path, variants, phash) VALUES ($1, 'demo/x', $2::jsonb, 'a1b2c3d4e5f60718')`, [id, variants]);
    }
    const item = (await admin.jar.inject({ url: '/en/api/admin/moderation?filter=pending' })).json().data.find((i: { id: number }) => i.id === fresh);
    assert.ok(item.duplicates.some((d: { match: string; card: { id: number } }) => d.match === 'photo' && d.card.id === reported));
  });

  await t.test('reject: off the site, the owner cannot show it again, e-mailed the reason; audited', async () => {
    let res = await send(admin.jar, { method: 'POST', url: `/en/api/admin/moderation/${fresh}/reject`, payload: { reason: '   ' } });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors, { reason: ['Enter the reason.'] });
    res = await send(admin.jar, { method: 'POST', url: `/en/api/admin/moderation/${fresh}/reject`, payload: { reason: 'The photos show another flat.' } });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().data, { id: fresh, status: 'hidden', moderation_status: 'rejected', moderation_reason: 'The photos show another flat.' });
    assert.equal((await visitor.inject({ url: `/en/api/realty/${fresh}` })).statusCode, 404);
    const show = await send(owner.jar, { method: 'PATCH', url: '/en/api/user/list', payload: { realty_id: fresh, status: 'active' } });
    assert.equal(show.statusCode, 403);
    assert.match(show.json().message, /moderators took this listing off/);
    const mail = (await readOutbox(app.config.outboxDir)).filter((m) => m.to === owner.email).pop();
    assert.ok(mail, 'the owner got an e-mail');
    assert.match(mail.subject, /^Your listing was not approved/); // the owner's language (registered through /en)
    assert.match(mail.text, /The photos show another flat\./);
    assert.match(mail.text, new RegExp(`/en/profile/edit/${fresh}`));
    const rows = await auditRows(app, 'listing', fresh);
    assert.equal(rows.at(-1)?.action, 'listing.reject');
    assert.equal(rows.at(-1)?.actor_id, admin.user.id);
    assert.deepEqual(rows.at(-1)?.before, { status: 'active', moderation_status: 'pending', moderation_reason: null, hidden_by: null });
    assert.deepEqual(rows.at(-1)?.after, { status: 'hidden', moderation_status: 'rejected', moderation_reason: 'The photos show another flat.', hidden_by: 'moderator' });
  });

  await t.test('approve brings a rejected listing back; hide takes one off and resolves its reports', async () => {
    let res = await send(admin.jar, { method: 'POST', url: `/ru/api/admin/moderation/${fresh}/approve` });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().message, 'Объявление одобрено.');
    assert.deepEqual(res.json().data, { id: fresh, status: 'active', moderation_status: 'approved', moderation_reason: null });
    assert.equal((await visitor.inject({ url: `/en/api/realty/${fresh}` })).statusCode, 200);
    res = await send(admin.jar, { method: 'POST', url: `/en/api/admin/moderation/${reported}/hide` });
    assert.equal(res.json().data.status, 'hidden');
    const open = await app.database.execute('SELECT count(*)::int AS n FROM listing_reports WHERE listing_id = $1 AND resolved_at IS NULL', [reported]);
    assert.equal(open.rows[0]?.n, 0);
    assert.deepEqual((await auditRows(app, 'listing', reported)).map((r) => r.action), ['listing.hide']);
    res = await send(admin.jar, { method: 'POST', url: '/en/api/admin/moderation/99999999/approve' });
    assert.equal(res.statusCode, 404);
    // An edit by the owner puts the listing back in the queue.
    const summary = (await admin.jar.inject({ url: '/en/api/admin/summary' })).json().data;
    assert.deepEqual(summary, { moderation: 1, reports: 0, verification: 0, blocked_users: 0 });
  });
});

test('verification, users and the journal', async (t) => {
  const app = await build(t);
  const admin = await signUpAdmin(app);
  const owner = await signUp(app, { name: 'Olga', lastname: 'Иванова' });
  const listing = await insertListing(app, owner.user.id);
  const other = await insertListing(app, owner.user.id);
  await app.database.execute(`UPDATE listings SET eids_number = 'EIDS-2026-1', eids_status = 'pending' WHERE id = ANY($1::int[])`, [[listing, other]]);

  await t.test('EİDS: the pending queue, verify and reject (once), audited', async () => {
    const queue = (await admin.jar.inject({ url: '/en/api/admin/verification' })).json();
    assert.deepEqual(queue.data.map((i: { id: number }) => i.id).sort(), [listing, other].sort());
    assert.equal(queue.data[0].eids_number, 'EIDS-2026-1');
    let res = await send(admin.jar, { method: 'POST', url: `/en/api/admin/verification/${listing}/verify` });
    assert.deepEqual(res.json(), { message: 'Authorisation verified.', data: { id: listing, eids_status: 'verified' } });
    res = await send(admin.jar, { method: 'POST', url: `/en/api/admin/verification/${other}/reject` });
    assert.equal(res.json().data.eids_status, 'rejected');
    res = await send(admin.jar, { method: 'POST', url: `/en/api/admin/verification/${other}/verify` });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, 'This authorisation is not waiting for a decision.');
    assert.deepEqual((await auditRows(app, 'listing', listing)).map((r) => [r.action, r.before?.eids_status, r.after?.eids_status]), [['eids.verify', 'pending', 'verified']]);
    assert.equal((await admin.jar.inject({ url: '/en/api/admin/verification' })).json().meta.total, 0);
  });

  await t.test('users: find, see listings; block ends sessions, refuses sign-in, hides listings; unblock restores them', async () => {
    let res = await admin.jar.inject({ url: `/en/api/admin/users?q=${encodeURIComponent(owner.email.slice(0, 8).toUpperCase())}` });
    assert.equal(res.statusCode, 200);
    assert.ok(res.json().data.some((u: { id: number }) => u.id === owner.user.id));
    res = await admin.jar.inject({ url: '/en/api/admin/users?q=olga%20%D0%B8%D0%B2' }); // "olga ив"
    assert.deepEqual(res.json().data.map((u: { id: number }) => u.id), [owner.user.id]);
    res = await admin.jar.inject({ url: `/en/api/admin/users?q=${'x'.repeat(101)}` });
    assert.equal(res.statusCode, 422);
    res = await admin.jar.inject({ url: `/en/api/admin/users/${owner.user.id}` });
    assert.deepEqual(res.json().data.listings.map((l: { card: { id: number } }) => l.card.id).sort(), [listing, other].sort());
    assert.deepEqual(res.json().data.invoices, []);

    res = await send(admin.jar, { method: 'POST', url: `/en/api/admin/users/${admin.user.id}/block` });
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().message, 'You cannot block your own account.');
    await send(owner.jar, { method: 'PATCH', url: '/en/api/user/list', payload: { realty_id: other, status: 'hidden' } }); // the owner's own choice
    res = await send(admin.jar, { method: 'POST', url: `/en/api/admin/users/${owner.user.id}/block` });
    assert.equal(res.statusCode, 200, res.body);
    assert.ok(res.json().data.blocked_at);
    assert.equal((await owner.jar.inject({ url: '/api/user' })).statusCode, 401, 'the session ended');
    const again = await signIn(app, owner.email, owner.password);
    assert.equal(again.res.statusCode, 422);
    assert.deepEqual(again.res.json().errors, { email: ['This account is blocked. Please contact support.'] });
    assert.equal((await app.inject({ url: `/en/api/realty/${listing}` })).statusCode, 404, 'listings hidden from the public');

    res = await send(admin.jar, { method: 'POST', url: `/en/api/admin/users/${owner.user.id}/unblock` });
    assert.equal(res.json().data.blocked_at, null);
    assert.equal((await app.inject({ url: `/en/api/realty/${listing}` })).statusCode, 200);
    const statuses = await app.database.execute('SELECT id, status::text AS status, hidden_by FROM listings WHERE id = ANY($1::int[]) ORDER BY id', [[listing, other]]);
    assert.deepEqual(statuses.rows.find((r) => r.id === other), { id: other, status: 'hidden', hidden_by: 'owner' }, 'the owner-hidden listing stays hidden');
    assert.equal((await signIn(app, owner.email, owner.password)).res.statusCode, 200);
    const rows = await auditRows(app, 'user', owner.user.id);
    assert.deepEqual(rows.map((r) => r.action), ['user.block', 'user.unblock']);
    assert.deepEqual(rows[0]?.after?.hidden_listings, [listing]);
    assert.deepEqual(rows[1]?.after?.shown_listings, [listing]);
  });

  await t.test('journal: create (sanitised), publish, schedule, unpublish; the public journal follows', async () => {
    const cat = await app.database.execute(`INSERT INTO blog_categories (slug, title_tr, title_en, title_ru) VALUES ('adm-cat', 'Haber', 'News', 'Новости') RETURNING id`, []);
    const tag = await app.database.execute(`INSERT INTO blog_tags (slug, title_tr, title_en, title_ru) VALUES ('adm-tag', 'Vergi', 'Tax', 'Налоги') RETURNING id`, []);
    const categoryId = Number(cat.rows[0]?.id);
    const tagId = Number(tag.rows[0]?.id);
    let res = await send(admin.jar, { method: 'POST', url: '/en/api/admin/journal', payload: { translations: {} } });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors, { translations: ['Write the post in at least one language.'] });
    res = await send(admin.jar, {
      method: 'POST',
      url: '/en/api/admin/journal',
      payload: {
        category_id: categoryId,
        tag_ids: [tagId],
        cover: null,
        translations: {
          en: { title: 'Buying in Alanya', excerpt: 'A short guide', body: '<p onclick="x()">Hello <script>alert(1)</script><a href="javascript:alert(1)">link</a></p><h1>Top</h1>' },
          ru: { title: 'Покупка в Алании', body: '<p>Привет</p>' },
        },
      },
    });
    assert.equal(res.statusCode, 201, res.body);
    const post = res.json().data;
    assert.equal(post.slug, 'buying-in-alanya');
    assert.equal(post.state, 'draft');
    assert.equal(post.translations.en.body, '<p>Hello <a>link</a></p><h2>Top</h2>');
    assert.deepEqual(post.tag_ids, [tagId]);
    assert.equal((await app.inject({ url: '/en/api/blog/buying-in-alanya' })).statusCode, 404, 'a draft is not public');

    res = await send(admin.jar, { method: 'POST', url: `/en/api/admin/journal/${post.id}/publish`, payload: { publish: true } });
    assert.equal(res.json().message, 'Post published.');
    const pub = await app.inject({ url: '/ru/api/blog/buying-in-alanya' });
    assert.equal(pub.statusCode, 200);
    assert.equal(pub.json().post.title, 'Покупка в Алании');

    const later = new Date(Date.now() + 86_400_000).toISOString();
    res = await send(admin.jar, { method: 'POST', url: `/en/api/admin/journal/${post.id}/publish`, payload: { publish: true, at: later } });
    assert.equal(res.json().data.state, 'scheduled');
    assert.equal((await app.inject({ url: '/en/api/blog/buying-in-alanya' })).statusCode, 404, 'scheduled: not yet public');
    res = await send(admin.jar, { method: 'POST', url: `/en/api/admin/journal/${post.id}/publish`, payload: { publish: true, at: 'tomorrow' } });
    assert.equal(res.statusCode, 422);

    res = await send(admin.jar, {
      method: 'PUT',
      url: `/en/api/admin/journal/${post.id}`,
      payload: { slug: 'Bad Slug', category_id: null, tag_ids: [], cover: null, translations: { en: { title: 'x', body: '<p>x</p>' } } },
    });
    assert.deepEqual(res.json().errors, { slug: ['The address may contain only Latin letters, digits and hyphens.'] });
    res = await send(admin.jar, { method: 'PUT', url: `/en/api/admin/journal/${post.id}`, payload: { category_id: 99999, tag_ids: [], cover: null, translations: { en: { title: 'x', body: '<p>x</p>' } } } });
    assert.deepEqual(res.json().errors, { category_id: ['Unknown category.'] });
    res = await send(admin.jar, { method: 'POST', url: `/en/api/admin/journal/${post.id}/publish`, payload: { publish: false } });
    assert.equal(res.json().data.state, 'draft');

    const actions = (await auditRows(app, 'post', post.id)).map((r) => r.action);
    assert.deepEqual(actions, ['post.create', 'post.publish', 'post.schedule', 'post.unpublish']);
    res = await send(admin.jar, { method: 'POST', url: '/ru/api/admin/journal/taxonomy', payload: { kind: 'tag', title_tr: 'Şehir Planı', title_en: 'City plan', title_ru: 'Генплан' } });
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual(res.json(), { message: 'Добавлено.', data: { id: res.json().data.id, slug: 'sehir-plani', title: 'Генплан' } });
    res = await send(admin.jar, { method: 'POST', url: '/en/api/admin/journal/taxonomy', payload: { kind: 'tag', title_tr: 'Şehir planı', title_en: 'x', title_ru: 'x' } });
    assert.deepEqual(res.json().errors, { title_tr: ['One with this name exists already.'] });
    const taxonomy = (await admin.jar.inject({ url: '/en/api/admin/journal/taxonomy' })).json().data;
    assert.ok(taxonomy.tags.some((tg: { slug: string; title: string }) => tg.slug === 'sehir-plani' && tg.title === 'City plan'));
    const list = (await admin.jar.inject({ url: '/en/api/admin/journal' })).json();
    assert.ok(list.data.some((p: { id: number; langs: string[] }) => p.id === post.id && p.langs.join() === 'en,ru'));
  });
});
