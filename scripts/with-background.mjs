#!/usr/bin/env node
// Runs a command in the background while another runs in the foreground, for `npm test`: the site's production build
// (`BUILD_ONLY=1 node scripts/start.mjs`, which the Playwright suite needs) is made while the lint, unit and API tests
// run, which leave a CPU idle much of the time (they wait on databases, timers and child servers).
//   node scripts/with-background.mjs '<background command>' '<foreground command>'
// The foreground's output is shown as it comes; the background's is kept and shown, prefixed, once both are done.
// The exit status is the foreground's when it failed, else the background's. When the foreground fails, the
// background is stopped.
import { spawn } from 'node:child_process';

const [background, foreground] = process.argv.slice(2);
if (!background || !foreground) {
  console.error("usage: node scripts/with-background.mjs '<background command>' '<foreground command>'");
  process.exit(2);
}

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
/** A process group of its own, so stopping it stops the npm and webpack processes it starts. */
const back = spawn(background, { shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
const output = [];
back.stdout.on('data', (chunk) => output.push(chunk));
back.stderr.on('data', (chunk) => output.push(chunk));
const stopBackground = () => {
  try {
    process.kill(-back.pid, 'SIGTERM');
  } catch {
    // already finished
  }
};
// Interrupted (Ctrl-C, a CI timeout): the background's own group does not get the terminal's signal.
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => (stopBackground(), process.exit(130)));
const backDone = new Promise((resolve) => back.on('exit', (code, signal) => resolve({ code, signal, at: seconds() })));

const front = spawn(foreground, { shell: true, stdio: 'inherit' });
const frontCode = await new Promise((resolve) => front.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

if (frontCode !== 0) stopBackground();
const { code, signal, at } = await backDone;
const text = Buffer.concat(output).toString('utf8').trimEnd();
console.log(`[background] ${background}: ${signal ? `stopped (${signal})` : `exit ${code}`} after ${at}`);
if (text) console.log(text.replace(/^/gm, '[background] '));
process.exit(frontCode !== 0 ? frontCode : code === 0 ? 0 : 1);
