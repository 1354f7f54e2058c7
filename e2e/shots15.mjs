import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const pages = process.argv.slice(2);
for (const width of [360, 1366]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console error', m.text()));
  for (const [name, path] of pages.map((p) => p.split('='))) {
    await page.goto(`http://127.0.0.1:3013${path}`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/shots15/${name}-${width}.png`, fullPage: true });
    console.log(name, width, await page.evaluate(() => document.documentElement.scrollWidth));
  }
  await context.close();
}
await browser.close();
