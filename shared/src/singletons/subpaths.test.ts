// The kernel subpaths that are bundled into each remote using them (not shared modules): a relative import of a kernel
// file from there would give that remote a second copy of a store, a context or a primitive, so they import the
// singleton by its package name. Only their own files and test-only JSON may be imported by relative path.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SUBPATHS = ['filter', 'maps', 'messaging', 'sections'];
const src = path.resolve(__dirname, '..');

it.each(SUBPATHS)('@realty/shared/%s imports the kernel by package name only', (subpath) => {
  const dir = path.join(src, subpath);
  const offenders = readdirSync(dir)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) =>
      [...readFileSync(path.join(dir, file), 'utf8').matchAll(/from '(\.\.\/[^']+)'/g)].map((match) => `${file}: ${match[1]}`),
    );
  expect(offenders).toEqual([]);
});

it('the root entry does not re-export the subpaths (they would land in the singleton again)', () => {
  const index = readFileSync(path.join(src, 'index.ts'), 'utf8');
  for (const subpath of SUBPATHS) expect(index).not.toContain(`'./${subpath}'`);
});
