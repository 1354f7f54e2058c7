// Page weight benchmark: opens pages of a running site in Chromium (Debian's, no download) and prints, per page,
// the JavaScript and CSS it loads (bytes as served and gzip -9 of the same bytes, so the figure does not depend on
// the server compressing), the API requests made after the HTML (the goal is one per page view, none on a first
// load that inlines its reply), and the requests before first contentful paint.
//
//   npm start                                  # or any running build of the site
//   npm run bench:pages                        # BENCH_URL=http://localhost:3000
//   BENCH_URL=http://localhost:4000 BENCH_PAGES=/en,/en/real-estate/sale npm run bench:pages
// The page `listing` stands for a listing page with photos (the first one of the catalogue that has three or more).
// Per page it also prints every request (any type) started before first contentful paint, and the largest contentful
// paint's image and its bytes.
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from 'playwright-core';

const BASE = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const PAGES = (process.env.BENCH_PAGES ?? '/en,/en/real-estate/sale,/en/real-estate/sale/antalya-alanya?filter&rooms=2%2B1,listing,/en/about').split(',');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Measure {
  page: string;
  status: number;
  js: { files: number; raw: number; gzip: number };
  css: { files: number; raw: number; gzip: number };
  api: string[];
  beforeFcp: number;
  /** Requests of any type started before first contentful paint (the HTML included). */
  requestsBeforeFcp: number;
  fcpMs: number;
  lcp: { url: string; bytes: number } | null;
}

async function measure(page: Page, path: string): Promise<Measure> {
  const bodies: Array<{ url: string; type: string; bytes: Buffer; at: number }> = [];
  const api: string[] = [];
  const started = Date.now();
  const requests: Array<{ at: number }> = [];
  const sizes = new Map<string, number>();
  const onRequest = () => requests.push({ at: Date.now() - started });
  page.on('request', onRequest);
  const onResponse = async (response: Response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    if (url.pathname.includes('/api/')) api.push(`${response.request().method()} ${url.pathname}${url.search}`);
    if (type === 'image') {
      try {
        sizes.set(url.href, (await response.body()).length);
      } catch {
        /* dropped */
      }
    }
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
  const lcpUrl = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as Array<PerformanceEntry & { url?: string }>;
          resolve(entries.at(-1)?.url ?? '');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(''), 2000);
      }),
  );
  page.off('response', onResponse);
  page.off('request', onRequest);
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
    requestsBeforeFcp: requests.filter((request) => request.at <= fcpMs).length,
    fcpMs: Math.round(fcpMs),
    lcp: lcpUrl ? { url: new URL(lcpUrl).pathname, bytes: sizes.get(lcpUrl) ?? 0 } : null,
  };
}

/** A listing page with at least three photos (the first of the newest 50 that has them). */
async function listingPath(): Promise<string> {
  const reply = await fetch(`${BASE}/en/api/realty?per_page=50`);
  const list = (await reply.json()) as { data: Array<{ url: string; photo_count: number }> };
  const card = list.data.find((c) => c.photo_count >= 3) ?? list.data[0];
  if (!card) throw new Error('no listing to measure');
  return card.url;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    console.log(`site ${BASE}`);
    console.log('page | status | JS files | JS raw | JS gzip | CSS gzip | API calls after the HTML | requests before FCP | LCP image');
    for (const entry of PAGES) {
      const path = entry === 'listing' ? await listingPath() : entry;
      // A fresh context per page: a first visit with an empty cache.
      const context = await browser.newContext();
      const page = await context.newPage();
      const m = await measure(page, path);
      console.log(
        `${m.page} | ${m.status} | ${m.js.files} | ${kb(m.js.raw)} | ${kb(m.js.gzip)} | ${kb(m.css.gzip)} | ${m.api.length}${m.api.length ? ` (${m.api.join(', ')})` : ''}` +
          ` | ${m.requestsBeforeFcp} | ${m.lcp ? `${m.lcp.url} ${kb(m.lcp.bytes)}` : 'text'}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
