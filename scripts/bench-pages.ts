// Page weight benchmark: opens pages of a running site in Chromium (Debian's, no download) and prints, per page,
// the JavaScript and CSS it loads (bytes as served and gzip -9 of the same bytes, so the figure does not depend on
// the server compressing), the API requests made after the HTML (the goal is one per page view, none on a first
// load that inlines its reply), and the requests before first contentful paint.
//
//   npm start                                  # or any running build of the site
//   npm run bench:pages                        # BENCH_URL=http://localhost:3000
//   BENCH_URL=http://localhost:4000 BENCH_PAGES=/en,/en/real-estate/sale npm run bench:pages
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from 'playwright-core';

const BASE = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const PAGES = (process.env.BENCH_PAGES ?? '/en,/en/real-estate/sale,/en/real-estate/sale/antalya-alanya?filter&rooms=2%2B1,/en/about').split(',');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Measure {
  page: string;
  status: number;
  js: { files: number; raw: number; gzip: number };
  css: { files: number; raw: number; gzip: number };
  api: string[];
  beforeFcp: number;
  fcpMs: number;
}

async function measure(page: Page, path: string): Promise<Measure> {
  const bodies: Array<{ url: string; type: string; bytes: Buffer; at: number }> = [];
  const api: string[] = [];
  const started = Date.now();
  const onResponse = async (response: Response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    if (url.pathname.includes('/api/')) api.push(`${response.request().method()} ${url.pathname}${url.search}`);
    if (type === 'script' || type === 'stylesheet') {
      try {
        bodies.push({ url: url.pathname, type, bytes: await response.body(), at: Date.now() - started });
      } catch {
        /* a body the browser dropped (redirect, cancelled) */
      }
    }
  };
  page.on('response', onResponse);
  const response = await page.goto(BASE + path, { waitUntil: 'networkidle' });
  const fcpMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1);
  page.off('response', onResponse);
  const sum = (kind: string) => {
    const files = bodies.filter((body) => body.type === kind);
    return {
      files: files.length,
      raw: files.reduce((n, body) => n + body.bytes.length, 0),
      gzip: files.reduce((n, body) => n + gzipSync(body.bytes, { level: 9 }).length, 0),
    };
  };
  return {
    page: path,
    status: response?.status() ?? 0,
    js: sum('script'),
    css: sum('stylesheet'),
    api,
    beforeFcp: bodies.filter((body) => body.at <= fcpMs).length,
    fcpMs: Math.round(fcpMs),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    console.log(`site ${BASE}`);
    console.log('page | status | JS files | JS raw | JS gzip | CSS gzip | API calls after the HTML');
    for (const path of PAGES) {
      // A fresh context per page: a first visit with an empty cache.
      const context = await browser.newContext();
      const page = await context.newPage();
      const m = await measure(page, path);
      console.log(
        `${m.page} | ${m.status} | ${m.js.files} | ${kb(m.js.raw)} | ${kb(m.js.gzip)} | ${kb(m.css.gzip)} | ${m.api.length}${m.api.length ? ` (${m.api.join(', ')})` : ''}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
