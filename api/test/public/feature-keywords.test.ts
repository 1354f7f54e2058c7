// Keyword search finds listing features by their names: "sea view", "вид на море", "deniz manzarası" (and
// "deniz manzarasi", without Turkish letters) find listings that have the sea-view feature even when their text
// never says so, on every language's page; changing a listing's features changes what it is found by.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { featureSearchNames } from '../../src/db/feature-names';
import { build } from '../helper';
import { signUp } from '../accounts/helpers';

/** A listing of `owner` with `features` and a plain text in tr, en and ru that names none of them. */
async function listingWith(app: FastifyInstance, owner: number, features: string[]): Promise<number> {
  const { rows } = await app.database.execute(
    `INSERT INTO listings (deal_type, property_type_id, status, user_id, region_id, city_id, price, currency, price_try, area, rooms, features, published_at)
     SELECT 'sale', (SELECT id FROM property_types ORDER BY id LIMIT 1), 'active', $1, c.region_id, c.id, 100000, 'EUR', 3500000, 80, '2+1', $2::text[], now()
     FROM cities c ORDER BY c.id LIMIT 1 RETURNING id`,
    [owner, features],
  );
  const id = Number(rows[0]?.id);
  await app.database.execute(
    `INSERT INTO listing_translations (listing_id, lang, title, description) VALUES
       ($1, 'tr', 'Satılık daire', 'Merkezde, markete yakın.'),
       ($1, 'en', 'Flat for sale', 'In the centre, close to the shops.'),
       ($1, 'ru', 'Квартира на продажу', 'В центре, рядом с магазинами.')`,
    [id],
  );
  return id;
}

test('keyword search matches listing features by their names in tr, en and ru', async (t) => {
  const app = await build(t);
  const owner = await signUp(app);
  const agent = owner.user.id;
  const seaView = await listingWith(app, agent, ['sea_view', 'parking']);
  const gym = await listingWith(app, agent, ['gym']);
  const plain = await listingWith(app, agent, ['parking']);

  const found = async (lang: string, words: string): Promise<number[]> => {
    const res = await app.inject({ url: `/${lang}/api/realty?agent=${agent}&per_page=50&keywords=${encodeURIComponent(words)}` });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json<{ data: { id: number }[]; meta: { total: number } }>();
    assert.equal(body.meta.total, body.data.length, `${lang} ${words}: the total agrees with the page`);
    return body.data.map((c) => c.id).sort((a, b) => a - b);
  };

  await t.test('the name in any of the three languages, on any language page, without Turkish letters too', async () => {
    for (const lang of ['tr', 'en', 'ru']) {
      for (const words of ['sea view', 'Sea View', 'вид на море', 'deniz manzarası', 'Deniz Manzarası', 'deniz manzarasi']) {
        assert.deepEqual(await found(lang, words), [seaView], `${lang}: ${words}`);
      }
      assert.deepEqual(await found(lang, 'тренажерный зал'), [gym], `${lang}: ё written as е`);
      assert.deepEqual(await found(lang, 'spor salonu'), [gym], lang);
    }
    // a feature word with a word of the text, and a word of neither
    assert.deepEqual(await found('en', 'sea view centre'), [seaView]);
    assert.deepEqual(await found('ru', 'вид на море центре'), [seaView]);
    assert.deepEqual(await found('en', 'sea view garden'), []);
    // the text itself is still searched
    assert.deepEqual(await found('en', 'shops'), [seaView, gym, plain].sort((a, b) => a - b));
  });

  await t.test('changing the features changes what the listing is found by', async () => {
    await app.database.execute(`UPDATE listings SET features = ARRAY['sea_view', 'pool'] WHERE id = $1`, [plain]);
    assert.deepEqual(await found('en', 'sea view'), [seaView, plain].sort((a, b) => a - b));
    assert.deepEqual(await found('tr', 'havuz'), [plain]);
    await app.database.execute(`UPDATE listings SET features = '{}' WHERE id = $1`, [seaView]);
    assert.deepEqual(await found('ru', 'вид на море'), [plain]);
    // a translation written later (a language added on edit) carries the listing's features from the start
    await app.database.execute(`DELETE FROM listing_translations WHERE listing_id = $1 AND lang = 'ru'`, [plain]);
    await app.database.execute(`INSERT INTO listing_translations (listing_id, lang, title) VALUES ($1, 'ru', 'Квартира')`, [plain]);
    assert.deepEqual(await found('ru', 'бассейн'), [plain]);
  });

  await t.test('the names in the database are the ones of db/feature-names.ts', async () => {
    const { rows } = await app.database.execute('SELECT code, names FROM listing_feature_names ORDER BY code');
    const expected = featureSearchNames().sort((a, b) => (a.code < b.code ? -1 : 1));
    assert.deepEqual(rows.map((r) => ({ code: String(r.code), names: String(r.names) })), expected);
  });
});
