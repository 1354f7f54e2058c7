// The listing page (issue 10): its page reply, the HTML the server sends (404s, head, JSON-LD, preload, inlined data
// without the phone), the owner's hidden listing, views never counted for the owner, and the contact form (stored,
// mailed to the owner's outbox, validated, rate-limited). PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { RealEstateListing, WithContext } from 'schema-dts';
import type { ListingPageData } from '@realty/shared/schemas';
import type { Database } from '../../src/db/client';
import { readOutbox } from '../../src/services/mail';
import { CookieJar } from '../helper';
import { send, signUp, withCsrf, xsrf } from '../accounts/helpers';
import type { Fixture } from './fixture';
import { usePublicSite } from './site';

let app: FastifyInstance;
let db: Database;
let fx: Fixture;

usePublicSite((site) => ({ app, db, fx } = site));

const inlined = (html: string): { page?: { route: string; url: string; data: ListingPageData } } => {
  const match = /<script type="application\/json" id="__INITIAL_DATA__">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : {};
};
const jsonLd = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as unknown);

/** A listing of the fixture with 3 photos (i % 4 === 3), active, with translations in every language. */
const withPhotos = () => fx.listingIds[11]!;

describe('listing page: status codes', () => {
  test('missing, hidden, deleted and malformed ids are HTTP 404 pages and 404 page replies', async () => {
    const deleted = fx.listingIds[13]!;
    await db.execute(`UPDATE listings SET status = 'deleted' WHERE id = $1`, [deleted]);
    for (const rest of ['999999999', String(fx.hiddenId), String(deleted), 'abc', '12abc', '0', '012', '99999999999', `${withPhotos()}/extra`]) {
      const html = await app.inject({ url: `/en/real-estate/ad/${rest}` });
      assert.equal(html.statusCode, 404, `page ${rest}`);
      assert.match(html.body, /<meta name="robots" content="noindex">/, rest);
      assert.doesNotMatch(html.body, /"route":"listing"/, `no page data for ${rest}`);
      const reply = await app.inject({ url: `/en/api/pages/real-estate/ad/${rest}` });
      assert.equal(reply.statusCode, 404, `reply ${rest}`);
      assert.deepEqual(reply.json(), { message: 'This page could not be found' });
    }
    await db.execute(`UPDATE listings SET status = 'active' WHERE id = $1`, [deleted]);
  });

  test('an active listing is 200 in every language', async () => {
    for (const lang of ['tr', 'en', 'ru']) {
      const res = await app.inject({ url: `/${lang}/real-estate/ad/${withPhotos()}` });
      assert.equal(res.statusCode, 200, lang);
    }
  });
});

describe('listing page: who to call', () => {
  test("an agent's name links to their page (which exists); a private owner has no page (url null), on the page and on cards", async () => {
    const byAgent = fx.listingIds[1]!;
    const byOwner = fx.listingIds[0]!; // i % 7 === 0: a private owner without an agency
    const agentPage = (await app.inject({ url: `/en/api/pages/real-estate/ad/${byAgent}` })).json() as { data: ListingPageData };
    const url = agentPage.data.listing.agent?.url;
    assert.equal(url, `/en/real-estate-agent/${fx.agentId}-ayse-demir`);
    assert.equal((await app.inject({ url: url! })).statusCode, 200);
    const ownerPage = (await app.inject({ url: `/ru/api/pages/real-estate/ad/${byOwner}` })).json() as { data: ListingPageData };
    assert.equal(ownerPage.data.listing.agent?.id, fx.otherUserId);
    assert.equal(ownerPage.data.listing.agent?.url, null);
    assert.equal((await app.inject({ url: `/ru/real-estate-agent/${fx.otherUserId}` })).statusCode, 404);
    const cards = (await app.inject({ url: `/en/api/realty?per_page=50` })).json() as { data: Array<{ id: number; agent: { url: string | null } | null }> };
    assert.equal(cards.data.find((card) => card.id === byOwner)?.agent?.url, null);
    assert.equal(cards.data.find((card) => card.id === byAgent)?.agent?.url, url);
  });
});

describe('listing page: head and data', () => {
  test('title, description, canonical, hreflang x3, og:image, preload of the first photo and of the remote', async () => {
    const id = withPhotos();
    const res = await app.inject({ url: `/en/real-estate/ad/${id}` });
    assert.equal(res.statusCode, 200);
    const html = res.body;
    const data = inlined(html).page!.data;
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    assert.ok(title.startsWith(`${data.listing.title} — `), title);
    assert.ok(title.endsWith(' | Realty Turkey'), title);
    const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '';
    assert.match(description, /for (sale|rent) in|New-build/);
    assert.ok(description.includes(data.listing.place.city!.title), description);
    assert.match(html, new RegExp(`<link rel="canonical" href="https://realty.example/en/real-estate/ad/${id}">`));
    for (const lang of ['tr', 'en', 'ru'])
      assert.match(html, new RegExp(`<link rel="alternate" hreflang="${lang}" href="https://realty.example/${lang}/real-estate/ad/${id}">`));
    assert.match(html, new RegExp(`<meta property="og:image" content="https://realty.example/uploads/l${id}/0-full.webp">`));
    assert.match(
      html,
      new RegExp(
        `<link rel="preload" href="/uploads/l${id}/0-full.webp" as="image" imagesrcset="/uploads/l${id}/0-thumb.webp 320w, ` +
          `/uploads/l${id}/0-card.webp 640w, /uploads/l${id}/0-full.webp 1280w" imagesizes="[^"]+" fetchpriority="high">`,
      ),
    );
    assert.match(html, /<link rel="preload" href="[^"]*mf-listing\/mf-manifest\.json" as="fetch" crossorigin>/);
  });

  test('the inlined reply equals the page reply, and neither carries the phone', async () => {
    const id = withPhotos();
    const html = (await app.inject({ url: `/en/real-estate/ad/${id}` })).body;
    const page = inlined(html).page!;
    assert.equal(page.route, 'listing');
    assert.equal(page.url, `/en/real-estate/ad/${id}`);
    const reply = await app.inject({ url: `/en/api/pages/real-estate/ad/${id}` });
    assert.equal(reply.statusCode, 200);
    assert.deepEqual(reply.json().data, page.data);
    assert.doesNotMatch(html, /905321112233|\+90 532|tel:/, 'no phone in the HTML');
    assert.doesNotMatch(reply.body, /905321112233/, 'no phone in the reply');
    const data = page.data;
    assert.equal(data.listing.id, id);
    assert.equal(data.listing.has_phone, true);
    assert.equal(data.listing.photos.length, 3);
    assert.equal(data.hidden, false);
    assert.equal(data.owner, false);
    assert.equal(data.content_lang, 'en');
    assert.ok(data.rates_date, 'rates date');
    assert.deepEqual(
      data.breadcrumbs.map((c) => c.url ?? null).slice(0, 2),
      ['/en', `/en/real-estate/${data.listing.deal_type}`],
    );
    assert.equal(data.breadcrumbs.at(-1)?.title, data.listing.title);
    assert.equal(data.breadcrumbs.at(-1)?.url, undefined);
    assert.ok(data.similar.length > 0 && data.similar.length <= 6, 'similar ads');
    assert.ok(data.similar.every((card) => card.id !== id && card.deal_type === data.listing.deal_type));
    assert.ok(data.nearby.length > 0 && data.nearby.length <= 6, 'nearby');
    assert.ok(data.nearby.every((card) => card.id !== id && card.id !== fx.hiddenId));
  });

  test('JSON-LD: a RealEstateListing with the offer (price, currency) about the place (floor size, rooms, geo, address)', async () => {
    const id = fx.listingIds[1]!; // apartment, rent, 1+1, in Alanya
    const html = (await app.inject({ url: `/ru/real-estate/ad/${id}` })).body;
    const data = inlined(html).page!.data;
    const items = jsonLd(html) as Array<{ '@type': string }>;
    assert.deepEqual(items.map((item) => item['@type']), ['RealEstateListing', 'BreadcrumbList']);
    const ld = items[0] as WithContext<RealEstateListing> & Record<string, unknown>;
    const offer = ld.offers as Record<string, unknown>;
    assert.equal(ld.url, `https://realty.example/ru/real-estate/ad/${id}`);
    assert.equal(ld.name, data.listing.title);
    assert.equal(offer.price, data.listing.price.amount);
    assert.equal(offer.priceCurrency, data.listing.price.currency);
    assert.equal(data.listing.deal_type, 'rent');
    assert.deepEqual(offer.priceSpecification, {
      '@type': 'UnitPriceSpecification',
      price: data.listing.price.amount,
      priceCurrency: data.listing.price.currency,
      unitCode: 'MON',
    });
    const about = ld.about as Record<string, unknown>;
    assert.equal(about['@type'], 'Apartment');
    assert.deepEqual(about.floorSize, { '@type': 'QuantitativeValue', value: data.listing.characteristics.area, unitCode: 'MTK', unitText: 'm²' });
    assert.equal(about.numberOfRooms, 2); // 1+1
    assert.deepEqual(about.geo, { '@type': 'GeoCoordinates', latitude: data.listing.coordinates!.lat, longitude: data.listing.coordinates!.lng });
    assert.deepEqual(about.address, { '@type': 'PostalAddress', addressCountry: 'TR', addressRegion: 'Анталья', addressLocality: 'Алания', streetAddress: 'Оба' });
  });

  test('a title missing in the page language falls back and says which language it shows', async () => {
    const id = fx.listingIds[1]!; // i % 6 === 1: Turkish only
    const data = (await app.inject({ url: `/en/api/pages/real-estate/ad/${id}` })).json<{ data: ListingPageData }>().data;
    assert.equal(data.content_lang, 'tr');
    assert.match(data.listing.title, /Deniz manzaralı|Şehir merkezinde/);
  });
});

describe('listing page: the owner', () => {
  test('the owner sees their hidden listing (private reply, no index); everyone else gets 404; no view counted for the owner', async () => {
    const owner = await signUp(app);
    const id = Number((await db.execute(
      `INSERT INTO listings (deal_type, property_type_id, status, user_id, region_id, city_id, price, currency, price_try, area, rooms)
       SELECT 'sale', (SELECT id FROM property_types WHERE slug = 'apartment'), 'hidden', $1, c.region_id, c.id, 100000, 'EUR', 3500000, 80, '2+1'
       FROM cities c WHERE c.slug = 'alanya' RETURNING id`,
      [owner.user.id],
    )).rows[0]?.id);
    await db.execute(`INSERT INTO listing_translations (listing_id, lang, title, description) VALUES ($1, 'en', 'My hidden flat', 'Hidden.')`, [id]);
    const mine = await owner.jar.inject({ url: `/en/real-estate/ad/${id}` });
    assert.equal(mine.statusCode, 200);
    assert.match(mine.body, /<meta name="robots" content="noindex">/);
    const data = inlined(mine.body).page!.data;
    assert.deepEqual([data.hidden, data.owner, data.listing.title], [true, true, 'My hidden flat']);
    const reply = await owner.jar.inject({ url: `/en/api/pages/real-estate/ad/${id}` });
    assert.equal(reply.statusCode, 200);
    assert.equal(reply.headers['cache-control'], 'private, no-store');
    assert.equal((await app.inject({ url: `/en/real-estate/ad/${id}` })).statusCode, 404);
    const other = await signUp(app);
    assert.equal((await other.jar.inject({ url: `/en/real-estate/ad/${id}` })).statusCode, 404);

    await db.execute(`UPDATE listings SET status = 'active' WHERE id = $1`, [id]);
    const own = await send(owner.jar, { method: 'POST', url: `/en/api/realty/${id}/view` });
    assert.equal(own.statusCode, 200);
    assert.deepEqual(own.json(), { data: { views: 0, counted: false } });
    const visitor = await withCsrf(new CookieJar(app));
    const seen = await visitor.inject({ method: 'POST', url: `/en/api/realty/${id}/view`, headers: xsrf(visitor) });
    assert.deepEqual(seen.json(), { data: { views: 1, counted: true } });
  });
});

describe('contact form', () => {
  test('stores the message and mails the owner; 422 with field messages; 404 for a hidden listing', async () => {
    const id = withPhotos();
    const jar = await withCsrf(new CookieJar(app));
    const bad = await jar.inject({ method: 'POST', url: `/en/api/realty/${id}/contact`, headers: xsrf(jar), payload: { name: ' ', contact: 'nope', message: '' } });
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(bad.json().errors, { name: ['Please enter your name.'], message: ['Please write a message.'] });
    const badContact = await jar.inject({ method: 'POST', url: `/tr/api/realty/${id}/contact`, headers: xsrf(jar), payload: { name: 'Ali', contact: 'nope', message: 'Merhaba' } });
    assert.equal(badContact.statusCode, 422);
    assert.deepEqual(badContact.json().errors, { contact: ['Telefon numarası geçerli değil.'] });

    const ok = await jar.inject({
      method: 'POST',
      url: `/en/api/realty/${id}/contact`,
      headers: xsrf(jar),
      payload: { name: 'John Smith', contact: 'john@example.org', message: 'Is the flat still available?' },
    });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.deepEqual(ok.json(), { message: 'Your message was sent to the advertiser.' });
    const stored = await db.execute(`SELECT listing_id, name, email, phone, message, lang, created_at FROM contact_messages WHERE listing_id = $1`, [id]);
    assert.equal(stored.rows.length, 1);
    assert.deepEqual(
      { ...stored.rows[0], created_at: undefined },
      { listing_id: id, name: 'John Smith', email: 'john@example.org', phone: null, message: 'Is the flat still available?', lang: 'en', created_at: undefined },
    );
    const mails = (await readOutbox(app.config.outboxDir)).filter((mail) => mail.to === 'agent-fixture@example.test');
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.subject, `A message about your listing #${id}`);
    assert.match(mails[0]!.text, /Is the flat still available\?/);
    assert.match(mails[0]!.text, /From: John Smith/);
    assert.match(mails[0]!.text, /Contact: john@example\.org/);
    assert.match(mails[0]!.text, new RegExp(`https://realty\\.example/en/real-estate/ad/${id}`));

    const phone = await jar.inject({ method: 'POST', url: `/en/api/realty/${id}/contact`, headers: xsrf(jar), payload: { name: 'Ali', contact: '0532 123 45 67', message: 'Hi' } });
    assert.equal(phone.statusCode, 200);
    const hidden = await jar.inject({ method: 'POST', url: `/en/api/realty/${fx.hiddenId}/contact`, headers: xsrf(jar), payload: { name: 'Ali', contact: '0532 123 45 67', message: 'Hi' } });
    assert.equal(hidden.statusCode, 404);
    assert.deepEqual(hidden.json(), { message: 'Listing not found' });
  });

  test('without the CSRF header 419; more than 5 messages in 10 minutes from one address: 429, whatever its cookies', async () => {
    const id = fx.listingIds[9]!;
    const jar = await withCsrf(new CookieJar(app));
    const noToken = await jar.inject({ method: 'POST', url: `/en/api/realty/${id}/contact`, payload: { name: 'A', contact: 'a@example.org', message: 'x' } });
    assert.equal(noToken.statusCode, 419);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      // The other tests write from the default address; a new `vid` cookie per message must not reset the limit.
      const res = await jar.set('vid', `rate-test-${i}`).inject({
        method: 'POST',
        url: `/en/api/realty/${id}/contact`,
        headers: xsrf(jar),
        remoteAddress: '198.51.100.77',
        payload: { name: 'A', contact: 'a@example.org', message: `m${i}` },
      });
      statuses.push(res.statusCode);
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429]);
  });
});
