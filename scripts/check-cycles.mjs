// Import cycles (issue 25, CONTRIBUTING.md "Code"): every TypeScript source of the api, the kernel (shared), the
// shell and the remotes is parsed with dpdm, type-only imports included (a type cycle still ties two modules
// together), and any cycle fails the check except the root store's: root.store.ts creates the domain stores, which
// take the root they belong to (MobX's root-store pattern, DESIGN.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRIES = ['api/src/**/*.ts', 'shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'];
/** The one allowed cycle: the root store and the stores it creates. */
const ALLOWED = (cycle) => cycle.includes('shared/src/stores/root.store.ts') && cycle.every((file) => file.startsWith('shared/src/stores/'));

const started = performance.now();
const tree = await parseDependencyTree(ENTRIES, {
  context: root,
  cwd: root,
  transform: false,
  skipDynamicImports: false,
  tsconfig: undefined,
  exclude: /node_modules|\/dist\//,
});
const cycles = parseCircular(tree);
const bad = cycles.filter((cycle) => !ALLOWED(cycle));
const files = Object.keys(tree).filter((file) => !file.includes('node_modules')).length;
for (const cycle of bad) console.error(`cycle: ${[...cycle, cycle[0]].join(' -> ')}`);
console.log(`[cycles] ${files} files, ${cycles.length - bad.length} allowed (root store), ${bad.length} not allowed, ${Math.round(performance.now() - started)} ms`);
process.exit(bad.length ? 1 : 0);
