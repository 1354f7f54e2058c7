// A loopback stand-in for a Redis that goes away: a TCP proxy to a real Redis whose mode a test switches.
//   up    forwards to the real Redis;
//   down  nothing listens on the port any more (connections are refused), open connections are cut;
//   hang  connections are accepted and never answered, and open ones stop answering (a stopped or
//         overloaded Redis, a half-dead network path).
// Used by test/hardening/redis-down.test.ts and scripts/bench-redis-down.ts.
import net from 'node:net';
import { Redis } from 'ioredis';

export type FlakyMode = 'up' | 'down' | 'hang';

export const REAL_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** True when a Redis answers at `url` (else the Redis tests skip). */
export async function redisAvailable(url = REAL_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, enableOfflineQueue: false, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

export class FlakyRedis {
  private server: net.Server | null = null;
  private readonly links = new Set<{ client: net.Socket; upstream: net.Socket | null }>();
  mode: FlakyMode = 'up';
  port = 0;

  constructor(private readonly target = new URL(REAL_REDIS_URL)) {}

  /** The URL the app is given (`db`: a database index of its own, so tests do not meet other users' keys). */
  url(db = 0): string {
    return `redis://127.0.0.1:${this.port}/${db}`;
  }

  async start(): Promise<this> {
    await this.listen();
    return this;
  }

  private listen(): Promise<void> {
    const server = net.createServer((client) => this.accept(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        const address = server.address();
        if (address && typeof address === 'object') this.port = address.port;
        resolve();
      });
    });
  }

  private accept(client: net.Socket): void {
    client.on('error', () => undefined);
    const link = { client, upstream: null as net.Socket | null };
    this.links.add(link);
    client.on('close', () => {
      link.upstream?.destroy();
      this.links.delete(link);
    });
    if (this.mode !== 'up') return; // hang: accepted, never answered
    const upstream = net.connect(Number(this.target.port || 6379), this.target.hostname);
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => client.destroy());
    link.upstream = upstream;
    client.pipe(upstream);
    upstream.pipe(client);
  }

  async setMode(mode: FlakyMode): Promise<void> {
    if (mode === this.mode) return;
    const before = this.mode;
    this.mode = mode;
    if (mode === 'hang') {
      // Open connections stay open and stop answering: what the client sends goes nowhere.
      for (const link of this.links) {
        link.client.unpipe();
        link.upstream?.unpipe();
        link.client.resume();
      }
    } else {
      for (const link of this.links) link.client.destroy();
    }
    if (mode === 'down' && this.server) {
      const server = this.server;
      this.server = null;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    if (mode !== 'down' && before === 'down') await this.listen();
  }

  async stop(): Promise<void> {
    for (const link of this.links) link.client.destroy();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
