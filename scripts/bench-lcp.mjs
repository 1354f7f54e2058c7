#!/usr/bin/env node
// Lighthouse benchmark (issue 12): the mobile preset (Moto G Power emulation, simulated slow 4G and 4x CPU) on the
// home page, a catalogue page and a listing page, BENCH_RUNS runs each (default 3), median of the performance score,
// LCP, CLS and TBT. Uses the `lighthouse` package (pinned: 12.x runs on Node 20) with Debian's chromium
// (CHROMIUM_PATH, default /usr/bin/chromium); no browser is downloaded.
//
//   npm run bench:lcp                                    # starts the compiled server on PGlite (.data/bench-web)
//   BENCH_URL=http://localhost:3000 npm run bench:lcp    # a server that is already running
//   BENCH_PAGES=/en,/en/real-estate/sale npm run bench:lcp
//   BENCH_LIGHTHOUSE=0 npm run bench:lcp                # only the interactions (scripts/bench-interactions.mjs)
// Goals: performance >= 95, LCP <= 2.0 s, CLS <= 0.05, TBT <= 150 ms. Then signed in (issue 27; BENCH_SIGNED_IN=0
// skips it): a demo owner with three favourites, `/tr/profile/favorites` and the listing page signed out and signed in
// (the session cookie sent by Lighthouse), goal: the signed-in LCP within 1.3x of the signed-out one. Then the
// interactions at 4x CPU (bench-interactions.mjs; BENCH_INTERACTIONS=0 skips them).
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { runInteractions } from './bench-interactions.mjs';
import { root, startServer, waitFor } from './bench-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_PORT ?? 4330);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function pages(base) {
  if (process.env.BENCH_PAGES) return process.env.BENCH_PAGES.split(',');
  const list = await (await fetch(`${base}/en/api/realty?page=1`)).json();
  const card = list.data.find((item) => item.photo_count >= 1) ?? list.data[0];
  if (!card) throw new Error('the catalogue is empty');
  return ['/en', '/en/real-estate/sale', card.url];
}

async function main() {
  let child = null;
  let base = process.env.BENCH_URL?.replace(/\/$/, '');
  if (!base) {
    child = startServer('web', PORT, { DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data/bench-web') });
    base = `http://127.0.0.1:${PORT}`;
    await waitFor(`${base}/api/health/ready`, child); // ready: seeded and warmed up
  }
  try {
    if (process.env.BENCH_LIGHTHOUSE !== '0') {
      const medians = await runLighthouse(base, await pages(base));
      if (process.env.BENCH_SIGNED_IN !== '0') await runSignedIn(base, medians);
    }
    if (process.env.BENCH_INTERACTIONS !== '0') await runInteractions(base);
  } finally {
    if (child) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
}

/** Lighthouse medians per page (printed as a table); `cookie` is sent with every request (a signed-in visitor). */
async function runLighthouse(base, list, { cookie, label = '' } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const medians = new Map();
  try {
    console.log(`\nLighthouse ${RUNS} runs per page, mobile preset, ${base}${label}\n`);
    console.log('| page | performance | LCP s | CLS | TBT ms | FCP s | runs (perf) |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const page of list) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}) };
        const result = await lighthouse(base + page, flags);
        const { audits, categories, runtimeError } = result.lhr;
        // A run Lighthouse could not finish (e.g. NO_FCP on a loaded machine) is shown, not counted in the medians.
        if (runtimeError || categories.performance.score === null) {
          runs.push({ error: runtimeError?.code ?? 'no score' });
          continue;
        }
        runs.push({
          perf: Math.round((categories.performance.score ?? 0) * 100),
          lcp: audits['largest-contentful-paint'].numericValue / 1000,
          cls: audits['cumulative-layout-shift'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          fcp: audits['first-contentful-paint'].numericValue / 1000,
        });
      }
      const ok = runs.filter((run) => !run.error);
      const m = (key) => (ok.length ? median(ok.map((run) => run[key])) : Number.NaN);
      console.log(
        `| \`${page}\` | ${m('perf')} | ${m('lcp').toFixed(2)} | ${m('cls').toFixed(3)} | ${m('tbt').toFixed(0)} | ${m('fcp').toFixed(2)} | ${runs.map((run) => run.error ?? run.perf).join(', ')} |`,
      );
      medians.set(page, { lcp: m('lcp'), tbt: m('tbt'), perf: m('perf') });
    }
  } finally {
    await chrome.kill();
  }
  return medians;
}

/** Sign a demo owner in through the API; the cookies a browser would then send. */
const cookiePair = (line) => {
  const pair = line.split(';')[0];
  const at = pair.indexOf('=');
  return [pair.slice(0, at), pair.slice(at + 1)];
};

async function signIn(base) {
  const csrf = await fetch(`${base}/sanctum/csrf-cookie`);
  const jar = new Map(csrf.headers.getSetCookie().map(cookiePair));
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const headers = () => ({ cookie: cookie(), 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? '') });
  const email = process.env.BENCH_EMAIL ?? 'owner1@demo.realty.test';
  const login = await fetch(`${base}/tr/api/login`, { method: 'POST', headers: headers(), body: JSON.stringify({ email, password: process.env.BENCH_PASSWORD ?? 'demo-password', lang: 'tr' }) });
  if (!login.ok) throw new Error(`sign-in of ${email} failed: ${login.status} ${await login.text()}`);
  for (const line of login.headers.getSetCookie()) jar.set(...cookiePair(line));
  return { cookie: cookie(), headers };
}

async function runSignedIn(base, anonymous) {
  const session = await signIn(base);
  const me = await (await fetch(`${base}/tr/api/user`, { headers: session.headers() })).json();
  const list = await (await fetch(`${base}/tr/api/realty?page=1&sort=newest`)).json();
  const withPhotos = list.data.filter((item) => item.photo_count >= 1);
  // Three favourites (added again harmlessly on a second run), so the favourites page has cards and a photo LCP.
  for (const item of withPhotos.slice(0, 3)) {
    await fetch(`${base}/tr/api/realty/favorite`, { method: 'POST', headers: session.headers(), body: JSON.stringify({ user_id: me.data.id, realty_id: item.id }) });
  }
  const listing = (anonymous && [...anonymous.keys()].find((page) => page.includes('/ad/'))) ?? withPhotos[0].url;
  const pair = ['/tr/profile/favorites', listing];
  const signedOut = await runLighthouse(base, pair, { label: ', signed out' });
  const signedIn = await runLighthouse(base, pair, { cookie: session.cookie, label: `, signed in as ${me.data.name}` });
  console.log('\n| page | LCP signed out s | LCP signed in s | ratio (goal <= 1.3) |');
  console.log('| --- | --- | --- | --- |');
  for (const page of pair) {
    const out = signedOut.get(page)?.lcp ?? Number.NaN;
    const inn = signedIn.get(page)?.lcp ?? Number.NaN;
    console.log(`| \`${page}\` | ${out.toFixed(2)} | ${inn.toFixed(2)} | ${(inn / out).toFixed(2)} |`);
  }
}

await main();
