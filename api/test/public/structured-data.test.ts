// Structured data and meta descriptions of the server HTML (issue 23): agents and agencies as local businesses
// (address, telephone, image, url), the site's logo, land typed as a Place, photos once each, English titles in
// sentence case, descriptions of at most 160 characters cut at a word, and job titles in the page language.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { AgentPageData, ListingPageData } from '@realty/shared/schemas';
import type { Database } from '../../src/db/client';
import type { Fixture } from './fixture';
import { PUBLIC_ORIGIN, usePublicSite } from './site';

const ORIGIN = PUBLIC_ORIGIN;
let app: FastifyInstance;
let db: Database;
let fx: Fixture;
let agentPath: string;

usePublicSite(async (site) => {
  ({ app, db, fx } = site);
  await db.execute(`UPDATE agency_members SET post = 'Sales agent' WHERE user_id = $1`, [fx.agentId]);
  await db.execute(`UPDATE agencies SET address = 'Atatürk Cd. 12', phones = ARRAY['+90 242 511 22 33'] WHERE id = $1`, [fx.agencyId]);
  // The same file twice in one listing's photos.
  await db.execute(
    `INSERT INTO listing_photos (listing_id, position, path, variants) SELECT listing_id, 9, path, variants FROM listing_photos WHERE listing_id = $1 AND position = 0`,
    [fx.listingIds[2]],
  );
  const reply = (await app.inject({ url: `/tr/api/pages/real-estate-agent/${fx.agentId}` })).json() as { data: AgentPageData };
  agentPath = reply.data.agent.url.replace(/^\/tr/, '');
});

type Ld = Record<string, unknown> & { '@type': string };

async function page(url: string): Promise<{ ld: Ld[]; description: string; body: string }> {
  const res = await app.inject({ url });
  assert.equal(res.statusCode, 200, url);
  const ld = [...res.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Ld);
  const description = /<meta name="description" content="([^"]*)">/.exec(res.body)?.[1] ?? '';
  const decoded = description.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  return { ld, description: decoded, body: res.body };
}

describe('structured data', () => {
  test('the site Organization and a post publisher carry the logo, which is served', async () => {
    const { ld } = await page('/en');
    const org = ld.find((item) => item['@type'] === 'Organization');
    assert.deepEqual((org?.logo as { url: string }).url, `${ORIGIN}/logo.png`);
    const logo = await app.inject({ url: '/logo.png' });
    assert.equal(logo.statusCode, 200);
    assert.equal(logo.headers['content-type'], 'image/png');
  });

  test('land is a Place with its area; a flat stays an Apartment', async () => {
    const land = (await page(`/en/real-estate/ad/${fx.listingIds[4]}`)).ld.find((item) => item['@type'] === 'RealEstateListing');
    const about = land?.about as Ld & { additionalProperty?: { value: number } };
    assert.equal(about['@type'], 'Place');
    assert.equal(about.additionalProperty?.value, 40 + 4 * 7);
    const flat = (await page(`/en/real-estate/ad/${fx.listingIds[1]}`)).ld.find((item) => item['@type'] === 'RealEstateListing');
    assert.equal((flat?.about as Ld)['@type'], 'Apartment');
  });

  test('a listing names each photo once', async () => {
    const data = ((await app.inject({ url: `/en/api/pages/real-estate/ad/${fx.listingIds[2]}` })).json() as { data: ListingPageData }).data;
    assert.equal(data.listing.photos.length, 3, 'the duplicate row is there');
    const listing = (await page(`/en/real-estate/ad/${fx.listingIds[2]}`)).ld.find((item) => item['@type'] === 'RealEstateListing');
    const images = listing?.image as string[];
    assert.equal(images.length, 2);
    assert.equal(new Set(images).size, images.length);
  });

  test('an agency is a RealEstateAgent with address, telephone, image and url', async () => {
    const { ld } = await page('/en/real-estate-agency/sun-realty-fixture');
    const agency = ld.find((item) => item['@type'] === 'RealEstateAgent');
    assert.ok(agency);
    assert.equal(agency.url, `${ORIGIN}/en/real-estate-agency/sun-realty-fixture`);
    assert.equal(agency.image, `${ORIGIN}/uploads/logo.webp`);
    assert.equal(agency.telephone, '+90 242 511 22 33');
    // The fixture's office has no city of its own: the card's city is where most of its listings are.
    assert.deepEqual(agency.address, { '@type': 'PostalAddress', addressCountry: 'TR', streetAddress: 'Atatürk Cd. 12', addressLocality: 'Alanya' });
  });

  test("an agent has the agency office's address and line, the photo, and the job title in the page language", async () => {
    for (const [lang, post, notPost] of [
      ['tr', 'Satış danışmanı', 'Sales agent'],
      ['ru', 'Агент по продажам', 'Sales agent'],
      ['en', 'Sales agent', 'Satış danışmanı'],
    ] as const) {
      const { ld, description } = await page(`/${lang}${agentPath}`);
      const agent = ld.find((item) => item['@type'] === 'RealEstateAgent');
      assert.ok(agent, lang);
      assert.equal(agent.image, `${ORIGIN}/uploads/agent.webp`);
      assert.equal(agent.telephone, '+90 242 511 22 33');
      assert.equal((agent.address as { streetAddress: string }).streetAddress, 'Atatürk Cd. 12');
      assert.ok(String(agent.description).includes(post), `${lang}: ${String(agent.description)}`);
      assert.ok(!String(agent.description).includes(notPost), lang);
      assert.ok(description.includes(post), `${lang}: ${description}`);
      const data = ((await app.inject({ url: `/${lang}/api/pages${agentPath}` })).json() as { data: AgentPageData }).data;
      assert.equal(data.agent.post, post);
    }
    const tr = await page(`/tr${agentPath}`);
    assert.match(tr.description, /satılık ve kiralık ilanları/);
    const ru = await page(`/ru${agentPath}`);
    assert.match(ru.description, /объявления о продаже и аренде/);
  });
});

describe('meta descriptions and titles', () => {
  test('listing descriptions are at most 160 characters, cut at a word', async () => {
    const res = await db.execute(`SELECT id FROM listings WHERE status = 'active' ORDER BY id DESC LIMIT 12`, []);
    for (const row of res.rows) {
      for (const lang of ['en', 'ru', 'tr']) {
        const { description } = await page(`/${lang}/real-estate/ad/${String(row.id)}`);
        assert.ok(description.length > 40 && description.length <= 160, `${lang} ${String(row.id)}: ${description.length} ${description}`);
        if (description.endsWith('…')) assert.match(description, /[\p{L}\p{N}.)]…$/u, description);
      }
    }
  });

  test('generated English listing titles start with a capital', async () => {
    const res = await db.execute(`SELECT count(*)::int AS n, count(*) FILTER (WHERE title ~ '^[a-z]')::int AS lower FROM listing_translations WHERE lang = 'en'`, []);
    assert.ok(Number(res.rows[0]?.n) > 0);
    assert.equal(Number(res.rows[0]?.lower), 0);
  });
});
