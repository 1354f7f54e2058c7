// Screenshots of the listing form's five tabs at 360 and 1366 px in tr, en, ru (not a test; run by hand).
import { chromium } from '@playwright/test';
const BASE = process.env.BASE ?? 'http://127.0.0.1:3016';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const context = await browser.newContext();
await context.request.get(`${BASE}/sanctum/csrf-cookie`);
const token = (await context.cookies(BASE)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
const email = `shots-${Date.now()}@example.com`;
const r = await context.request.post(`${BASE}/en/api/register`, { headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) }, data: { name: 'Ayşe', lastname: 'Yılmaz', phone: '+905321234567', email, password: 'Harbour-View-2026', password_confirmation: 'Harbour-View-2026', org_type: 'private' } });
console.log('register', r.status());
const page = await context.newPage();
for (const lang of ['tr', 'en', 'ru']) {
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${BASE}/${lang}/profile/add`);
    await page.waitForSelector('[role=tab]');
    const tabs = page.locator('[role=tab]');
    for (let i = 0; i < 5; i++) {
      await tabs.nth(i).click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/shots14/${lang}-${width}-tab${i + 1}.png`, fullPage: true });
    }
  }
}
await browser.close();
