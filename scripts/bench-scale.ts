// Scale benchmark (issue 26 item 10, docs/SCALING.md): a PostgreSQL database with N listings (default 1,000,000),
// then the catalogue's real work measured three ways:
//   1. service latency: the API's own services called directly (search, cards, counts, detail, place search,
//      similar, nearby), p50/p95/p99 per query shape and the statement that took the time;
//   2. raw SQL the API avoids today (exact counts of wide filters, facet counts, OFFSET past the result window,
//      keyset, relevance-ranked text, a map viewport): what each costs, to decide what moves to a search engine;
//   3. HTTP: the API started as its own process on that database, loaded with autocannon, reply cache off
//      (REPLY_CACHE_TTL=0), one route at a time and a mix; then the mix with the reply cache on, for contrast.
// EXPLAIN (ANALYZE, BUFFERS) is printed for the slowest statements of the slowest service shapes.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/realty_scale npm run bench:scale
//   env: BENCH_DATABASE_URL (required; created when missing; migrated with the project's migrations, filled by the
//        set-based demo seed, api/src/db/demo.ts, resumable), BENCH_LISTINGS (1000000), BENCH_RUNS (30 per service
//        shape), BENCH_SHAPES (a regular expression: only the service shapes it matches), BENCH_RAW_RUNS (5; 0 skips
//        the raw SQL), BENCH_EXPLAIN (4 slowest shapes), BENCH_HTTP_SECONDS (10 per target; 0 skips HTTP),
//        BENCH_CONNECTIONS (10), BENCH_PORT (3250)
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { migrate, openDatabase, type Database } from '../api/src/db/client';
import { seed } from '../api/src/db/seed';
import { ensurePgDatabase } from './scale/ensure-db';
import { load, startApi, stopApi, type HttpResult } from './scale/http';
import { findAnchor, rawShapes, serviceShapes, type Anchor } from './scale/shapes';
import { statementKind, timedDatabase, type Statement } from './scale/timed-db';

const URL_ENV = process.env.BENCH_DATABASE_URL;
const N = Number(process.env.BENCH_LISTINGS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const RAW_RUNS = Number(process.env.BENCH_RAW_RUNS ?? 5);
const EXPLAIN_TOP = Number(process.env.BENCH_EXPLAIN ?? 4);
const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3250);
/** Only the service shapes whose name matches (case-insensitive regular expression), for before/after runs. */
const SHAPES = new RegExp(process.env.BENCH_SHAPES ?? '', 'i');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const loadavg = (): string => os.loadavg().map((l) => l.toFixed(2)).join(' / ');
const pct = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
const ms = (v: number): string => (v >= 100 ? v.toFixed(0) : v.toFixed(1));
const log = (m: string): void => void process.stderr.write(`${m}\n`);

async function one(database: Database, sql: string, params: unknown[] = []): Promise<Record<string, unknown>> {
  return (await database.execute(sql, params, { prepare: false })).rows[0] ?? {};
}

async function describeData(database: Database): Promise<void> {
  const counts = await one(
    database,
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'active')::int AS active,
            count(*) FILTER (WHERE status = 'hidden')::int AS hidden, count(*) FILTER (WHERE status = 'deleted')::int AS deleted,
            (SELECT count(*)::int FROM listing_translations) AS translations, (SELECT count(*)::int FROM listing_photos) AS photos,
            pg_size_pretty(pg_database_size(current_database())) AS db_size,
            pg_size_pretty(pg_table_size('listings')) AS listings_heap, pg_size_pretty(pg_indexes_size('listings')) AS listings_indexes,
            pg_size_pretty(pg_total_relation_size('listing_translations')) AS translations_size,
            pg_size_pretty(pg_total_relation_size('listing_photos')) AS photos_size, version() AS version
     FROM listings`,
  );
  console.log(`\n## Data\n`);
  console.log(`${String(counts.version).split(',')[0]}; database ${counts.db_size}`);
  console.log(
    `listings ${Number(counts.total).toLocaleString('en')} (active ${Number(counts.active).toLocaleString('en')}, hidden ${Number(counts.hidden).toLocaleString('en')}, ` +
      `deleted ${Number(counts.deleted).toLocaleString('en')}); heap ${counts.listings_heap}, indexes ${counts.listings_indexes}`,
  );
  console.log(
    `translations ${Number(counts.translations).toLocaleString('en')} (${counts.translations_size}), photos ${Number(counts.photos).toLocaleString('en')} (${counts.photos_size})`,
  );
  const spread = await database.execute(
    `SELECT r.slug AS region, round(100.0 * count(*) / sum(count(*)) OVER (), 1)::float8 AS share,
            round(100.0 * count(*) FILTER (WHERE l.deal_type = 'rent') / count(*), 0)::int AS rent_pct,
            percentile_disc(0.5) WITHIN GROUP (ORDER BY l.price_try) FILTER (WHERE l.deal_type = 'sale') AS median_sale_try
     FROM listings l JOIN regions r ON r.id = l.region_id WHERE l.status = 'active' GROUP BY r.slug ORDER BY count(*) DESC LIMIT 6`,
    [],
    { prepare: false },
  );
  console.log(
    `active by region: ${spread.rows.map((r) => `${String(r.region)} ${Number(r.share)} % (rent ${Number(r.rent_pct)} %, median sale ${Number(r.median_sale_try).toLocaleString('en')} TRY)`).join('; ')}`,
  );
}

interface ShapeResult {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  note: string;
  /** The statement kind with the largest median time per run, and that median. */
  slowest: { kind: string; ms: number };
  /** The slowest statement of the last run, with its values (for EXPLAIN). */
  sample: Statement | undefined;
}

function slowestKind(runs: Statement[][]): { kind: string; ms: number } {
  const byKind = new Map<string, number[]>();
  for (const statements of runs) {
    const perRun = new Map<string, number>();
    for (const s of statements) perRun.set(statementKind(s.sql), (perRun.get(statementKind(s.sql)) ?? 0) + s.ms);
    for (const [kind, v] of perRun) byKind.set(kind, [...(byKind.get(kind) ?? []), v]);
  }
  let best = { kind: '', ms: 0 };
  for (const [kind, values] of byKind) {
    const median = pct([...values].sort((a, b) => a - b), 50);
    if (median > best.ms) best = { kind, ms: median };
  }
  return best;
}

async function measureServices(database: Database, anchor: Anchor): Promise<ShapeResult[]> {
  const timed = timedDatabase(database);
  const results: ShapeResult[] = [];
  for (const shape of serviceShapes(anchor).filter((s) => SHAPES.test(s.name))) {
    for (let i = 0; i < 3; i += 1) await shape.run(timed.database);
    const times: number[] = [];
    const runs: Statement[][] = [];
    let note = '';
    for (let i = 0; i < RUNS; i += 1) {
      const r = await timed.record((db) => shape.run(db));
      times.push(r.ms);
      runs.push(r.statements);
      note = r.result;
    }
    times.sort((a, b) => a - b);
    const last = runs[runs.length - 1] ?? [];
    results.push({
      name: shape.name,
      p50: pct(times, 50),
      p95: pct(times, 95),
      p99: pct(times, 99),
      note,
      slowest: slowestKind(runs),
      sample: [...last].sort((a, b) => b.ms - a.ms)[0],
    });
    log(`service: ${shape.name} p95 ${ms(pct(times, 95))} ms`);
  }
  return results;
}

async function explain(database: Database, sql: string, params: unknown[]): Promise<string[]> {
  const res = await database.execute(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params, { prepare: false });
  return res.rows.map((r) => String(r['QUERY PLAN']));
}

/** The plan's first line, its Buffers line and the execution time: enough to see what a query reads. */
function planSummary(lines: string[]): string {
  const top = (lines[0] ?? '').trim().replace(/\s+\(cost=[^)]*\)/, '');
  const buffers = lines.find((l) => l.trim().startsWith('Buffers:'))?.trim() ?? '';
  const exec = lines.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '';
  const scans = [...new Set(lines.map((l) => /(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan|Bitmap Heap Scan)( Backward)? (using|on) (\w+)/.exec(l)?.[0]).filter(Boolean))];
  return `${exec}; ${buffers}; ${scans.slice(0, 3).join(', ')}; top: ${top.slice(0, 80)}`;
}

async function measureRaw(database: Database, anchor: Anchor): Promise<void> {
  console.log(`\n## Raw SQL the API avoids today (${RAW_RUNS} runs each after one warm-up, ms)\n`);
  console.log('| query | p50 | max | rows | EXPLAIN (ANALYZE, BUFFERS) of one run |\n| --- | ---: | ---: | ---: | --- |');
  for (const shape of rawShapes(anchor)) {
    await database.execute(shape.sql, shape.params, { prepare: false });
    const times: number[] = [];
    let n = 0;
    for (let i = 0; i < RAW_RUNS; i += 1) {
      const started = performance.now();
      const res = await database.execute(shape.sql, shape.params, { prepare: false });
      times.push(performance.now() - started);
      n = Number(res.rows[0]?.n ?? 0);
    }
    times.sort((a, b) => a - b);
    const plan = planSummary(await explain(database, shape.sql, shape.params));
    console.log(`| ${shape.name} | ${ms(pct(times, 50))} | ${ms(times[times.length - 1] ?? 0)} | ${n.toLocaleString('en')} | ${plan} |`);
    log(`raw: ${shape.name} p50 ${ms(pct(times, 50))} ms`);
  }
}

async function measureHttp(anchor: Anchor, url: string): Promise<void> {
  const enc = encodeURIComponent;
  const targets: Array<[string, string]> = [
    ['default page, newest', '/en/api/realty'],
    ['sale, city Alanya', '/en/api/realty?dealType=sale&region=antalya&city=alanya'],
    ['sale, price 3–8M TRY + rooms', '/en/api/realty?dealType=sale&price_from=3000000&price_to=8000000&rooms=2%2B1,3%2B1'],
    ['keywords en "swimming pool"', `/en/api/realty?dealType=sale&keywords=${enc('swimming pool')}`],
    ['deep page 500, sale', '/en/api/realty?dealType=sale&page=500'],
    ['listing by id', `/en/api/realty/${anchor.id}`],
    ['place search "Алания"', `/ru/api/location/search?q=${enc('Алания')}`],
  ];
  const row = (name: string, r: HttpResult): string =>
    `| ${name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p97_5} | ${r.p99} | ${r.non2xx + r.errors} |`;
  const header = '| target | req/s | p50 ms | p97.5 ms | p99 ms | errors + non-2xx |\n| --- | ---: | ---: | ---: | ---: | ---: |';
  const base = `http://127.0.0.1:${PORT}`;

  let api = await startApi(ROOT, PORT, url, { REPLY_CACHE_TTL: '0' });
  try {
    for (const [, p] of targets) {
      const res = await fetch(`${base}${p}`);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${p}: HTTP ${res.status}`);
    }
    console.log(`\n## HTTP, one API process, reply cache off (REPLY_CACHE_TTL=0), ${CONNECTIONS} connections, ${HTTP_SECONDS} s each\n`);
    console.log(header);
    for (const [name, p] of targets) {
      console.log(row(name, await load(base, [p], CONNECTIONS, HTTP_SECONDS)));
      log(`http: ${name} done (load ${loadavg()})`);
    }
    console.log(row('**mix of the above**', await load(base, targets.map(([, p]) => p), CONNECTIONS, HTTP_SECONDS)));
  } finally {
    await stopApi(api);
  }
  api = await startApi(ROOT, PORT, url, { REPLY_CACHE_TTL: '5' });
  try {
    console.log(`\nThe same mix with the reply cache on (REPLY_CACHE_TTL=5, in memory: one instance, no Redis):\n`);
    console.log(header);
    console.log(row('mix, reply cache on', await load(base, targets.map(([, p]) => p), CONNECTIONS, HTTP_SECONDS)));
  } finally {
    await stopApi(api);
  }
}

async function main(): Promise<void> {
  if (!URL_ENV) {
    console.error('BENCH_DATABASE_URL is required (a PostgreSQL database of its own: it is filled with BENCH_LISTINGS listings)');
    process.exit(2);
  }
  const cpu = os.cpus();
  console.log(`# bench:scale, ${new Date().toISOString()}`);
  console.log(`machine: ${cpu.length} × ${cpu[0]?.model ?? '?'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB; load average (1/5/15 min) at start: ${loadavg()}`);
  await ensurePgDatabase(URL_ENV);
  const database = await openDatabase({ url: URL_ENV });
  try {
    await migrate(database);
    const started = performance.now();
    await seed(database, { listings: N, log: (m) => log(`seed: ${m}`) });
    await database.execute('ANALYZE');
    console.log(`seed/reuse + ANALYZE: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await describeData(database);

    const anchor = await findAnchor(database);
    const results = await measureServices(database, anchor);
    console.log(`\n## Service latency, ${RUNS} runs per shape after 3 warm-up runs (ms; load average now ${loadavg()})\n`);
    console.log('| shape | p50 | p95 | p99 | total / result | slowest statement (median ms) |\n| --- | ---: | ---: | ---: | --- | --- |');
    for (const r of results) console.log(`| ${r.name} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.note} | ${r.slowest.kind} ${ms(r.slowest.ms)} |`);
    const all = results.map((r) => r.p95).sort((a, b) => a - b);
    console.log(`| **p95 over shapes: median / max** | | ${ms(pct(all, 50))} | ${ms(all[all.length - 1] ?? 0)} | | |`);

    console.log(`\n## EXPLAIN (ANALYZE, BUFFERS): the slowest statement of the ${EXPLAIN_TOP} slowest shapes (by p95)\n`);
    for (const r of [...results].sort((a, b) => b.p95 - a.p95).slice(0, EXPLAIN_TOP)) {
      if (!r.sample) continue;
      console.log(`### ${r.name}: ${statementKind(r.sample.sql)} (${ms(r.sample.ms)} ms in the last run)\n\n\`\`\``);
      console.log((await explain(database, r.sample.sql, r.sample.params)).slice(0, 40).join('\n'));
      console.log('```\n');
    }

    if (RAW_RUNS > 0) await measureRaw(database, anchor);
    if (HTTP_SECONDS > 0) await measureHttp(anchor, URL_ENV);
    console.log(`\nload average (1/5/15 min) at the end: ${loadavg()}`);
  } finally {
    await database.close();
  }
}

await main();
