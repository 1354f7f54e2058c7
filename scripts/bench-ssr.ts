// Server-rendering benchmark (docs/PERFORMANCE.md "Server rendering"): builds the app in this process on the database
// of DATA_DIR (PGlite, seeded when empty) or DATABASE_URL, and prints per content page the time to answer its HTML
// with server rendering and without (SSR off: the same head and inlined reply, an empty root), the difference being
// the render itself, plus the HTML size and the first (cold) load of the server bundles.
//
//   npm run build                      # the server bundles are built with the browser ones (dist/server/ssr.cjs)
//   npm run bench:ssr                  # DATA_DIR=.data, BENCH_RUNS=30
//   DATA_DIR=.data/e2e-ssr BENCH_RUNS=50 npm run bench:ssr
import { performance } from 'node:perf_hooks';
import { buildApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { migrate, openDatabase } from '../api/src/db/client';
import { seed } from '../api/src/db/seed';
import { createStorage } from '../api/src/services/storage';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);

interface Sample {
  page: string;
  ssrMs: number;
  csrMs: number;
  ssrBytes: number;
  csrBytes: number;
  rendered: boolean;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function main(): Promise<void> {
  const base = loadConfig({ ...process.env, LOG_LEVEL: 'error', SEED_IF_EMPTY: '0' });
  const database = await openDatabase(base.databaseUrl ? { url: base.databaseUrl } : { dataDir: base.pgliteDir });
  await migrate(database);
  const { rows } = await database.execute('select exists (select 1 from listings) as has_listings');
  if (rows[0]?.has_listings !== true) await seed(database, { log: () => undefined, storage: await createStorage(base), listings: 300 });

  const withSsr = await buildApp({ config: { ...base, ssr: true }, database });
  const withoutSsr = await buildApp({ config: { ...base, ssr: false }, database });
  const get = async (url: string) => (await withSsr.inject({ url })).json() as { data: Record<string, unknown> };

  const listing = ((await get('/en/api/realty?per_page=1')).data as unknown as Array<{ url: string }>)[0]?.url;
  const journal = (await get('/en/api/pages/journal')).data as { list?: { posts?: Array<{ url: string }> } };
  const agents = (await get('/en/api/pages/real-estate-agent')).data as { agents?: Array<{ url: string }> };
  const agencies = (await get('/en/api/pages/real-estate-agency')).data as { agencies?: Array<{ url: string }> };
  const pages = [
    '/en',
    '/en/real-estate/sale',
    '/ru/real-estate/rent/antalya',
    listing,
    '/en/journal',
    journal.list?.posts?.[0]?.url,
    agents.agents?.[0]?.url,
    agencies.agencies?.[0]?.url,
  ].filter((page): page is string => typeof page === 'string');

  const coldStart = performance.now();
  await withSsr.inject({ url: '/tr' });
  console.log(`first render (loads the shell's and mf-catalog's server bundles): ${(performance.now() - coldStart).toFixed(1)} ms`);

  const samples: Sample[] = [];
  for (const page of pages) {
    const timings = { ssr: [] as number[], csr: [] as number[] };
    let ssrBytes = 0;
    let csrBytes = 0;
    let rendered = false;
    for (let run = 0; run < RUNS + 3; run += 1) {
      for (const [app, key] of [
        [withSsr, 'ssr'],
        [withoutSsr, 'csr'],
      ] as const) {
        const start = performance.now();
        const response = await app.inject({ url: page });
        const ms = performance.now() - start;
        if (run >= 3) timings[key].push(ms); // 3 warm-up runs
        if (key === 'ssr') {
          ssrBytes = response.body.length;
          rendered = response.body.includes('<div id="root" data-ssr>');
        } else csrBytes = response.body.length;
      }
    }
    samples.push({ page, ssrMs: median(timings.ssr), csrMs: median(timings.csr), ssrBytes, csrBytes, rendered });
  }

  console.log(`\nmedian of ${RUNS} runs per page (in-process inject; NODE_ENV=${process.env.NODE_ENV ?? 'development'})`);
  console.log(['page'.padEnd(58), 'SSR ms', 'no-SSR ms', 'render ms', 'HTML kB (SSR/no)', 'rendered'].join('  '));
  for (const s of samples) {
    console.log(
      [
        s.page.slice(0, 58).padEnd(58),
        s.ssrMs.toFixed(1).padStart(6),
        s.csrMs.toFixed(1).padStart(9),
        (s.ssrMs - s.csrMs).toFixed(1).padStart(9),
        `${(s.ssrBytes / 1024).toFixed(1)}/${(s.csrBytes / 1024).toFixed(1)}`.padStart(16),
        s.rendered ? 'yes' : 'NO',
      ].join('  '),
    );
  }
  await withSsr.close();
  await withoutSsr.close();
  await database.close();
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
