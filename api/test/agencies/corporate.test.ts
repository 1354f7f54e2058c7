// The corporate profile: creating and editing the agency, the logo, team invitations (signed link, register then
// accept, wrong address, reuse), posts, removal, and listing permissions of agent vs owner vs outsider.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { readOutbox } from '../../src/services/mail';
import { build } from '../helper';
import { insertListing, send, signUp, type TestUser } from '../accounts/helpers';
import type { CorporateReply } from '@realty/shared/contracts/agencies';

const AGENCY = {
  name: 'Kaş Emlak',
  licence: '0700123',
  description_tr: 'Kaş ve Kalkan’da villa uzmanı.',
  description_en: 'Villa specialists in Kaş and Kalkan.',
  description_ru: 'Специалисты по виллам в Каше и Калкане.',
  phones: ['+90 242 836 00 00', '+90 532 000 00 00'],
  email: 'ofis@kas.example',
  website: 'https://kas.example',
  address: 'Cumhuriyet Cd. 5, Kaş',
  lat: 36.2,
  lng: 29.64,
  languages: ['tr', 'en', 'ru'],
};

const profile = async (user: TestUser) => (await user.jar.inject({ url: '/en/api/agency' })).json<CorporateReply>().data;

async function corporate(app: FastifyInstance): Promise<TestUser> {
  const owner = await corporateWithoutAgency(app);
  const res = await send(owner.jar, { method: 'POST', url: '/en/api/agency', payload: AGENCY });
  assert.equal(res.statusCode, 201, res.body);
  return owner;
}

/** A corporate account from before registration asked for the agency's name: it has no agency yet. */
async function corporateWithoutAgency(app: FastifyInstance): Promise<TestUser> {
  const user = await signUp(app);
  await app.database.execute(`UPDATE users SET org_type = 'corporate' WHERE id = $1`, [user.user.id]);
  return user;
}

async function inviteAndAccept(app: FastifyInstance, owner: TestUser, agent: TestUser, post = 'Sales agent') {
  const res = await send(owner.jar, { method: 'POST', url: '/en/api/agency/invitations', payload: { email: agent.email, post } });
  assert.equal(res.statusCode, 201, res.body);
  const mail = (await readOutbox(app.config.outboxDir)).filter((m) => m.to === agent.email).pop();
  const token = decodeURIComponent(/invite=([^\s]+)/.exec(mail?.text ?? '')?.[1] ?? '');
  const accepted = await send(agent.jar, { method: 'POST', url: `/en/api/agency/invitations/${encodeURIComponent(token)}/accept` });
  assert.equal(accepted.statusCode, 200, accepted.body);
  return token;
}

test('a corporate account creates its agency; its listings become the agency’s; private accounts cannot', async (t) => {
  const app = await build(t);
  const owner = await corporateWithoutAgency(app);
  assert.deepEqual(await profile(owner), { role: 'none', can_create: true, agency: null, team: [], invitations: [] });
  const listing = await insertListing(app, owner.user.id);

  const bad = await send(owner.jar, { method: 'POST', url: '/en/api/agency', payload: { ...AGENCY, website: 'ftp://x', email: 'nope' } });
  assert.equal(bad.statusCode, 422);
  assert.deepEqual(bad.json(), { message: 'Please check this field', errors: { email: ['Please check this field'], website: ['Please check this field'] } });

  const created = await send(owner.jar, { method: 'POST', url: '/ru/api/agency', payload: AGENCY });
  assert.equal(created.statusCode, 201, created.body);
  const data = created.json<CorporateReply & { message: string }>();
  assert.equal(data.message, 'Сохранено');
  assert.equal(data.data.role, 'owner');
  assert.deepEqual(
    { ...data.data.agency, id: 0 },
    {
      id: 0,
      name: 'Kaş Emlak',
      slug: 'kas-emlak',
      url: '/ru/real-estate-agency/kas-emlak',
      logo: null,
      licence: '0700123',
      description_tr: AGENCY.description_tr,
      description_en: AGENCY.description_en,
      description_ru: AGENCY.description_ru,
      phones: AGENCY.phones,
      email: AGENCY.email,
      website: AGENCY.website,
      address: AGENCY.address,
      lat: 36.2,
      lng: 29.64,
      languages: ['tr', 'en', 'ru'],
    },
  );
  const row = await app.database.execute(`SELECT agency_id FROM listings WHERE id = $1`, [listing]);
  assert.equal(Number(row.rows[0]?.agency_id), data.data.agency?.id);

  const again = await send(owner.jar, { method: 'POST', url: '/en/api/agency', payload: AGENCY });
  assert.deepEqual([again.statusCode, again.json()], [422, { message: 'You already have an agency' }]);

  // A website typed without a scheme is taken for https; a host without a domain is refused.
  for (const [typed, stored] of [
    ['kas-emlak.example', 'https://kas-emlak.example'],
    [' www.kas-emlak.com.tr/ru ', 'https://www.kas-emlak.com.tr/ru'],
    ['http://kas.example', 'http://kas.example'],
    ['', null],
  ] as const) {
    const site = await send(owner.jar, { method: 'PUT', url: '/en/api/agency', payload: { ...AGENCY, website: typed } });
    assert.equal(site.statusCode, 200, `${typed}: ${site.body}`);
    assert.equal(site.json<CorporateReply>().data.agency?.website, stored);
  }
  for (const typed of ['kas', 'https://kas', 'javascript:alert(1)']) {
    const site = await send(owner.jar, { method: 'PUT', url: '/tr/api/agency', payload: { ...AGENCY, website: typed } });
    assert.deepEqual([site.statusCode, site.json()], [422, { message: 'Lütfen bu alanı kontrol edin', errors: { website: ['Lütfen bu alanı kontrol edin'] } }], typed);
  }

  const updated = await send(owner.jar, { method: 'PUT', url: '/en/api/agency', payload: { ...AGENCY, name: 'Kaş Emlak Ofisi', phones: [] } });
  assert.equal(updated.statusCode, 200);
  assert.equal(updated.json<CorporateReply>().data.agency?.name, 'Kaş Emlak Ofisi');
  assert.deepEqual(updated.json<CorporateReply>().data.agency?.phones, []);

  const person = await signUp(app, { org_type: 'private' });
  const refused = await send(person.jar, { method: 'POST', url: '/en/api/agency', payload: AGENCY });
  assert.deepEqual([refused.statusCode, refused.json()], [403, { message: 'Only corporate accounts can manage an agency' }]);
  assert.equal((await app.inject({ url: '/en/api/agency' })).statusCode, 401);
});

test('logo: re-encoded to WebP by sharp; a non-image is refused', async (t) => {
  const app = await build(t);
  const owner = await corporate(app);
  const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#0a5bd3' } }).png().toBuffer();
  const boundary = '----realty';
  const body = (name: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const res = await send(owner.jar, { method: 'POST', url: '/en/api/agency/logo', headers, payload: body('logo.png', png) });
  assert.equal(res.statusCode, 200, res.body);
  const url = res.json<{ data: { logo: string } }>().data.logo;
  assert.match(url, /^\/uploads\/logos\/\d+\/[0-9a-f]{24}-256\.webp$/);
  const file = await app.inject({ url });
  assert.equal(file.statusCode, 200);
  const meta = await sharp(file.rawPayload).metadata();
  assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 256, 128]);
  const junk = await send(owner.jar, { method: 'POST', url: '/en/api/agency/logo', headers, payload: body('x.png', Buffer.from('not an image')) });
  assert.deepEqual([junk.statusCode, junk.json()], [422, { message: 'The logo must be a JPEG, PNG, WebP, AVIF or HEIC image' }]);
});

test('team: invite by e-mail (signed link), a new user registers and accepts, post, removal', async (t) => {
  const app = await build(t);
  const owner = await corporate(app);
  const newcomer = await signUp(app, { org_type: 'private' });
  const theirListing = await insertListing(app, newcomer.user.id);
  const token = await inviteAndAccept(app, owner, newcomer);

  const mail = (await readOutbox(app.config.outboxDir)).find((m) => m.to === newcomer.email);
  assert.equal(mail?.subject.startsWith('Join Kaş Emlak on '), true);
  assert.match(mail?.text ?? '', /http:\/\/localhost:3000\/en\/profile\/corporate\?invite=/);

  const mine = await profile(newcomer);
  assert.equal(mine.role, 'agent');
  assert.deepEqual(
    mine.team.map((m) => [m.name, m.post, m.is_owner]),
    [
      ['Ayşe Yılmaz', null, true],
      ['Ayşe Yılmaz', 'Sales agent', false],
    ],
  );
  assert.deepEqual(mine.invitations, []);
  const row = await app.database.execute(`SELECT l.agency_id, a.name FROM listings l JOIN agencies a ON a.id = l.agency_id WHERE l.id = $1`, [theirListing]);
  assert.equal(row.rows[0]?.name, 'Kaş Emlak');

  // the link works once
  const reuse = await send(newcomer.jar, { method: 'POST', url: `/en/api/agency/invitations/${encodeURIComponent(token)}/accept` });
  assert.deepEqual([reuse.statusCode, reuse.json()], [422, { message: 'This invitation has already been accepted' }]);
  // a forged link is refused without a lookup
  const forged = await app.inject({ url: `/en/api/agency/invitations/${encodeURIComponent(token.replace(/\.(.)/, '.A$1'))}` });
  assert.deepEqual([forged.statusCode, forged.json()], [404, { message: 'This invitation link is not valid' }]);
  const info = await app.inject({ url: `/en/api/agency/invitations/${encodeURIComponent(token)}` });
  assert.deepEqual(info.json(), { data: { agency: 'Kaş Emlak', email: newcomer.email, post: 'Sales agent', expired: false, accepted: true } });

  // the owner sets the post; the agent may not
  const post = await send(owner.jar, { method: 'PATCH', url: `/en/api/agency/members/${newcomer.user.id}`, payload: { post: 'Senior agent' } });
  assert.equal(post.statusCode, 200);
  assert.equal(post.json<CorporateReply>().data.team[1]?.post, 'Senior agent');
  const selfPromote = await send(newcomer.jar, { method: 'PATCH', url: `/en/api/agency/members/${newcomer.user.id}`, payload: { post: 'Director' } });
  assert.deepEqual([selfPromote.statusCode, selfPromote.json()], [403, { message: "Only the agency's owner can do this" }]);
  const agentInvites = await send(newcomer.jar, { method: 'POST', url: '/en/api/agency/invitations', payload: { email: 'friend@example.com' } });
  assert.equal(agentInvites.statusCode, 403);

  // removal: the listings leave the agency with the agent
  const ownerSelf = await send(owner.jar, { method: 'DELETE', url: `/en/api/agency/members/${owner.user.id}` });
  assert.deepEqual([ownerSelf.statusCode, ownerSelf.json()], [422, { message: "The agency's owner cannot be removed" }]);
  const removed = await send(owner.jar, { method: 'DELETE', url: `/en/api/agency/members/${newcomer.user.id}` });
  assert.equal(removed.statusCode, 200);
  assert.equal((await profile(newcomer)).role, 'none');
  const after = await app.database.execute(`SELECT agency_id FROM listings WHERE id = $1`, [theirListing]);
  assert.equal(after.rows[0]?.agency_id, null);
  const again = await send(owner.jar, { method: 'DELETE', url: `/en/api/agency/members/${newcomer.user.id}` });
  assert.deepEqual([again.statusCode, again.json()], [404, { message: 'This person is not in your team' }]);
});

test('invitations: only the invited address accepts; expired links are refused; withdrawing', async (t) => {
  const app = await build(t);
  const owner = await corporate(app);
  const res = await send(owner.jar, { method: 'POST', url: '/en/api/agency/invitations', payload: { email: 'invited@example.com' } });
  assert.equal(res.statusCode, 201);
  assert.equal(res.json<{ message: string }>().message, 'Invitation sent to invited@example.com');
  const token = decodeURIComponent(/invite=([^\s]+)/.exec((await readOutbox(app.config.outboxDir)).pop()?.text ?? '')?.[1] ?? '');
  const stranger = await signUp(app);
  const wrong = await send(stranger.jar, { method: 'POST', url: `/en/api/agency/invitations/${encodeURIComponent(token)}/accept` });
  assert.deepEqual([wrong.statusCode, wrong.json()], [403, { message: 'This invitation was sent to another e-mail address: sign in with that one' }]);

  // a new user registers with the invited address, then accepts
  await app.database.execute(`UPDATE agency_invitations SET expires_at = now() - interval '1 minute'`);
  const invited = await signUp(app, { email: 'invited@example.com' });
  const late = await send(invited.jar, { method: 'POST', url: `/ru/api/agency/invitations/${encodeURIComponent(token)}/accept` });
  assert.deepEqual([late.statusCode, late.json()], [422, { message: 'Срок действия приглашения истёк' }]);

  const second = await send(owner.jar, { method: 'POST', url: '/en/api/agency/invitations', payload: { email: 'other@example.com', post: 'Intern' } });
  const open = second.json<CorporateReply>().data.invitations;
  assert.deepEqual(open.map((i) => [i.email, i.post]), [['other@example.com', 'Intern']]);
  const withdrawn = await send(owner.jar, { method: 'DELETE', url: `/en/api/agency/invitations/${open[0]?.id}` });
  assert.deepEqual(withdrawn.json<CorporateReply>().data.invitations, []);
});

test('listing permissions: the owner changes any agency listing, an agent only their own, an outsider none', async (t) => {
  const app = await build(t);
  const owner = await corporate(app);
  const agent = await signUp(app);
  const colleague = await signUp(app);
  await inviteAndAccept(app, owner, agent);
  await inviteAndAccept(app, owner, colleague);
  const outsider = await signUp(app, { org_type: 'corporate', agency_name: `Outsider Emlak ${Date.now()}` });
  const agentListing = await insertListing(app, agent.user.id);
  const colleagueListing = await insertListing(app, colleague.user.id);
  await app.database.execute(`UPDATE listings l SET agency_id = m.agency_id FROM agency_members m WHERE m.user_id = l.user_id AND l.id = ANY($1::int[])`, [
    [agentListing, colleagueListing],
  ]);
  const patch = (user: TestUser, id: number, status: string) => send(user.jar, { method: 'PATCH', url: `/en/api/agency/listings/${id}`, payload: { status } });
  const status = async (id: number) => String((await app.database.execute(`SELECT status FROM listings WHERE id = $1`, [id])).rows[0]?.status);

  assert.equal((await patch(agent, agentListing, 'hidden')).statusCode, 200);
  assert.equal(await status(agentListing), 'hidden');
  const notTheirs = await patch(agent, colleagueListing, 'hidden');
  assert.deepEqual([notTheirs.statusCode, notTheirs.json()], [403, { message: 'You may only change your own listings' }]);
  assert.equal(await status(colleagueListing), 'active');
  assert.equal((await patch(owner, colleagueListing, 'hidden')).statusCode, 200);
  assert.equal((await patch(owner, agentListing, 'active')).statusCode, 200);
  assert.deepEqual([await status(agentListing), await status(colleagueListing)], ['active', 'hidden']);
  assert.equal((await patch(outsider, agentListing, 'hidden')).statusCode, 403);
  assert.equal(await status(agentListing), 'active');
  const missing = await patch(owner, 99999999, 'hidden');
  assert.deepEqual([missing.statusCode, missing.json()], [404, { message: 'Listing not found' }]);
  assert.equal((await patch(owner, agentListing, 'deleted')).statusCode, 422);
});

test('an agency named at registration is the corporate profile\'s agency, edited there', async (t) => {
  const app = await build(t);
  const owner = await signUp(app, { org_type: 'corporate', agency_name: 'Kıyı Emlak' });
  const before = await profile(owner);
  assert.equal(before.role, 'owner');
  assert.equal(before.agency?.name, 'Kıyı Emlak');
  const again = await send(owner.jar, { method: 'POST', url: '/en/api/agency', payload: AGENCY });
  assert.deepEqual([again.statusCode, again.json()], [422, { message: 'You already have an agency' }]);
  const updated = await send(owner.jar, { method: 'PUT', url: '/en/api/agency', payload: AGENCY });
  assert.equal(updated.statusCode, 200, updated.body);
  assert.equal(updated.json<CorporateReply>().data.agency?.licence, '0700123');
});
