import { chromium } from 'playwright-core';
const BASE = 'http://127.0.0.1:3012';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const list = await (await fetch(`${BASE}/en/api/realty?per_page=50`)).json();
const card = list.data.find((c) => c.photo_count >= 3) ?? list.data[0];
const id = process.argv[2] ?? card.id;
for (const lang of ['tr', 'en', 'ru']) {
  for (const width of [360, 1366]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    page.on('console', (m) => m.type() === 'error' && console.log(lang, width, 'console:', m.text()));
    page.on('pageerror', (e) => console.log(lang, width, 'pageerror:', e.message));
    await page.goto(`${BASE}/${lang}/real-estate/ad/${id}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(lang, width, 'overflow', overflow);
    await page.screenshot({ path: `/tmp/shot10-${lang}-${width}.png`, fullPage: true });
    await page.close();
  }
}
await browser.close();
