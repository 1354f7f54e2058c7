// Running deploy/nginx/realty.conf with this machine's nginx in a temp folder: the tests change only the file's
// paths and ports (`rewrite`, each replacement must match) and include it from a small main nginx.conf that stands
// in for Debian's.
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { TestContext } from 'node:test';

/** An executable on PATH or in the sbin folders (nginx lives in /usr/sbin, not on every user's PATH). */
export function which(name: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/local/sbin', '/usr/sbin', '/sbin'];
  for (const dir of dirs.filter(Boolean)) {
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return undefined;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Replace each `from` (which must occur in the text, else the shipped file changed under the test) with `to`. */
export function rewrite(text: string, replacements: [from: string, to: string][]): string {
  let out = text;
  for (const [from, to] of replacements) {
    assert.ok(out.includes(from), `the nginx config no longer contains ${JSON.stringify(from)}: update the test's rewrites`);
    out = out.split(from).join(to);
  }
  return out;
}

/** Where the shipped site runs here: certificate and web root folders, the two api upstreams' and nginx's ports. */
export interface LocalSite {
  tls: string;
  srv: string;
  upstreams: [number, number];
  httpPort: number;
  httpsPort: number;
}

/** deploy/nginx/realty.conf with this machine's folders (state in `<dir>/state`) and loopback ports, as `<dir>/realty.conf`. */
export function writeShippedSite(dir: string, site: LocalSite): void {
  const shipped = readFileSync(path.resolve(import.meta.dirname, '../../../deploy/nginx/realty.conf'), 'utf8');
  const local = rewrite(shipped, [
    ['/etc/letsencrypt/live/realty.example.com/', `${site.tls}/`],
    ['/srv/realty/', `${site.srv}/`],
    ['/var/lib/nginx/', `${dir}/state/`],
    ['server 127.0.0.1:3001 ', `server 127.0.0.1:${site.upstreams[0]} `],
    ['server 127.0.0.1:3002 ', `server 127.0.0.1:${site.upstreams[1]} `],
    ['listen 80;', `listen 127.0.0.1:${site.httpPort};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${site.httpsPort} ssl http2;`],
  ]);
  writeFileSync(path.join(dir, 'realty.conf'), local);
}

/**
 * Debian's /etc/nginx/nginx.conf without the parts that belong to the installed service (user, pid, logs, temp
 * folders), including `<dir>/realty.conf` inside `http { }` as Debian's includes sites-enabled/.
 */
export function writeMainConf(nginx: string, dir: string): void {
  const confPath = /--conf-path=(\S+)/.exec(spawnSync(nginx, ['-V'], { encoding: 'utf8' }).stderr)?.[1] ?? '/etc/nginx/nginx.conf';
  mkdirSync(path.join(dir, 'temp'));
  mkdirSync(path.join(dir, 'state'));
  const temp = (name: string) => `${name}_temp_path ${dir}/temp/${name};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes 1;
events { worker_connections 256; }
http {
    include ${path.join(path.dirname(confPath), 'mime.types')};
    default_type application/octet-stream;
    access_log off;
    ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
    include ${dir}/realty.conf;
}
`,
  );
}

/** A self-signed certificate for realty.example.com in `<dir>/tls` (fullchain.pem, privkey.pem); returns the folder. */
export function makeCertificate(dir: string): string {
  const openssl = which('openssl');
  assert.ok(openssl, 'openssl is not installed');
  const tls = path.join(dir, 'tls');
  mkdirSync(tls);
  const cert = spawnSync(openssl, ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=realty.example.com',
    '-keyout', path.join(tls, 'privkey.pem'), '-out', path.join(tls, 'fullchain.pem')], { encoding: 'utf8' });
  assert.equal(cert.status, 0, cert.stderr);
  return tls;
}

/** nginx's options for the configuration written in `dir` (writeMainConf, writeShippedSite). */
export const nginxArgs = (dir: string): string[] => ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];

/** nginx running the configuration in `dir`, stopped (SIGQUIT) after the test; `stderr()` is what it printed so far. */
export function runNginx(nginx: string, dir: string, t: Pick<TestContext, 'after'>): { server: ChildProcess; stderr: () => string } {
  const server = spawn(nginx, nginxArgs(dir), { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  t.after(async () => {
    server.kill('SIGQUIT');
    await exited;
  });
  return { server, stderr: () => stderr };
}
