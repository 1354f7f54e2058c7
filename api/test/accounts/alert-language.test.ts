// An alert mail is entirely in the searcher's language (the page the search was saved on, else the account's) and
// shows prices in the search's currency (the filter's, else the display currency the search was saved with); a
// favourite's price-drop mail shows the display currency the user had when adding the favourite.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readOutbox } from '../../src/services/mail';
import { build } from '../helper';
import { insertListing, send, signUp } from './helpers';

test('alert mails follow the search’s language and currency', async (t) => {
  const app = await build(t);
  const seller = await signUp(app);
  const mailsTo = async (to: string) => (await readOutbox(app.config.outboxDir)).filter((mail) => mail.to.includes(to));
  const run = (() => {
    let tick = 1000;
    return () => app.alerts.run(new Date(Date.now() + (tick += 1000)));
  })();

  await t.test('a EUR searcher on the English site, account in Turkish: English, euros, English links only', async () => {
    const ayse = await signUp(app);
    await app.database.execute(`UPDATE users SET locale = 'tr' WHERE id = $1`, [ayse.user.id]);
    ayse.jar.set('currency', 'EUR');
    const saved = await send(ayse.jar, {
      method: 'POST',
      url: '/en/api/realty/filter/save',
      payload: { filter: { dealType: 'sale' }, url: '/en/real-estate/sale', alert: 'instant' },
    });
    assert.equal(saved.statusCode, 201, saved.body);
    const listing = await insertListing(app, seller.user.id);
    await app.database.execute(`UPDATE listings SET price = 3500000, currency = 'TRY', price_try = 3500000 WHERE id = $1`, [listing]);
    await run();
    const [mail, ...more] = await mailsTo(ayse.email);
    assert.ok(mail, 'one mail');
    assert.equal(more.length, 0);
    assert.equal(mail.subject, '1 new listing for “My search 1”');
    assert.match(mail.text, /^New and reduced listings matching your saved search “My search 1”:/);
    assert.match(mail.text, /€/, 'prices in euros');
    assert.doesNotMatch(mail.text, /₺|TL\b/, 'no lira for a EUR searcher');
    assert.match(mail.text, /Open the search: http:\/\/localhost:3000\/en\/real-estate\/sale/);
    assert.match(mail.text, /Unsubscribe from these alerts: http:\/\/localhost:3000\/en\/api\/alerts\/unsubscribe/);
    const links = [...mail.text.matchAll(/localhost:3000\/(\w\w)\//g)].map((m) => m[1]);
    assert.ok(links.length >= 3);
    assert.deepEqual([...new Set(links)], ['en'], 'every link in English');
    assert.doesNotMatch(mail.text, /Aramayı|bildirimlerden|ilan/, 'no Turkish text');
    assert.match(mail.raw.replace(/=\r?\n/g, ''), /<html lang=(3D)?"en">/, 'the HTML part says it is English');
  });

  await t.test('the filter’s own currency wins; the alert set on a Russian page moves the mails to Russian', async () => {
    const ivan = await signUp(app);
    ivan.jar.set('currency', 'EUR');
    const saved = await send(ivan.jar, {
      method: 'POST',
      url: '/en/api/realty/filter/save',
      payload: { filter: { dealType: 'sale', price_from: 1, currency: 'USD' }, url: '/en/real-estate/sale?price_from=1&currency=USD', alert: 'none' },
    });
    assert.equal(saved.statusCode, 201, saved.body);
    const patched = await send(ivan.jar, { method: 'PATCH', url: `/ru/api/saved-searches/${saved.json().data.id}`, payload: { alert: 'instant' } });
    assert.equal(patched.statusCode, 200, patched.body);
    await insertListing(app, seller.user.id);
    await run();
    const [mail] = await mailsTo(ivan.email);
    assert.ok(mail, 'one mail');
    assert.match(mail.subject, /^1 новое объявление по поиску «Мой поиск 1»$/);
    assert.match(mail.text, /\$/, 'prices in dollars');
    assert.doesNotMatch(mail.text, /€|₺/);
    assert.match(mail.text, /Открыть поиск: http:\/\/localhost:3000\/ru\/real-estate\/sale\?price_from=1&currency=USD/);
    assert.match(mail.text, /Отписаться от этих уведомлений: http:\/\/localhost:3000\/ru\/api\/alerts\/unsubscribe/);
  });

  await t.test('a price drop of a favourite is shown in the display currency the user added it with', async () => {
    const olga = await signUp(app);
    olga.jar.set('currency', 'USD');
    const listing = await insertListing(app, seller.user.id);
    const added = await send(olga.jar, { method: 'POST', url: '/en/api/realty/favorite', payload: { realty_id: listing } });
    assert.equal(added.statusCode, 201, added.body);
    await app.database.execute('UPDATE listings SET price = price - 5000, price_try = price_try - 175000 WHERE id = $1', [listing]);
    await run();
    const [mail, ...more] = await mailsTo(olga.email);
    assert.ok(mail, 'one mail');
    assert.equal(more.length, 0);
    assert.equal(mail.subject, 'A listing in your favourites is cheaper now');
    assert.match(mail.text, /\$/, 'prices in dollars');
    assert.doesNotMatch(mail.text, /€|₺/);
  });
});
