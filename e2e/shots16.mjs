// Throwaway screenshot script (not committed): pages of issue 16 at 360 and 1366 px in tr, en, ru.
import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3017';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const context = await browser.newContext();
const api = context.request;
await api.get(`${base}/sanctum/csrf-cookie`);
const token = decodeURIComponent((await context.cookies(base)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
const h = { 'X-XSRF-TOKEN': token };
const email = `shots-${Date.now()}@example.com`;
let r = await api.post(`${base}/en/api/register`, { headers: h, data: { name: 'Deniz', lastname: 'Kaya', phone: '+905321230000', email, password: 'Harbour-View-2026', password_confirmation: 'Harbour-View-2026', org_type: 'corporate' } });
console.log('register', r.status());
r = await api.post(`${base}/en/api/agency`, { headers: h, data: { name: 'Alanya Sun Emlak Gayrimenkul Danışmanlık', licence: '0700123', description_tr: 'Alanya’da 2005’ten beri aile ofisi.', description_en: 'Family agency in Alanya since 2005.', description_ru: 'Семейное агентство в Алании с 2005 года.', phones: ['+90 242 511 00 00'], email: 'ofis@sun.example', website: 'https://sun.example', address: 'Atatürk Cd. 10, Alanya', lat: 36.5438, lng: 31.9998, languages: ['tr', 'en', 'ru'] } });
console.log('agency', r.status());
const feed = `<?xml version="1.0"?><realty-feed><offer internal-id="S-1"><type>продажа</type><category>квартира</category><location><region>Анталья</region><district>Аланья</district></location><price><value>155000</value><currency>EUR</currency></price><rooms>3</rooms><eids-number>2500099999</eids-number></offer><offer internal-id="S-2"><type>аренда</type><category>вилла</category><location><region>Атлантида</region></location><price><value>x</value></price></offer></realty-feed>`;
r = await api.post(`${base}/en/api/import`, { headers: h, multipart: { full_feed: '1', file: { name: 'feed.xml', mimeType: 'application/xml', buffer: Buffer.from(feed) } } });
console.log('import', r.status());
const slug = (await (await api.get(`${base}/en/api/agency`)).json()).data.agency.slug;
const agencies = (await (await api.get(`${base}/en/api/pages/real-estate-agency`)).json()).data.agencies;
const demo = agencies.find((a) => a.slug !== slug) ?? agencies[0];
const agents = (await (await api.get(`${base}/en/api/pages/real-estate-agent`)).json()).data.agents;
const pages = {
  agents: 'real-estate-agent',
  agencies: 'real-estate-agency',
  agency: `real-estate-agency/${demo.slug}`,
  own: `real-estate-agency/${slug}`,
  agent: agents[0].url.split('/').slice(2).join('/'),
  corporate: 'profile/corporate',
  import: 'profile/import',
};
for (const width of [360, 1366]) {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  for (const lang of ['tr', 'en', 'ru']) {
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(`${base}/${lang}/${path}`);
      await page.waitForLoadState('networkidle');
      if (name === 'import') await page.getByRole('button').filter({ hasText: /Göster|Show|Показать/ }).first().click().catch(() => undefined);
      await page.waitForTimeout(400);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) console.log('OVERFLOW', width, lang, name, overflow);
      await page.screenshot({ path: `/tmp/shots16/${name}-${lang}-${width}.png`, fullPage: true });
    }
  }
  await page.close();
}
await browser.close();
console.log('done');
