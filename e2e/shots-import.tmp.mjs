// Local screenshots (not committed): import page and invitation landing at 360 and 1366 px in tr, en, ru.
import { chromium } from '@playwright/test';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const BASE = 'http://127.0.0.1:4316';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const owner = await browser.newContext({ baseURL: BASE });
await owner.request.get('/sanctum/csrf-cookie');
const xsrf = async (ctx) => decodeURIComponent((await ctx.cookies(BASE)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
const stamp = Date.now();
let res = await owner.request.post('/en/api/register', { headers: { 'X-XSRF-TOKEN': await xsrf(owner) }, data: { name: 'Deniz', lastname: 'Kaya', phone: '+905321230000', email: `shots-${stamp}@example.com`, password: 'Harbour-View-2026', password_confirmation: 'Harbour-View-2026', org_type: 'corporate', agency_name: `Deniz Emlak ${stamp}` } });
console.log('register', res.status());
const csv = ['external_id;deal_type;property_type;region;city;price;currency;rooms;floor;year_built;bathrooms;eids_number',
  'S-1;sale;apartment;Antalya;г. Аланья;95000;EUR;1;3;2020;совмещенный;2500012345',
  'S-2;sale;castle;Atlantis;Nowhere;-5;XYZ;many;high;1066;во дворе;',
  'S-3;rent;villa;Antalya;Alanya;45000;TL;5;1;2015;2;'].join('\n');
res = await owner.request.post('/en/api/import', { headers: { 'X-XSRF-TOKEN': await xsrf(owner) }, multipart: { full_feed: '0', file: { name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } } });
console.log('import', res.status());
const invitee = `shots-invitee-${stamp}@example.com`;
res = await owner.request.post('/en/api/agency/invitations', { headers: { 'X-XSRF-TOKEN': await xsrf(owner) }, data: { email: invitee, post: 'Agent' } });
console.log('invite', res.status());
await new Promise((r) => setTimeout(r, 3000));
const outbox = path.resolve('../.outbox');
const names = await readdir(outbox);
const files = await Promise.all(names.map(async (n) => ({ n, at: (await stat(path.join(outbox, n))).mtimeMs })));
let link = '';
for (const { n } of files.sort((a, b) => b.at - a.at).slice(0, 30)) {
  const text = (await readFile(path.join(outbox, n), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const m = /\/en\/profile\/corporate\?invite=([A-Za-z0-9._~%-]+)/.exec(text);
  if (text.includes(invitee) && m) { link = m[1]; break; }
}
console.log('token', link ? 'found' : 'MISSING');
for (const lang of ['tr', 'en', 'ru']) {
  for (const width of [360, 1366]) {
    const page = await owner.newPage();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/${lang}/profile/import`);
    await page.waitForSelector('[data-testid="import-upload"]');
    await page.locator('section[aria-labelledby="import-runs"] button').first().click();
    await page.waitForSelector('[data-testid="import-rows"]');
    await page.screenshot({ path: `/tmp/shots/import-${lang}-${width}.png`, fullPage: true });
    await page.close();
    const guest = await browser.newContext({ baseURL: BASE, viewport: { width, height: 900 } });
    const gp = await guest.newPage();
    await gp.goto(`/${lang}/profile/corporate?invite=${link}`);
    await gp.waitForSelector('[data-testid="invitation"] button');
    await gp.screenshot({ path: `/tmp/shots/invite-${lang}-${width}.png`, fullPage: true });
    await guest.close();
  }
}
await browser.close();
