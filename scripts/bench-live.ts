// Live events benchmark (issue 30): one API instance (built from source, like the other benches, on a fresh test
// database), BENCH_STREAMS (200) signed-in users each with an open GET /api/events stream over a real socket; then
// BENCH_ROUNDS rounds, each publishing one 'message' event to every user, and the time from publish to the frame's
// arrival on that user's stream. Budget: p95 ≤ 1 s.
//
// Events are published with `fastify.live.publish` — what the conversations API calls after it stores a message
// (that API is built in parallel; the database write before the publish is not measured here).
// With BENCH_REDIS_URL (e.g. redis://127.0.0.1:6379/11) the same run goes through Redis pub/sub: two instances on
// that Redis, the streams on B and the events published on A (the cross-instance path).
//
//   npm run bench:live
//   BENCH_REDIS_URL=redis://127.0.0.1:6379/11 npm run bench:live
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../api/src/app';
import { type RedisLiveHub } from '../api/src/plugins/app/live/index';
import { SESSION_COOKIE } from '../api/src/services/sessions';
import { createTestDatabase } from '../api/test/db';
import { testConfig } from '../api/test/helper';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const REDIS_URL = process.env.BENCH_REDIS_URL;
const BUDGET_MS = 1000;

async function open(redisUrl: string | undefined, database?: Awaited<ReturnType<typeof createTestDatabase>>) {
  const tmp = await mkdtemp(path.join(tmpdir(), 'realty-bench-live-'));
  const db = database ?? (await createTestDatabase());
  const app = await buildApp({ config: testConfig(tmp, redisUrl ? { REDIS_URL: redisUrl } : {}), database: db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  return {
    app,
    port,
    close: async () => {
      await app.close();
      if (!database) await db.close();
      await rm(tmp, { recursive: true, force: true });
    },
  };
}

/** STREAMS users with a session each (straight into the database: registering 200 users would time the password hash). */
async function users(app: FastifyInstance): Promise<{ id: number; cookie: string }[]> {
  const out: { id: number; cookie: string }[] = [];
  for (let i = 0; i < STREAMS; i++) {
    const { rows } = await app.database.execute(
      `INSERT INTO users (name, lastname, email, password_hash, org_type) VALUES ('Bench', 'User', $1, 'x', 'private') RETURNING id`,
      [`bench-live-${i}-${Date.now()}@example.test`],
    );
    const id = Number(rows[0]?.id);
    const { token } = await app.sessions.create(id);
    out.push({ id, cookie: `${SESSION_COOKIE}=${token}` });
  }
  return out;
}

interface Stream {
  req: http.ClientRequest;
  onFrame: (handler: (data: string) => void) => void;
}

function stream(port: number, cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const agent = new http.Agent({ keepAlive: false });
    const req = http.get({ host: '127.0.0.1', port, path: '/api/events', agent, headers: { cookie, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      let handler: (data: string) => void = () => undefined;
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (data) handler(data);
        }
      });
      resolve({ req, onFrame: (h) => (handler = h) });
    });
    req.on('error', reject);
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function run(label: string, publisher: FastifyInstance, listenerPort: number, people: { id: number; cookie: string }[]) {
  const streams = await Promise.all(people.map((u) => stream(listenerPort, u.cookie)));
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let pending = 0;
  let roundDone: () => void = () => undefined;
  streams.forEach((s) =>
    s.onFrame((data) => {
      const key = /"message_id":(\d+)/.exec(data)?.[1] + ':' + /"conversation_id":(\d+)/.exec(data)?.[1];
      const t0 = sentAt.get(key);
      if (t0 === undefined) return;
      latencies.push(performance.now() - t0);
      pending -= 1;
      if (pending === 0) roundDone();
    }),
  );
  for (let round = 1; round <= ROUNDS; round++) {
    const done = new Promise<void>((resolve) => (roundDone = resolve));
    pending = people.length;
    for (const user of people) {
      sentAt.set(`${user.id}:${round}`, performance.now());
      await publisher.live.publish([user.id], { type: 'message', conversation_id: round, message_id: user.id });
    }
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  streams.forEach((s) => s.req.destroy());
  const sorted = latencies.sort((a, b) => a - b);
  const lost = people.length * ROUNDS - sorted.length;
  const p95 = pct(sorted, 95);
  console.log(
    `${label}: ${people.length} streams, ${ROUNDS} rounds, ${sorted.length} events received (${lost} lost): ` +
      `p50 ${pct(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms — ${p95 <= BUDGET_MS && lost === 0 ? 'within' : 'OVER'} budget (p95 ≤ ${BUDGET_MS} ms)`,
  );
  return p95 <= BUDGET_MS && lost === 0;
}

async function main(): Promise<void> {
  const a = await open(undefined);
  let ok = false;
  try {
    const people = await users(a.app);
    ok = await run('in-process', a.app, a.port, people);
    if (REDIS_URL) {
      // Two instances on one Redis and one database: streams on B, events published on A.
      const ra = await open(REDIS_URL, a.app.database);
      const rb = await open(REDIS_URL, a.app.database);
      try {
        await Promise.all([(ra.app.live as RedisLiveHub).start(), (rb.app.live as RedisLiveHub).start()]);
        ok = (await run('redis (A → B)', ra.app, rb.port, people)) && ok;
      } finally {
        await ra.close();
        await rb.close();
      }
    }
  } finally {
    await a.close();
  }
  process.exitCode = ok ? 0 : 1;
}

await main();
