import { openPglite, wrapPglite, migrate } from '../src/db/client';
import { seedForTests } from '../src/db/seed';
async function main() {
const t0 = Date.now();
const pg = await openPglite('memory://');
const db = wrapPglite(pg);
await migrate(db); await seedForTests(db);
await pg.exec('CHECKPOINT');
console.log('build', Date.now() - t0);
const gz = await pg.dumpDataDir('gzip');
const none = await pg.dumpDataDir('none');
console.log('sizes', gz.size, none.size);
await pg.close();
for (const [name, blob] of [['gzip', gz], ['none', none], ['gzip', gz], ['none', none]] as const) {
  const t = Date.now();
  const p = await openPglite('memory://', blob);
  await p.query('select 1');
  const t2 = Date.now();
  await p.close();
  console.log(name, t2 - t, 'close', Date.now() - t2);
}
}
void main();
