// Not a test: screenshots of the back-office pages at 360 and 1366 px in tr, en, ru (run by hand, output in /tmp).
import { chromium } from '@playwright/test';

const BASE = process.env.BASE ?? 'http://127.0.0.1:4325';
const OUT = process.env.OUT ?? '/tmp/admin/shots';
const PAGES = (process.env.PAGES ?? 'admin,admin/moderation,admin/verification,admin/journal,admin/journal/new,admin/users,admin/users/USER,admin/audit,admin/payments').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [360, 1366]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.request.get(`${BASE}/sanctum/csrf-cookie`);
  const token = (await context.cookies(BASE)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await context.request.post(`${BASE}/en/api/login`, { headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) }, data: { email: 'owner30@demo.realty.test', password: 'demo-password', lang: 'en' } });
  if (login.status() !== 200) throw new Error(`login ${login.status()}`);
  const users = await (await context.request.get(`${BASE}/en/api/admin/users?q=owner1%40`)).json();
  const userId = users.data[0]?.id ?? 1;
  const page = await context.newPage();
  for (const lang of ['tr', 'en', 'ru']) {
    for (const p of PAGES) {
      const url = `${BASE}/${lang}/${p.replace('USER', String(userId))}`;
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const name = `${OUT}/${lang}-${width}-${p.replace(/\//g, '_').replace('USER', 'id')}.png`;
      await page.screenshot({ path: name, fullPage: true });
    }
  }
  await context.close();
}
await browser.close();
console.log('done');
