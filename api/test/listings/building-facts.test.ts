// Building facts and the EİDS property number (issue 29) through the listing form's API: published and read back in
// the editor, refused per field in tr, en and ru; the listing reply's `energy_class` and `building`, the seismic code
// from the permit date and the mortgage limit by energy class; the catalogue filters `energy` and `code_from` (against
// the seeded listings' SQL counts) and a saved search that keeps them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { build } from '../helper';
import { send, signUp, type TestUser } from '../accounts/helpers';
import { listingBasics } from './helpers';

const jpeg = () => sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 90, g: 120, b: 60 } } }).jpeg().toBuffer();

async function addPhoto(who: TestUser, draftId: number): Promise<void> {
  const boundary = `----facts${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    await jpeg(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await send(who.jar, { method: 'POST', url: `/en/api/listings/draft/${draftId}/photos`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  assert.equal(res.statusCode, 201, res.body);
}

async function count(app: FastifyInstance, where: string, params: unknown[] = []): Promise<number> {
  const { rows } = await app.database.execute(`SELECT count(*)::int AS n FROM listings l WHERE l.status = 'active' AND ${where}`, params);
  return Number(rows[0]?.n);
}

test('building facts: form, reply, mortgage, filters, saved search', async (t) => {
  const app = await build(t);
  const alice = await signUp(app);
  const values = {
    ...(await listingBasics(app)),
    property_type: 'apartment',
    year_built: '2009',
    title_en: 'Flat with its building facts',
    price: '4000000',
    currency: 'TRY',
    eids_number: 'EIDS-2026-424242',
    property_number: '104 233 599',
    energy_class: 'c',
    building_permit_date: '2008-05-01',
    occupancy_permit: 'true',
    seismic_report: 'yes',
    seismic_report_date: '2023-03-01',
    urban_transformation: 'none',
  };
  const opened = await send(alice.jar, { method: 'POST', url: '/en/api/listings/draft' });
  const draftId = Number(opened.json().data.draft_id);
  await addPhoto(alice, draftId);
  let listingId = 0;

  await t.test('bad facts are refused per field in en, tr and ru (422, never 500)', async () => {
    const bad = { ...values, energy_class: 'H', building_permit_date: '2008-13-01', occupancy_permit: 'maybe', seismic_report: 'perhaps', urban_transformation: 'soon', property_number: '12-34' };
    const en = await send(alice.jar, { method: 'POST', url: `/en/api/listings/draft/${draftId}/publish`, payload: { values: bad } });
    assert.equal(en.statusCode, 422, en.body);
    assert.deepEqual(en.json().errors, {
      energy_class: ['Choose an energy class from A to G.'],
      building_permit_date: ['Enter a date between 1900 and today.'],
      occupancy_permit: ['Choose a value.'],
      seismic_report: ['Choose a value.'],
      urban_transformation: ['Choose a value.'],
      property_number: ['The property number has 4 to 20 digits.'],
    });
    const tr = await send(alice.jar, { method: 'POST', url: `/tr/api/listings/draft/${draftId}/publish`, payload: { values: { ...values, property_number: '' } } });
    assert.equal(tr.statusCode, 422, tr.body);
    assert.deepEqual(tr.json().errors, { property_number: ['Tapudaki taşınmaz numarasını girin.'] });
    const ru = await send(alice.jar, { method: 'POST', url: `/ru/api/listings/draft/${draftId}/publish`, payload: { values: { ...values, building_permit_date: '2010-01-01' } } });
    assert.equal(ru.statusCode, 422, ru.body);
    assert.deepEqual(ru.json().errors, { building_permit_date: ['Разрешение на строительство не может быть позже года постройки.'] });
    const wrongType = await send(alice.jar, { method: 'POST', url: `/en/api/listings/draft/${draftId}/publish`, payload: { values: { ...values, energy_class: 7, seismic_report_date: ['x'] } } });
    assert.equal(wrongType.statusCode, 422, wrongType.body);
    assert.deepEqual(Object.keys(wrongType.json().errors).sort(), ['energy_class', 'seismic_report_date']);
  });

  await t.test('published facts come back in the editor and in the listing reply; the class sets the loan limit', async () => {
    const res = await send(alice.jar, { method: 'POST', url: `/en/api/listings/draft/${draftId}/publish`, payload: { values } });
    assert.equal(res.statusCode, 201, res.body);
    listingId = res.json().data.id;
    const form = await send(alice.jar, { method: 'GET', url: `/en/api/listings/${listingId}/edit` });
    assert.equal(form.statusCode, 200, form.body);
    const v = form.json().data.values;
    assert.deepEqual(
      [v.energy_class, v.building_permit_date, v.occupancy_permit, v.seismic_report, v.seismic_report_date, v.urban_transformation, v.property_number],
      ['C', '2008-05-01', true, 'yes', '2023-03-01', 'none', '104233599'],
    );
    const detail = (await app.inject({ url: `/en/api/realty/${listingId}` })).json().data;
    assert.equal(detail.energy_class, 'C');
    assert.deepEqual(detail.building, {
      year_built: 2009,
      permit_date: '2008-05-01',
      occupancy_permit: true,
      seismic_report: 'yes',
      seismic_report_date: '2023-03-01',
      urban_transformation: 'none',
    });
    // the permit date (2008) decides: the 2007 code, where the year built alone would say the same but by another rule
    assert.deepEqual([detail.seismic.era, detail.seismic.from], ['code_2007', 'permit_date']);
    // 4,000,000 TRY is in the first band (up to 5M): 80 % with class C, 90 % with A or B (BDDK 11364)
    assert.deepEqual([detail.mortgage.energy_class, detail.mortgage.ltv, detail.mortgage.ltv_best, detail.mortgage.loan_try], ['C', 0.8, 0.9, 3_200_000]);
  });

  await t.test('an edit without a class gets the lowest limit; "no report" drops a stale report date', async () => {
    const form = (await send(alice.jar, { method: 'GET', url: `/en/api/listings/${listingId}/edit` })).json().data.values;
    const res = await send(alice.jar, {
      method: 'PUT',
      url: `/en/api/listings/${listingId}`,
      payload: { values: { ...form, energy_class: '', seismic_report: 'none', occupancy_permit: '', building_permit_date: '' } },
    });
    assert.equal(res.statusCode, 200, res.body);
    const detail = (await app.inject({ url: `/en/api/realty/${listingId}` })).json().data;
    assert.equal(detail.energy_class, null);
    assert.deepEqual([detail.building.seismic_report, detail.building.seismic_report_date, detail.building.occupancy_permit, detail.building.permit_date], ['none', null, null, null]);
    assert.deepEqual([detail.seismic.era, detail.seismic.from], ['code_2007', 'year_built']);
    assert.deepEqual([detail.mortgage.energy_class, detail.mortgage.ltv], [null, 0.7]);
    const row = (await app.database.execute('SELECT seismic_report_date FROM listings WHERE id = $1', [listingId])).rows[0];
    assert.equal(row?.seismic_report_date, null);
    // back to class B for the filters below
    const again = await send(alice.jar, { method: 'PUT', url: `/en/api/listings/${listingId}`, payload: { values: { ...form, energy_class: 'B' } } });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal((await app.inject({ url: `/en/api/realty/${listingId}` })).json().data.mortgage.ltv, 0.9);
  });

  await t.test('filter energy: the classes listed, counted as the SQL counts them', async () => {
    const some = await app.inject({ url: '/en/api/realty?energy=a,b&per_page=50' });
    assert.equal(some.statusCode, 200, some.body);
    assert.equal(some.json().meta.total, await count(app, `l.energy_class IN ('A', 'B')`));
    assert.ok(some.json().meta.total > 1, 'the seeded listings have classes');
    const ids = new Set<number>();
    for (let page = 1; page <= some.json().meta.last_page; page++) {
      for (const c of (await app.inject({ url: `/en/api/realty?energy=A,B&per_page=50&page=${page}` })).json().data) ids.add(c.id);
    }
    assert.ok(ids.has(listingId));
    const g = await app.inject({ url: '/en/api/realty?energy=G&per_page=50' });
    assert.equal(g.json().meta.total, await count(app, `l.energy_class = 'G'`));
    assert.equal(g.json().data.some((c: { id: number }) => c.id === listingId), false);
    const bad = await app.inject({ url: '/ru/api/realty?energy=H' });
    assert.equal(bad.statusCode, 422, bad.body);
    assert.ok(bad.json().errors.energy?.[0]?.startsWith('Выберите одно из значений'), bad.body);
  });

  await t.test('filter code_from: by the permit date when stated, else the year built (seismicCodeOf)', async () => {
    const rule = (permit: string, built: number) => `CASE WHEN l.building_permit_date IS NOT NULL THEN l.building_permit_date >= '${permit}' ELSE l.year_built >= ${built} END`;
    const c2007 = await app.inject({ url: '/en/api/realty?code_from=code_2007&per_page=50' });
    assert.equal(c2007.statusCode, 200, c2007.body);
    assert.equal(c2007.json().meta.total, await count(app, rule('2007-03-06', 2008)));
    const tbdy = await app.inject({ url: '/en/api/realty?code_from=TBDY_2018&per_page=50' });
    assert.equal(tbdy.json().meta.total, await count(app, rule('2019-01-01', 2020)));
    assert.ok(tbdy.json().meta.total < c2007.json().meta.total);
    // a building permitted in 2018 and finished in 2020: the permit date says the 2007 code, not the 2018 one
    await app.database.execute(`UPDATE listings SET year_built = 2020, building_permit_date = '2018-06-01' WHERE id = $1`, [listingId]);
    const within = async (q: string) => {
      const first = await app.inject({ url: `/en/api/realty?${q}&energy=B&per_page=50` });
      return first.json().data.some((c: { id: number }) => c.id === listingId);
    };
    assert.equal(await within('code_from=code_2007'), true);
    assert.equal(await within('code_from=tbdy_2018'), false);
    const bad = await app.inject({ url: '/tr/api/realty?code_from=1999' });
    assert.equal(bad.statusCode, 422, bad.body);
    assert.ok(bad.json().errors.code_from?.[0], bad.body);
  });

  await t.test('a saved search keeps energy and code_from', async () => {
    const res = await send(alice.jar, {
      method: 'POST',
      url: '/en/api/realty/filter/save',
      payload: { filter: { dealType: 'sale', energy: ['A', 'B'], code_from: 'tbdy_2018' }, url: '/en/real-estate/sale?energy=A,B&code_from=tbdy_2018' },
    });
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual(res.json().data.filter, { dealType: 'sale', energy: ['A', 'B'], code_from: 'tbdy_2018' });
  });
});
