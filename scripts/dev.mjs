#!/usr/bin/env node
// `npm run dev`: the api (port 3000) and every front-end package on its own webpack dev server.
// Open http://localhost:3100/tr — the shell's dev server proxies the API paths (/api, /{lang}/api, /sanctum, /uploads,
// the journal's RSS) to API_ORIGIN (default the api above, http://localhost:3000) and serves a remotes.json that points
// at the remotes' dev servers (3101-3106), so each remote reloads on its own. Each remote's dev server proxies the
// same paths, so its standalone pages (http://localhost:3104/en/journal) show real data too.
// `npm run dev shell blog` starts only those (e.g. with API_ORIGIN=https://staging.example instead of a local api).
import { spawn } from 'node:child_process';

const PACKAGES = [
  ['api', '@realty/api'],
  ['shell', 'shell'],
  ['catalog', 'mf-catalog'],
  ['listing', 'mf-listing'],
  ['profile', 'mf-profile'],
  ['blog', 'mf-blog'],
  ['auth', 'mf-auth'],
  ['admin', 'mf-admin'],
];
const only = process.argv.slice(2);
const selected = only.length ? PACKAGES.filter(([label, pkg]) => only.includes(label) || only.includes(pkg)) : PACKAGES;
const COLORS = [36, 33, 32, 35, 34, 31, 90, 96];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// DEV_PORT moves one dev server (`DEV_PORT=3204 npm run dev -w mf-blog`); here every package keeps its own port.
const { DEV_PORT: _devPort, ...inherited } = process.env;
const childEnv = { ...inherited, FORCE_COLOR: '1' };

const children = selected.map(([label, pkg], index) => {
  // Own process group, so stopping also ends the dev server npm started (npm does not always forward signals).
  const child = spawn(npm, ['run', 'dev', '-w', pkg], { stdio: ['ignore', 'pipe', 'pipe'], env: childEnv, detached: true });
  const prefix = `\x1b[${COLORS[index % COLORS.length]}m${label.padEnd(8)}\x1b[0m|`;
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix} ${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    process.stdout.write(`${prefix} exited (${signal ?? code})\n`);
    if (!stopping) stop(code ?? 1);
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || child.pid === undefined) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

console.log(`Site: http://localhost:3100/tr  (API ${process.env.API_ORIGIN || 'http://localhost:3000'}, remotes on 3101-3106)`);
