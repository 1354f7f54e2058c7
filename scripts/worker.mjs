// `npm run worker`: compile the server to api/dist when its sources changed (like `npm start`), then run the job
// worker, `node api/dist/worker.js`, which works the job queue in a process of its own (API instances then run with
// RUN_JOBS=false). On embedded PGlite `npm start` already runs the jobs: the data directory is one process's.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverIsStale } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const reason = serverIsStale();
if (reason) {
  console.log(`[worker] compiling the server to api/dist (${reason})`);
  await buildServer();
}
const child = spawn(process.execPath, ['api/dist/worker.js'], { cwd: root, stdio: 'inherit', env: { NODE_ENV: 'production', ...process.env } });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
