#!/usr/bin/env node
// `npm ci` refuses our lock on this project's machines ("Missing: @swc/core-darwin-arm64@ from lock file"):
// the registry they reach serves only Linux builds of platform packages, so npm never writes the other
// platforms' optional packages into package-lock.json (see also npm/cli#4828, #8320), while `npm ci` still
// expects an entry for every optional dependency. This adds each missing one as an optional entry pinned to
// the exact version its parent asks for; `npm ci` then skips those it cannot install, as it does for any
// optional package. Run it after every `npm install` that changes the lock: `node scripts/lock-platforms.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;
const EXACT = /^\d+\.\d+\.\d+(-[\w.]+)?$/;

/** Whether npm finds `name` from the package at `from` (its own node_modules, then each parent's, then the root). */
function resolves(from, name) {
  let dir = from;
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

const added = [];
for (const [path, entry] of Object.entries({ ...packages })) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(path, name)) continue;
    if (!EXACT.test(range)) {
      console.warn(`! ${name}@${range} (from ${path || 'root'}) is not an exact version; left out`);
      continue;
    }
    packages[`node_modules/${name}`] = { version: range, optional: true };
    added.push(`${name}@${range}`);
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${added.length} optional platform package(s) added to package-lock.json`);
