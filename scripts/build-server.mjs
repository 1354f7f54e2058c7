#!/usr/bin/env node
// `npm run build:server`: compiles the api (TypeScript) to plain JavaScript in api/dist, so `npm start` runs
// `node api/dist/server.js` with nothing transpiled at run time (no tsx in production).
//
// esbuild, one output file per source file (the autoload folders plugins/ and routes/ are read from disk, so the
// layout stays the same), code shared by several of them split into api/dist/chunks/. npm packages stay imports;
// @realty/shared (TypeScript sources) is compiled in. `import.meta.url` in a source file stands for the place the
// file has in api/dist (`api/dist/web/static.js` for `api/src/web/static.ts`) even when its code lands in a
// chunk, so paths relative to it (api/public, api/package.json, the repository root) resolve as in the sources;
// the migrations are copied next to db/client.js.
import { cpSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'api/src');
const dist = path.join(root, 'api/dist');

/** Every non-test TypeScript file under api/src. */
export function sourceFiles(dir = src) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (/\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) && !full.includes(`${path.sep}test${path.sep}`)) files.push(full);
  }
  return files;
}

/** Newest mtime of the server's inputs (api/src and shared/src), to tell whether api/dist is stale. */
export function newestInput(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestInput(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export function serverIsStale(base = root) {
  let built;
  try {
    built = statSync(path.join(base, 'api/dist/server.js')).mtimeMs;
  } catch {
    return 'not built';
  }
  const inputs = Math.max(newestInput(path.join(base, 'api/src')), newestInput(path.join(base, 'shared/src')));
  return inputs > built ? 'sources changed' : null;
}

const sharedAndExternals = {
  name: 'externals',
  setup(pluginBuild) {
    // npm packages are imported at run time; the workspace's @realty/shared is TypeScript and is compiled in.
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@realty/shared') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
    pluginBuild.onLoad({ filter: /[\\/]api[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const contents = await readFile(args.path, 'utf8');
      if (!contents.includes('import.meta.url')) return undefined;
      const place = path.relative(src, args.path).replace(/\\/g, '/').replace(/\.ts$/, '.js');
      const url = `((u) => u.slice(0, u.lastIndexOf('/dist/')) + ${JSON.stringify(`/dist/${place}`)})(import.meta.url)`;
      return { contents: contents.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

export async function buildServer() {
  rmSync(dist, { recursive: true, force: true });
  await build({
    entryPoints: sourceFiles(),
    outdir: dist,
    outbase: src,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [sharedAndExternals],
    // Some packages are CommonJS; an ESM bundle gives them a `require` of their own.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  cpSync(path.join(src, 'db/migrations'), path.join(dist, 'db/migrations'), { recursive: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer();
  console.log(`[build:server] api/dist in ${Date.now() - started} ms`);
}
