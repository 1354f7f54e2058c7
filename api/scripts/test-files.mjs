// The API's test files, for `npm test` (all of them) and `npm run test:pg` (`--database`: only the files that reach
// test/db.ts through their relative imports, the ones whose outcome can differ between PGlite and PostgreSQL; the rest
// (pure helpers, config, deploy files) already ran in the PGlite pass).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATABASE_MODULE = path.join(root, 'test', 'db.ts');

function testFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...testFiles(full));
    else if (name.endsWith('.test.ts')) out.push(full);
  }
  return out;
}

/** The module a relative specifier names (`./x`, `./x.ts`, `./x/index.ts`), or null. */
function resolveRelative(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const sources = new Map();
/** A module's text, read once (the import walk and the TEST_DATABASE_URL check both read test files). */
function sourceOf(file) {
  if (!sources.has(file)) sources.set(file, readFileSync(file, 'utf8'));
  return sources.get(file);
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const reaches = new Map();

/** Whether `file` imports test/db.ts, directly or through other relative modules. */
function reachesDatabase(file, seen = new Set()) {
  if (file === DATABASE_MODULE) return true;
  if (reaches.has(file)) return reaches.get(file);
  if (seen.has(file)) return false;
  seen.add(file);
  let found = false;
  for (const match of sourceOf(file).matchAll(IMPORT)) {
    const target = resolveRelative(file, match[1] ?? match[2]);
    if (target && reachesDatabase(target, seen)) {
      found = true;
      break;
    }
  }
  reaches.set(file, found);
  return found;
}

const onlyDatabase = process.argv.includes('--database');
const files = ['test', 'src'].flatMap((dir) => testFiles(path.join(root, dir))).sort();
// A file that reads TEST_DATABASE_URL itself (a replica, the queue) counts too.
const usesDatabase = (f) => reachesDatabase(f) || sourceOf(f).includes('TEST_DATABASE_URL');
const chosen = onlyDatabase ? files.filter(usesDatabase) : files;
process.stdout.write(chosen.map((f) => path.relative(root, f)).join('\n') + '\n');
