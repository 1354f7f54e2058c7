// Live messages benchmark (issue 30 budget: "a message reaches the other party's open page within 1 s at p95 with
// 200 open connections on one instance"). One API instance built from source on a fresh test database (PGlite, or
// PostgreSQL with TEST_DATABASE_URL), listening on a real port. BENCH_STREAMS (200) users, in pairs: one sells a
// listing, the other has written to it (POST /api/conversations over HTTP, before the timing starts). Every user opens
// GET /api/events over a real socket. Then BENCH_ROUNDS rounds: in each, every user sends one message to the other
// party of their thread, POST /api/conversations/{id}/messages over HTTP with the session cookie and the X-XSRF-TOKEN
// header (at most BENCH_CONCURRENCY POSTs in flight). Timed: just before the POST → the 'message' event for that thread
// on the other party's stream (the event's message_id is checked against the POST's reply). Budget: p95 ≤ 1 s; the
// script exits 1 when it is over (or an event is lost).
//
// The app's send limits (plugins/app/messages/limits.ts, no config for them) are kept: every user is a sender, and sends
// BENCH_ROUNDS messages (the buyer one more, the thread's first), so BENCH_ROUNDS ≤ 29 (30 messages / 10 min); one new
// thread per buyer (10 / hour) and per listing (50 / day).
//
// With BENCH_REDIS_URL (e.g. redis://127.0.0.1:6379/11) the same rounds run again across two instances on that Redis
// and on the same database: streams on B, messages POSTed to A (the cross-instance pub/sub path). The limits then count
// in Redis: the run clears the bench users' message counters there first (fresh databases reuse the same user ids).
//
//   npm run bench:live
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:live
//   BENCH_REDIS_URL=redis://127.0.0.1:6379/11 npm run bench:live
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../api/src/app';
import { type RedisLiveHub } from '../api/src/plugins/app/live/index';
import { MESSAGE_LIMITS } from '../api/src/plugins/app/messages/limits';
import { XSRF_COOKIE, XSRF_HEADER } from '../api/src/plugins/app/csrf';
import { SESSION_COOKIE } from '../api/src/services/sessions';
import { createTestDatabase } from '../api/test/db';
import { testConfig } from '../api/test/helper';
import { insertListing } from '../api/test/accounts/helpers';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? STREAMS);
const REDIS_URL = process.env.BENCH_REDIS_URL;
const BUDGET_MS = 1000;

if (STREAMS < 2 || STREAMS % 2 !== 0) throw new Error('BENCH_STREAMS must be an even number ≥ 2 (users come in pairs)');
if (ROUNDS < 1 || ROUNDS + 1 > MESSAGE_LIMITS.messages.max) throw new Error(`BENCH_ROUNDS must be 1..${MESSAGE_LIMITS.messages.max - 1} (the per-sender message limit)`);

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

interface User {
  id: number;
  /** Session and XSRF cookies, as a browser sends them. */
  cookie: string;
  xsrf: string;
  /** The one thread this user is a party of, and its other party. */
  thread: number;
  other: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function request(port: number, method: string, url: string, headers: Record<string, string>, body?: unknown): Promise<{ status: number; body: string; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      { host: '127.0.0.1', port, method, path: url, agent, headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, setCookie: res.headers['set-cookie'] ?? [] }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const post = (port: number, user: Pick<User, 'cookie' | 'xsrf'>, url: string, body: unknown) =>
  request(port, 'POST', url, { cookie: user.cookie, [XSRF_HEADER]: user.xsrf }, body);

/**
 * The pairs: users and sessions straight into the database (registering 200 users would time the password hash), the
 * XSRF cookie from GET /sanctum/csrf-cookie and each buyer's first message (which opens the thread) over HTTP.
 */
async function pairs(app: FastifyInstance, port: number): Promise<User[]> {
  const signedIn: Omit<User, 'thread' | 'other'>[] = [];
  for (let i = 0; i < STREAMS; i++) {
    const { rows } = await app.database.execute(
      `INSERT INTO users (name, lastname, email, password_hash, org_type) VALUES ('Bench', 'User', $1, 'x', 'private') RETURNING id`,
      [`bench-live-${i}-${Date.now()}@example.test`],
    );
    const id = Number(rows[0]?.id);
    const { token } = await app.sessions.create(id);
    const session = `${SESSION_COOKIE}=${token}`;
    const res = await request(port, 'GET', '/sanctum/csrf-cookie', { cookie: session });
    const xsrf = res.setCookie.map((c) => new RegExp(`^${XSRF_COOKIE}=([^;]*)`).exec(c)?.[1]).find(Boolean);
    if (!xsrf) throw new Error(`no ${XSRF_COOKIE} cookie (${res.status})`);
    signedIn.push({ id, cookie: `${session}; ${XSRF_COOKIE}=${xsrf}`, xsrf: decodeURIComponent(xsrf) });
  }
  const out: User[] = [];
  for (let i = 0; i < STREAMS; i += 2) {
    const seller = signedIn[i]!;
    const buyer = signedIn[i + 1]!;
    const listing = await insertListing(app, seller.id);
    const res = await post(port, buyer, '/en/api/conversations', { realty_id: listing, text: 'Hello, is it still for sale?' });
    if (res.status !== 201) throw new Error(`POST /api/conversations answered ${res.status}: ${res.body}`);
    const thread = (JSON.parse(res.body) as { data: { conversation_id: number } }).data.conversation_id;
    out.push({ ...seller, thread, other: buyer.id }, { ...buyer, thread, other: seller.id });
  }
  return out;
}

interface Stream {
  req: http.ClientRequest;
  onMessage: (handler: (event: { conversation_id: number; message_id: number }) => void) => void;
}

function stream(port: number, cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const own = new http.Agent({ keepAlive: false });
    const req = http.get({ host: '127.0.0.1', port, path: '/api/events', agent: own, headers: { cookie, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      let handler: (event: { conversation_id: number; message_id: number }) => void = () => undefined;
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (!data) continue;
          const event = JSON.parse(data) as { type?: string; conversation_id: number; message_id: number };
          if (event.type === 'message') handler(event);
        }
      });
      resolve({ req, onMessage: (h) => (handler = h) });
    });
    req.on('error', reject);
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** At most `limit` of `tasks` running at once. */
async function pool(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, async () => {
    while (next < tasks.length) await tasks[next++]!();
  }));
}

async function run(label: string, senderPort: number, listenerPort: number, people: User[]): Promise<boolean> {
  const streams = await Promise.all(people.map((u) => stream(listenerPort, u.cookie)));
  // receiver:thread → the pending send (one per round and direction); arrivals before the POST's reply are matched
  // to its message id afterwards.
  const pending = new Map<string, { t0: number; arrived?: { at: number; messageId: number } }>();
  const latencies: number[] = [];
  let wrongIds = 0;
  let failed = 0;
  let waiting = 0;
  let roundDone: () => void = () => undefined;
  streams.forEach((s, i) =>
    s.onMessage((event) => {
      const entry = pending.get(`${people[i]!.id}:${event.conversation_id}`);
      if (!entry || entry.arrived) return;
      entry.arrived = { at: performance.now(), messageId: event.message_id };
      waiting -= 1;
      if (waiting === 0) roundDone();
    }),
  );
  const sent = new Map<string, number>(); // receiver:thread → message id from the POST's reply
  let busy = 0; // ms from a round's first POST to its last arrival, summed: the delivered rate
  for (let round = 1; round <= ROUNDS; round++) {
    const started = performance.now();
    pending.clear();
    sent.clear();
    waiting = people.length;
    const done = new Promise<void>((resolve) => (roundDone = resolve));
    await pool(
      people.map((user) => async () => {
        const key = `${user.other}:${user.thread}`;
        pending.set(key, { t0: performance.now() });
        const res = await post(senderPort, user, `/en/api/conversations/${user.thread}/messages`, { text: `Round ${round} from ${user.id}` });
        if (res.status !== 201) {
          failed += 1;
          if (failed <= 3) console.error(`POST answered ${res.status}: ${res.body}`);
          return;
        }
        sent.set(key, (JSON.parse(res.body) as { data: { message: { id: number } } }).data.message.id);
      }),
      CONCURRENCY,
    );
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    busy += performance.now() - started;
    for (const [key, entry] of pending) {
      if (!entry.arrived) continue;
      if (entry.arrived.messageId !== sent.get(key)) wrongIds += 1;
      else latencies.push(entry.arrived.at - entry.t0);
    }
  }
  streams.forEach((s) => s.req.destroy());
  const sorted = latencies.sort((a, b) => a - b);
  const lost = people.length * ROUNDS - sorted.length;
  const p95 = pct(sorted, 95);
  const ok = p95 <= BUDGET_MS && lost === 0;
  console.log(
    `${label}: ${people.length} streams, ${ROUNDS} rounds, ${CONCURRENCY} POSTs in flight, ${sorted.length} messages received ` +
      `(${lost} lost: ${failed} POSTs failed, ${wrongIds} wrong ids): p50 ${pct(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ` +
      `max ${(sorted.at(-1) ?? 0).toFixed(1)} ms, ${Math.round((sorted.length / busy) * 1000)} messages/s — ${ok ? 'within' : 'OVER'} budget (p95 ≤ ${BUDGET_MS} ms)`,
  );
  return ok;
}

async function main(): Promise<void> {
  const a = await open(undefined);
  let ok = false;
  try {
    console.log(`database: ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
    const people = await pairs(a.app, a.port);
    ok = await run('one instance', a.port, a.port, people);
    if (REDIS_URL) {
      // Two instances on one Redis and one database: streams on B, messages POSTed to A.
      const ra = await open(REDIS_URL, a.app.database);
      const rb = await open(REDIS_URL, a.app.database);
      try {
        await Promise.all([(ra.app.live as RedisLiveHub).start(), (rb.app.live as RedisLiveHub).start()]);
        for (const u of people) await ra.app.throttleStore.clear(`${MESSAGE_LIMITS.messages.name}:user:${u.id}`);
        ok = (await run('two instances over Redis (POST on A → stream on B)', ra.port, rb.port, people)) && ok;
      } finally {
        await ra.close();
        await rb.close();
      }
    }
  } finally {
    agent.destroy();
    await a.close();
  }
  process.exitCode = ok ? 0 : 1;
}

await main();
