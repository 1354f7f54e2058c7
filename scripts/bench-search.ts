// Search benchmark (issue 4; map search rows: issue 28): seeds (or reuses) N listings, then runs a fixed mix of catalogue queries
// through the HTTP API (Fastify inject: routing, validation, serialisation; no socket) and prints
// p50/p95/p99 per query and overall, for PostgreSQL and for PGlite.
//
//   npm run bench:search                                   # 100k listings, both databases
//   BENCH_LISTINGS=1000000 BENCH_DB=pg npm run bench:search
//   env: BENCH_LISTINGS, BENCH_PGLITE_LISTINGS (default BENCH_LISTINGS), BENCH_DB=pg,pglite, BENCH_RUNS (40),
//        BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/realty_bench_<N>, created when missing),
//        BENCH_PGLITE_DIR (default api/.data/bench-pglite-<N>), BENCH_ONLY (only the queries whose name contains it),
//        BENCH_PG_PARALLEL=1 resets the bench database's `max_parallel_workers_per_gather` (by default it is
//        set to 0 there too; the API's own connections always start with 0, see POSTGRES_SESSION in
//        api/src/db/client.ts, so this only matters for psql sessions on the bench database),
//        BENCH_MAP_CELLS=0 groups the map's listings one by one instead of reading the pre-counted cells (migration 0028),
//        =1 reads them on PGlite too (by default only on PostgreSQL)
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { buildApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { migrate, openDatabase, type Database } from '../api/src/db/client';
import { mapTuning } from '../api/src/plugins/app/catalog/map-cell-counts';
import { seed } from '../api/src/db/seed';
import { ensurePgDatabase } from './scale/ensure-db';

const N = Number(process.env.BENCH_LISTINGS ?? 100_000);
const N_PGLITE = Number(process.env.BENCH_PGLITE_LISTINGS ?? N);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const KINDS = (process.env.BENCH_DB ?? 'pg,pglite').split(',').map((s) => s.trim());
// BENCH_MAP_CELLS=1: the counted cells on PGlite too; 0: on neither (map-cell-counts.ts mapTuning).
if (process.env.BENCH_MAP_CELLS) mapTuning.cellCounts = process.env.BENCH_MAP_CELLS === '0' ? 'never' : 'always';
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

async function prepare(kind: string, n: number): Promise<Database> {
  let database: Database;
  if (kind === 'pg') {
    const url = process.env.BENCH_PG_URL ?? `postgres://postgres@127.0.0.1:5432/realty_bench_${n}`;
    await ensurePgDatabase(url);
    const dbName = new URL(url).pathname.slice(1);
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(
      process.env.BENCH_PG_PARALLEL === '1'
        ? `alter database "${dbName}" reset max_parallel_workers_per_gather`
        : `alter database "${dbName}" set max_parallel_workers_per_gather = 0`,
    );
    await admin.end();
    database = await openDatabase({ url });
  } else {
    database = await openDatabase({ dataDir: process.env.BENCH_PGLITE_DIR ?? path.join(root, 'api/.data', `bench-pglite-${n}`) });
  }
  await migrate(database);
  const started = performance.now();
  await seed(database, { listings: n, log: (m) => process.stderr.write(`[${kind}] ${m}\n`) });
  const have = Number((await database.execute(`select count(*)::int as n from listings where status = 'active'`)).rows[0]?.n);
  process.stderr.write(`[${kind}] ${have} active listings (seed/reuse ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  await database.execute('vacuum analyze listings, listing_map_cells');
  await database.execute('analyze');
  return database;
}

const pct = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function bench(kind: string, n: number) {
  const database = await prepare(kind, n);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    CBRT_RATES_URL: '',
    COOKIE_SECRET: 'bench-secret-bench-secret-bench-secret',
    // The queries are what is measured: the reply cache (issue 12) would answer every run after the first.
    REPLY_CACHE_TTL: process.env.REPLY_CACHE_TTL ?? '0',
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const pick = async (sql: string) => (await database.execute(sql)).rows[0] ?? {};
  const anyId = Number((await pick(`select id from listings where status = 'active' and lat is not null order by id desc limit 1`)).id);
  const agency = Number((await pick(`select agency_id from listings where status = 'active' and agency_id is not null limit 1`)).agency_id);
  const alanyaDistricts = (
    await database.execute(
      `select d.slug from districts d join cities c on c.id = d.city_id join regions r on r.id = c.region_id
       where r.slug = 'antalya' and c.slug = 'alanya' order by d.id limit 2`,
    )
  ).rows.map((r) => String(r.slug));
  // Map search (issue 28): Antalya's centre (Muratpaşa, Konyaaltı, Kepez) as a city viewport at zoom 12, and a drawn
  // area of 50 points over it (a star, concave, inside that viewport).
  const cityBbox = '30.55,36.8,30.9,36.98';
  const star = Array.from({ length: 50 }, (_, i) => {
    const a = (2 * Math.PI * i) / 50;
    const r = i % 2 ? 0.07 : 0.09;
    return `${(30.72 + r * 1.25 * Math.cos(a)).toFixed(6)} ${(36.89 + r * Math.sin(a)).toFixed(6)}`;
  }).join(',');
  const polygon = encodeURIComponent(star);
  const Q: Array<[string, string]> = [
    ['sale, newest', '/en/api/realty?dealType=sale'],
    ['rent, newest', '/en/api/realty?dealType=rent'],
    ['newprojects, newest', '/en/api/realty?dealType=newprojects'],
    ['sale, region', '/en/api/realty?dealType=sale&region=antalya'],
    ['sale, region+city', '/en/api/realty?dealType=sale&region=antalya&city=alanya'],
    ['sale, type+city+rooms', '/en/api/realty?dealType=sale&propertyType=apartment&region=antalya&city=alanya&rooms=2%2B1,3%2B1'],
    ['sale, city+districts', `/en/api/realty?dealType=sale&region=antalya&city=alanya&districts=${alanyaDistricts.join(',')}`],
    ['sale, price USD range', '/en/api/realty?dealType=sale&price_from=100000&price_to=300000&currency=USD'],
    ['sale, price asc', '/en/api/realty?dealType=sale&sort=price_asc'],
    ['sale, region, price desc', '/en/api/realty?dealType=sale&region=istanbul&sort=price_desc'],
    ['rent, area desc', '/en/api/realty?dealType=rent&sort=area_desc'],
    ['sale, city, area range', '/en/api/realty?dealType=sale&region=antalya&city=alanya&area_from=80&area_to=150'],
    ['combined, price desc', '/en/api/realty?dealType=sale&propertyType=villa&region=antalya&price_from=200000&price_to=1000000&currency=EUR&rooms=4%2B1,5%2B1&sort=price_desc'],
    ['deep page 250', '/en/api/realty?dealType=sale&page=250'],
    ['deep page 500, region', '/en/api/realty?dealType=sale&region=antalya&page=500'],
    ['agency', `/en/api/realty?agency=${agency}`],
    ['keywords en', '/en/api/realty?dealType=sale&keywords=swimming%20pool'],
    ['keywords en, rare', '/en/api/realty?keywords=penthouse%20kas'],
    ['keywords ru', `/ru/api/realty?dealType=sale&keywords=${encodeURIComponent('бассейн')}`],
    ['keywords tr + region', `/tr/api/realty?dealType=sale&region=antalya&keywords=${encodeURIComponent('yüzme havuzu')}`],
    // a feature's name (issue 23): found through the feature names in each translation's search vector
    ['keywords ru, feature', `/ru/api/realty?dealType=sale&keywords=${encodeURIComponent('вид на море')}`],
    ['list, city bbox', `/en/api/realty?dealType=sale&bbox=${cityBbox}`],
    ['list, 50-point polygon', `/en/api/realty?dealType=sale&polygon=${polygon}`],
    ['map, city, sale apartment 2+1', `/en/api/realty/map?dealType=sale&propertyType=apartment&rooms=2%2B1&bbox=${cityBbox}&zoom=12`],
    ['map, 50-point polygon', `/en/api/realty/map?dealType=sale&polygon=${polygon}&bbox=${cityBbox}&zoom=12`],
    ['detail', `/en/api/realty/${anyId}`],
    ['similar ads', `/en/api/similar-ads/${anyId}`],
    ['nearby', `/en/api/nearby/${anyId}`],
    ['get-path', '/en/api/get-path?url=/en/real-estate/sale-apartment/antalya-alanya'],
    ['home useful-links', '/en/api/index/useful-links'],
    ['home new-listings', '/en/api/index/new-listings?dealType=sale'],
    ['home realtors', '/en/api/index/realtors'],
  ];
  const all: number[] = [];
  const rows: string[] = [];
  // BENCH_ONLY=map: only the queries whose name contains it (a re-measure of a few rows).
  const only = process.env.BENCH_ONLY;
  for (const [name, url] of only ? Q.filter(([n]) => n.includes(only)) : Q) {
    for (let i = 0; i < 3; i += 1) {
      const res = await app.inject({ url });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    const times: number[] = [];
    let meta = '';
    for (let i = 0; i < RUNS; i += 1) {
      const t = performance.now();
      const res = await app.inject({ url });
      times.push(performance.now() - t);
      if (i === 0) {
        const body = res.json() as { meta?: { total: number; total_is_estimate?: boolean }; data?: unknown[] | { clusters?: unknown[]; listings?: unknown[] } };
        const map = body.data && !Array.isArray(body.data) && body.data.clusters && body.data.listings ? body.data : undefined;
        const markers = map ? ` (${(map.clusters?.length ?? 0) + (map.listings?.length ?? 0)} markers)` : '';
        meta = body.meta ? `${body.meta.total}${body.meta.total_is_estimate ? '~' : ''}${markers}` : Array.isArray(body.data) ? `${body.data.length} items` : '';
      }
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    rows.push(`| ${name} | ${pct(times, 50).toFixed(1)} | ${pct(times, 95).toFixed(1)} | ${pct(times, 99).toFixed(1)} | ${meta} |`);
  }
  all.sort((a, b) => a - b);
  const cells = { postgres: '', always: ', map from the pre-counted cells', never: ', map without the pre-counted cells' }[mapTuning.cellCounts];
  console.log(`\n### ${kind === 'pg' ? 'PostgreSQL' : 'PGlite'}, ${n.toLocaleString('en')} listings, ${RUNS} runs per query${cells} (ms)\n`);
  console.log('| query | p50 | p95 | p99 | total |\n| --- | ---: | ---: | ---: | --- |');
  for (const r of rows) console.log(r);
  console.log(`| **overall** | ${pct(all, 50).toFixed(1)} | ${pct(all, 95).toFixed(1)} | ${pct(all, 99).toFixed(1)} | |`);
  console.log(`\nload average at the end (1/5/15 min): ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')}`);
  await app.close();
  await database.close();
}

for (const kind of KINDS) await bench(kind, kind === 'pglite' ? N_PGLITE : N);
