// Import benchmark (issue 16): generates a Yandex.Realty feed of N offers (default 40,000, about 46 MB), imports it
// into a fresh database through the import runner (streamed parse, batched writes; images off: no network), then
// imports it again (every offer unchanged). Prints offers per second and the peak memory of the process while it runs.
//
//   npm run bench:import
//   env: BENCH_OFFERS (40000), BENCH_DB=pglite|pg (pglite), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/realty_bench_import,
//        created when missing and emptied first)
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { migrate, openDatabase, type Database } from '../api/src/db/client';
import { seed } from '../api/src/db/seed';
import { createRun, executeRun } from '../api/src/plugins/app/agencies/import-run';
import { LocalStorage } from '../api/src/services/storage';
import { UploadService } from '../api/src/services/uploads';

const N = Number(process.env.BENCH_OFFERS ?? 40_000);
const KIND = process.env.BENCH_DB ?? 'pglite';
const PLACES = [
  ['Анталья', 'Аланья', 'Махмутлар'],
  ['Antalya', 'Alanya', 'Oba'],
  ['Анталья', 'Коньяалты', ''],
  ['Mersin', 'Mezitli', ''],
  ['İstanbul', 'Kadıköy', 'Moda'],
] as const;
const CATEGORIES = ['квартира', 'вилла', 'дом', 'пентхаус', 'участок', 'коммерческая'] as const;
const TEXT =
  'Просторная квартира в новом комплексе с бассейном, фитнес-центром и сауной. До моря 300 метров, рядом магазины, кафе и остановка. ' +
  'Квартира продаётся с мебелью и техникой, возможна рассрочка. Подходит для получения ВНЖ. Комплекс охраняется круглосуточно, ' +
  'есть закрытая парковка, детская площадка и сад. Отличный вариант для жизни у моря и для сдачи в аренду. ';

async function writeFeed(file: string): Promise<number> {
  const out = createWriteStream(file);
  const write = async (s: string) => {
    if (!out.write(s)) await once(out, 'drain');
  };
  await write('<?xml version="1.0" encoding="UTF-8"?>\n<realty-feed xmlns="http://webmaster.yandex.ru/schemas/feed/realty/2010-06">\n');
  await write('<generation-date>2026-11-23T10:00:00+03:00</generation-date>\n');
  for (let i = 0; i < N; i += 1) {
    const [region, city, district] = PLACES[i % PLACES.length]!;
    const category = CATEGORIES[i % CATEGORIES.length]!;
    await write(
      `<offer internal-id="bench-${i}"><type>${i % 4 === 0 ? 'аренда' : 'продажа'}</type><property-type>жилая</property-type><category>${category}</category>` +
        `<creation-date>2026-11-01T10:00:00+03:00</creation-date><location><country>Турция</country><region>${region}</region><district>${city}</district>` +
        `${district ? `<sub-locality-name>${district}</sub-locality-name>` : ''}<address>Ул. Ататюрка, ${i % 300}</address>` +
        `<latitude>${(36.5 + (i % 100) / 1000).toFixed(4)}</latitude><longitude>${(32 + (i % 100) / 1000).toFixed(4)}</longitude></location>` +
        `<sales-agent><name>Агент ${i % 20}</name><phone>+90 532 000 ${String(i % 10000).padStart(4, '0')}</phone><category>agency</category></sales-agent>` +
        `<price><value>${50_000 + ((i * 7919) % 900_000)}</value><currency>${['EUR', 'USD', 'TL', 'RUB'][i % 4]}</currency></price>` +
        `<area><value>${40 + (i % 200)}</value><unit>кв. м</unit></area><rooms>${1 + (i % 6)}</rooms><floor>${1 + (i % 10)}</floor><floors-total>12</floors-total>` +
        `<built-year>${2000 + (i % 26)}</built-year>${i % 3 ? `<eids-number>25${String(10_000_000 + i)}</eids-number>` : ''}` +
        `<description>${TEXT.slice(0, 190 + (i % 60))} Объект ${i}.</description></offer>\n`,
    );
  }
  await write('</realty-feed>\n');
  out.end();
  await once(out, 'finish');
  return (await stat(file)).size;
}

async function open(): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  if (KIND === 'pg') {
    const url = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/realty_bench_import';
    const u = new URL(url);
    const name = u.pathname.slice(1);
    u.pathname = '/postgres';
    const admin = postgres(u.toString(), { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "${name}"`);
    await admin.unsafe(`create database "${name}"`);
    await admin.end();
    return { database: await openDatabase({ url }), cleanup: async () => undefined };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'realty-bench-import-'));
  return { database: await openDatabase({ dataDir: dir }), cleanup: () => rm(dir, { recursive: true, force: true }) };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function measure(label: string, database: Database, file: string, userId: number, agencyId: number, bytes: number) {
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 50);
  const source = { userId, agencyId, format: 'yandex_xml' as const, filename: 'bench.xml', fullFeed: true };
  const id = await createRun(database, source);
  const started = performance.now();
  await executeRun({ database, uploads: new UploadService(new LocalStorage(os.tmpdir())), images: false }, id, source, async () => keep(file));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  // with --expose-gc (npm run bench:import passes it): what the heap holds once the run's garbage is collected
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const retained = gc ? `, heap after GC ${mb(process.memoryUsage().heapUsed)}` : '';
  const run = (await database.execute(`SELECT status, error, processed_rows, created_count, updated_count, unchanged_count, error_count FROM imports WHERE id = $1`, [id])).rows[0];
  console.log(
    `${label.padEnd(22)} ${String(run?.status).padEnd(6)} ${Number(run?.processed_rows)} offers in ${seconds.toFixed(1)} s = ${Math.round(Number(run?.processed_rows) / seconds)} offers/s, ` +
      `${(bytes / 1024 / 1024 / seconds).toFixed(1)} MB/s; created ${run?.created_count}, unchanged ${run?.unchanged_count}, failed ${run?.error_count}; ` +
      `peak RSS ${mb(peakRss)} (start ${mb(before.rss)}), peak heap ${mb(peakHeap)} (start ${mb(before.heapUsed)})${retained}${run?.error ? `; error ${run.error}` : ''}`,
  );
}

/** The feed's bytes, streamed (the file is read twice). */
async function* keep(file: string): AsyncGenerator<Uint8Array> {
  for await (const chunk of createReadStream(file, { highWaterMark: 64 * 1024 })) yield chunk as Buffer;
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'realty-bench-feed-'));
  const file = path.join(dir, 'feed.xml');
  const bytes = await writeFeed(file);
  console.log(`feed: ${N} offers, ${mb(bytes)}; database: ${KIND}; node ${process.version}; ${os.cpus().length} CPUs`);
  const { database, cleanup } = await open();
  try {
    await migrate(database);
    await seed(database, { listings: 0 });
    const user = await database.execute(`INSERT INTO users (name, email, password_hash, org_type) VALUES ('Bench', 'bench-import@example.test', 'x', 'corporate') RETURNING id`);
    const userId = Number(user.rows[0]?.id);
    const agency = await database.execute(`INSERT INTO agencies (owner_id, name, slug) VALUES ($1, 'Bench Realty', 'bench-realty') RETURNING id`, [userId]);
    const agencyId = Number(agency.rows[0]?.id);
    await measure('first import', database, file, userId, agencyId, bytes);
    await measure('re-import (unchanged)', database, file, userId, agencyId, bytes);
  } finally {
    await database.close();
    await cleanup();
    await rm(dir, { recursive: true, force: true });
  }
}

void main();
