// Agents' and agencies' public pages: list filters, page replies, 404s, head (title, JSON-LD RealEstateAgent),
// phone reveal, sitemap. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { AgenciesPageData, AgencyPageData, AgentPageData, AgentsPageData, HomePageData } from '@realty/shared/schemas';
import type { Database } from '../../src/db/client';
import { createTestDatabase } from '../db';
import { build, CookieJar } from '../helper';
import { withCsrf, xsrf } from '../accounts/helpers';
import { FIXTURES } from '../web/fixtures';
import { seedPublicFixture, type Fixture } from '../public/fixture';

let app: FastifyInstance;
let db: Database;
let fx: Fixture;
let memberId: number;
let cityId: number;
let jar: CookieJar;

before(async () => {
  db = await createTestDatabase();
  app = await build(undefined, {
    database: db,
    config: { shellDist: FIXTURES.shellDist, remotesDistRoot: FIXTURES.remotesDistRoot, publicUrl: 'https://realty.example' },
  });
  fx = await seedPublicFixture(db);
  jar = await withCsrf(new CookieJar(app));
  const city = await db.execute(`SELECT id FROM cities WHERE slug = 'alanya'`);
  cityId = Number(city.rows[0]?.id);
  await db.execute(`UPDATE agencies SET city_id = $1, languages = '{tr,ru}', phones = '{+902420000001}', description = 'Alanya ofisi',
    description_en = 'Office in Alanya', address = 'Atatürk Cd. 1, Alanya', lat = 36.54, lng = 32.0 WHERE id = $2`, [city.rows[0]?.id, fx.agencyId]);
  await db.execute(`UPDATE agency_members SET languages = '{tr,en,ru}' WHERE user_id = $1`, [fx.agentId]);
  const member = await db.execute(
    `INSERT INTO users (name, lastname, email, password_hash, org_type) VALUES ('Oleg', 'Smirnov', 'oleg-fixture@example.test', 'x', 'private') RETURNING id`,
  );
  memberId = Number(member.rows[0]?.id);
  await db.execute(`INSERT INTO agency_members (agency_id, user_id, post, languages) VALUES ($1, $2, 'Agent', '{ru}')`, [fx.agencyId, memberId]);
});
after(async () => {
  await app.close();
  await db.close();
});

async function page<T>(url: string): Promise<T> {
  const res = await app.inject({ url });
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
  return (res.json() as { data: T }).data;
}

describe('agents list', () => {
  test('every agent, most listings first, with agency, licence and counts from SQL', async () => {
    const all = await page<AgentsPageData>('/en/api/pages/real-estate-agent');
    const counts = all.agents.map((a) => a.listings);
    assert.deepEqual(counts, [...counts].sort((a, b) => b - a), 'sorted by listings');
    const data = await page<AgentsPageData>(`/en/api/pages/real-estate-agent?city=${cityId}`);
    // The office is in Alanya: its agents are there, Oleg too (no listings of his own, so on a later page).
    assert.deepEqual((await page<AgentsPageData>(`/en/api/pages/real-estate-agent?city=${cityId}&q=oleg`)).agents.map((a) => a.id), [memberId]);
    const count = await db.execute(`SELECT count(*)::int AS n FROM listings WHERE user_id = $1 AND status = 'active'`, [fx.agentId]);
    const first = data.agents.find((a) => a.id === fx.agentId)!;
    assert.equal(first.listings, Number(count.rows[0]?.n));
    assert.equal(first.name, 'Ayşe Demir');
    assert.equal(first.post, 'Broker');
    assert.equal(first.licence, 'TR-123');
    assert.equal(first.city, 'Alanya');
    assert.deepEqual(first.agency, { id: fx.agencyId, name: 'Sun Realty', logo: '/uploads/logo.webp', licence: 'TR-123', url: '/en/real-estate-agency/sun-realty-fixture' });
    assert.equal(first.url, `/en/real-estate-agent/${fx.agentId}-ayse-demir`);
    assert.deepEqual(first.languages, ['tr', 'en', 'ru']);
    assert.ok(['en', 'ru', 'tr'].every((code) => data.languages.includes(code)));
    assert.ok(data.meta.total >= 2);
    // Every city the agencies work in: their offices' and those of their listings (not only the offices').
    const titles = data.cities.map((c) => c.title);
    for (const title of ['Alanya', 'Kadikoy', 'Konyaalti']) assert.ok(titles.includes(title), title);
  });

  test('filters by name, city and language', async () => {
    // Other agencies work in Alanya too: the fixture agency's agents are the ones looked at.
    const ids = async (query: string) =>
      (await page<AgentsPageData>(`/en/api/pages/real-estate-agent?city=${cityId}&${query}`)).agents.filter((a) => a.agency?.id === fx.agencyId).map((a) => a.id);
    assert.deepEqual(await ids('q=oleg'), [memberId]);
    assert.deepEqual(await ids('q=DEM'), [fx.agentId]);
    assert.deepEqual(await ids('language=en'), [fx.agentId]);
    assert.deepEqual(await ids('q=nobody'), []);
    assert.deepEqual((await page<AgentsPageData>('/en/api/pages/real-estate-agent?city=999999')).agents, []);
  });

  test('a page past the last is a 404', async () => {
    const first = await page<AgentsPageData>('/en/api/pages/real-estate-agent');
    assert.equal((await app.inject({ url: `/en/api/pages/real-estate-agent?page=${first.meta.last_page}` })).statusCode, 200);
    assert.equal((await app.inject({ url: `/en/api/pages/real-estate-agent?page=${first.meta.last_page + 1}` })).statusCode, 404);
    assert.equal((await app.inject({ url: `/en/real-estate-agent?page=${first.meta.last_page + 1}` })).statusCode, 404);
  });

  test('home realtors link to the agent pages', async () => {
    const home = await page<HomePageData>('/tr/api/pages');
    const realtor = home.realtors.find((r) => r.id === fx.agentId);
    assert.equal(realtor?.url, `/tr/real-estate-agent/${fx.agentId}-ayse-demir`);
    assert.ok(!home.realtors.some((r) => r.id === fx.otherUserId), 'a private seller is not a realtor');
  });
});

describe('agencies list', () => {
  test('logo, name, city, licence, agents and listings counts', async () => {
    const data = await page<AgenciesPageData>('/ru/api/pages/real-estate-agency');
    const sun = data.agencies.find((a) => a.id === fx.agencyId);
    const count = await db.execute(`SELECT count(*)::int AS n FROM listings WHERE agency_id = $1 AND status = 'active'`, [fx.agencyId]);
    assert.deepEqual(sun, {
      id: fx.agencyId,
      slug: 'sun-realty-fixture',
      url: '/ru/real-estate-agency/sun-realty-fixture',
      name: 'Sun Realty',
      logo: '/uploads/logo.webp',
      licence: 'TR-123',
      city: 'Алания',
      agents: 2,
      listings: Number(count.rows[0]?.n),
    });
    assert.deepEqual((await page<AgenciesPageData>('/ru/api/pages/real-estate-agency?q=moon')).agencies, []);
  });
});

describe('agent page', () => {
  test('profile and listings (the catalogue search by agent), deal type filter', async () => {
    const data = await page<AgentPageData>(`/en/api/pages/real-estate-agent/${fx.agentId}-ayse-demir?dealType=rent`);
    assert.equal(data.agent.id, fx.agentId);
    assert.equal(data.agent.has_phone, true);
    assert.ok(!JSON.stringify(data).includes('+905321112233'), 'the phone is never in the page');
    const expected = await db.execute(
      `SELECT id FROM listings WHERE user_id = $1 AND status = 'active' AND deal_type = 'rent' ORDER BY published_at DESC, id DESC LIMIT 12`,
      [fx.agentId],
    );
    assert.deepEqual(data.list.data.map((c) => c.id), expected.rows.map((r) => Number(r.id)));
    assert.equal(data.canonical, `/en/real-estate-agent/${fx.agentId}-ayse-demir?dealType=rent`);
  });

  test('unknown or non-agent ids are 404 (reply and HTML)', async () => {
    for (const path of [`real-estate-agent/${fx.otherUserId}-ivan-petrov`, 'real-estate-agent/99999999', 'real-estate-agent/not-an-id']) {
      assert.equal((await app.inject({ url: `/en/api/pages/${path}` })).statusCode, 404, path);
      assert.equal((await app.inject({ url: `/en/${path}` })).statusCode, 404, path);
    }
  });

  test('HTML head: title, description, canonical, JSON-LD RealEstateAgent', async () => {
    const res = await app.inject({ url: `/ru/real-estate-agent/${fx.agentId}-ayse-demir` });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /<title>Ayşe Demir — Агент недвижимости — [^<]+<\/title>/);
    assert.match(res.body, /<meta name="description" content="Ayşe Demir, Брокер · Sun Realty · TR-123: объявления о продаже и аренде, языки общения и контакты.">/);
    const ld = [...res.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const agent = ld.find((x) => x['@type'] === 'RealEstateAgent');
    assert.equal(agent?.name, 'Ayşe Demir');
    assert.equal(agent?.url, `https://realty.example/ru/real-estate-agent/${fx.agentId}-ayse-demir`);
    assert.deepEqual(agent?.parentOrganization, { '@type': 'RealEstateAgent', name: 'Sun Realty', url: 'https://realty.example/ru/real-estate-agency/sun-realty-fixture' });
  });

  test('phone reveal: the phone, 404 for strangers, rate-limited per address', async () => {
    const ok = await jar.inject({ method: 'POST', headers: xsrf(jar), url: `/en/api/agents/${fx.agentId}/phone`, remoteAddress: '198.51.100.7' });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.deepEqual(ok.json(), { data: { name: 'Ayşe Demir', phones: ['+905321112233'] } });
    const none = await jar.inject({ method: 'POST', headers: xsrf(jar), url: `/en/api/agents/${fx.otherUserId}/phone`, remoteAddress: '198.51.100.7' });
    assert.equal(none.statusCode, 404);
    assert.deepEqual(none.json(), { message: 'Agent not found' });
    const noPhone = await jar.inject({ method: 'POST', headers: xsrf(jar), url: `/ru/api/agents/${memberId}/phone`, remoteAddress: '198.51.100.7' });
    assert.deepEqual([noPhone.statusCode, noPhone.json()], [404, { message: 'Телефон не указан' }]);
    let last = 0;
    for (let i = 0; i < 10; i += 1) last = (await jar.inject({ method: 'POST', headers: xsrf(jar), url: `/en/api/agents/${fx.agentId}/phone`, remoteAddress: '198.51.100.8' })).statusCode;
    assert.equal(last, 200);
    assert.equal((await jar.inject({ method: 'POST', headers: xsrf(jar), url: `/en/api/agents/${fx.agentId}/phone`, remoteAddress: '198.51.100.8' })).statusCode, 429);
  });
});

describe('agency page', () => {
  test('description in the language, contacts without phones, office pin, team and listings', async () => {
    const data = await page<AgencyPageData>('/en/api/pages/real-estate-agency/sun-realty-fixture');
    assert.equal(data.agency.description, 'Office in Alanya');
    assert.equal(data.agency.address, 'Atatürk Cd. 1, Alanya');
    assert.deepEqual([data.agency.lat, data.agency.lng], [36.54, 32.0]);
    assert.equal(data.agency.has_phone, true);
    assert.ok(!JSON.stringify(data).includes('+902420000001'));
    assert.deepEqual(data.team.map((a) => a.id), [fx.agentId, memberId]);
    const expected = await db.execute(`SELECT id FROM listings WHERE agency_id = $1 AND status = 'active' ORDER BY published_at DESC, id DESC LIMIT 12`, [fx.agencyId]);
    assert.deepEqual(data.list.data.map((c) => c.id), expected.rows.map((r) => Number(r.id)));
    assert.equal((await page<AgencyPageData>('/tr/api/pages/real-estate-agency/sun-realty-fixture')).agency.description, 'Alanya ofisi');
    const phones = await jar.inject({ method: 'POST', headers: xsrf(jar), url: `/en/api/agencies/${fx.agencyId}/phone` });
    assert.deepEqual(phones.json(), { data: { name: 'Sun Realty', phones: ['+902420000001'] } });
  });

  test('unknown slug: 404 reply and 404 HTML', async () => {
    assert.equal((await app.inject({ url: '/en/api/pages/real-estate-agency/no-such-agency' })).statusCode, 404);
    assert.equal((await app.inject({ url: '/en/real-estate-agency/no-such-agency' })).statusCode, 404);
  });

  test('HTML head with JSON-LD RealEstateAgent (address, geo)', async () => {
    const res = await app.inject({ url: '/en/real-estate-agency/sun-realty-fixture' });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /<title>Sun Realty — Real estate agency — [^<]+<\/title>/);
    assert.match(res.body, /<link rel="canonical" href="https:\/\/realty.example\/en\/real-estate-agency\/sun-realty-fixture"/);
    const ld = [...res.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const agency = ld.find((x) => x['@type'] === 'RealEstateAgent');
    assert.deepEqual(agency?.geo, { '@type': 'GeoCoordinates', latitude: 36.54, longitude: 32 });
    assert.deepEqual(agency?.address, { '@type': 'PostalAddress', addressCountry: 'TR', streetAddress: 'Atatürk Cd. 1, Alanya', addressLocality: 'Alanya' });
    assert.equal(agency?.telephone, '+902420000001');
  });
});

describe('sitemap', () => {
  test('lists the agents and agencies pages', async () => {
    const index = await app.inject({ url: '/sitemap.xml' });
    assert.match(index.body, /\/sitemaps\/agents-tr-0\.xml/);
    const file = await app.inject({ url: '/sitemaps/agents-en-0.xml' });
    assert.equal(file.statusCode, 200);
    assert.match(file.body, /<loc>https:\/\/realty.example\/en\/real-estate-agency\/sun-realty-fixture<\/loc>/);
    assert.match(file.body, new RegExp(`<loc>https://realty.example/en/real-estate-agent/${fx.agentId}-ayse-demir</loc>`));
    assert.match(file.body, /<loc>https:\/\/realty.example\/en\/real-estate-agent<\/loc>/);
  });
});

describe('cities of the agents and agencies filters', () => {
  test('an agency without an office city is found where its listings are, and the filters list every such city', async () => {
    const owner = await db.execute(
      `INSERT INTO users (name, lastname, email, password_hash, org_type) VALUES ('Murat', 'Çelik', 'murat-cities@example.test', 'x', 'corporate') RETURNING id`,
    );
    const ownerId = Number(owner.rows[0]?.id);
    const agency = await db.execute(`INSERT INTO agencies (owner_id, name, slug) VALUES ($1, 'Boğaz Emlak', 'bogaz-emlak-cities') RETURNING id`, [ownerId]);
    const agencyId = Number(agency.rows[0]?.id);
    const place = await db.execute(`SELECT id, region_id FROM cities WHERE slug = 'kadikoy'`);
    const kadikoy = Number(place.rows[0]?.id);
    await db.execute(
      `INSERT INTO listings (deal_type, property_type_id, status, user_id, agency_id, region_id, city_id, price, currency, price_try, area, rooms)
       VALUES ('sale', (SELECT id FROM property_types ORDER BY id LIMIT 1), 'active', $1, $2, $3, $4, 100000, 'EUR', 3500000, 80, '2+1')`,
      [ownerId, agencyId, place.rows[0]?.region_id, kadikoy],
    );

    const agents = await page<AgentsPageData>(`/ru/api/pages/real-estate-agent?city=${kadikoy}`);
    assert.ok(agents.cities.some((c) => c.code === String(kadikoy) && c.title === 'Кадыкёй'));
    assert.ok(agents.cities.some((c) => c.code === String(cityId)));
    const murat = agents.agents.find((a) => a.id === ownerId);
    assert.equal(murat?.city, 'Кадыкёй', 'no office city: the city of its listings');
    assert.ok(agents.agents.some((a) => a.id === fx.agentId), 'Sun Realty has listings in Kadıköy too');
    assert.ok(!(await page<AgentsPageData>(`/ru/api/pages/real-estate-agent?city=${cityId}`)).agents.some((a) => a.id === ownerId));

    const agencies = await page<AgenciesPageData>(`/en/api/pages/real-estate-agency?city=${kadikoy}`);
    const found = agencies.agencies.map((a) => [a.name, a.city]);
    assert.ok(found.some(([name, city]) => name === 'Boğaz Emlak' && city === 'Kadikoy'), JSON.stringify(found));
    assert.ok(found.some(([name, city]) => name === 'Sun Realty' && city === 'Alanya'), 'its office city on the card');
    assert.ok(!(await page<AgenciesPageData>(`/en/api/pages/real-estate-agency?city=${cityId}`)).agencies.some((a) => a.name === 'Boğaz Emlak'));
    assert.ok(agencies.cities.some((c) => c.title === 'Kadikoy'));
  });
});
