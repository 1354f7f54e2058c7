#!/usr/bin/env node
// `npm run dev`: the api (port 3000) and every front-end package on its own webpack dev server.
// Open http://localhost:3100/tr — the shell's dev server proxies /api, /{lang}/api and /sanctum to the api and
// serves a remotes.json that points at the remotes' dev servers (3101-3105), so each remote reloads on its own.
import { spawn } from 'node:child_process';

const PACKAGES = [
  ['api', '@realty/api'],
  ['shell', 'shell'],
  ['catalog', 'mf-catalog'],
  ['listing', 'mf-listing'],
  ['profile', 'mf-profile'],
  ['blog', 'mf-blog'],
  ['auth', 'mf-auth'],
];
const only = process.argv.slice(2);
const selected = only.length ? PACKAGES.filter(([label, pkg]) => only.includes(label) || only.includes(pkg)) : PACKAGES;
const COLORS = [36, 33, 32, 35, 34, 31, 90];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const children = selected.map(([label, pkg], index) => {
  // Own process group, so stopping also ends the dev server npm started (npm does not always forward signals).
  const child = spawn(npm, ['run', 'dev', '-w', pkg], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' }, detached: true });
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

console.log('Site: http://localhost:3100/tr  (api http://localhost:3000, remotes on 3101-3105)');
