// HTTP for the cluster test: plain requests to the instances, TLS to nginx (self-signed: not verified), and a
// browser-like session (cookies, the XSRF header on writes, a client address of its own through X-Forwarded-For).
import http from 'node:http';
import https from 'node:https';

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json<T = unknown>(): T;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  timeoutMs?: number;
}

const httpAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 64, rejectUnauthorized: false });

export function request(url: string, opts: RequestOptions = {}): Promise<Reply> {
  const target = new URL(url);
  const tls = target.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const req = (tls ? https : http).request(
      target,
      { method: opts.method ?? 'GET', headers: { host: 'realty.example.com', ...opts.headers }, agent: tls ? httpsAgent : httpAgent, timeout: opts.timeoutMs ?? 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const text = body.toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, json: <T>() => JSON.parse(text) as T });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout: ${opts.method ?? 'GET'} ${url}`)));
    req.on('error', reject);
    req.end(opts.body);
  });
}

let clients = 0;

/** One visitor: cookies kept across instances (the session lives in the database and Redis, not in an instance). */
export class Session {
  private readonly cookies = new Map<string, string>();
  readonly address: string;

  constructor() {
    clients += 1;
    this.address = `198.51.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
  }

  async send(base: string, path: string, opts: RequestOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.address, ...opts.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf && (opts.method ?? 'GET') !== 'GET') headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    const res = await request(`${base}${path}`, { ...opts, headers });
    for (const line of [res.headers['set-cookie'] ?? []].flat()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const [name, value] = [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()];
      if (!name) continue;
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  json(base: string, method: string, path: string, payload: unknown): Promise<Reply> {
    return this.send(base, path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
  }
}

/** A multipart/form-data body with one file field. */
export function multipart(field: string, file: { name: string; type: string; data: Buffer }): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----realtyscale${Date.now()}${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
