/**
 * The administrator role, from the command line (issue 17: the role is never given over HTTP):
 *   npm run admin -w @realty/api -- grant user@example.com
 *   npm run admin -w @realty/api -- revoke user@example.com
 * Uses DATABASE_URL when set, else PGlite in DATA_DIR/pglite (see src/config.ts), like the other db commands.
 * The change is written to the audit log with no actor (the command line).
 */
import { loadConfig } from '../config';
import { changeRole } from '../plugins/app/admin/roles';
import { migrate, openDatabase } from './client';

const USAGE = 'usage: npm run admin -w @realty/api -- grant|revoke <e-mail>';

async function main(): Promise<void> {
  const [command, email, ...extra] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !email || extra.length > 0) throw new Error(USAGE);
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDir });
  try {
    await migrate(database);
    const role = command === 'grant' ? 'admin' : 'user';
    const result = await changeRole(database.db, email, role);
    if (!result.ok) {
      throw new Error(result.reason === 'invalidEmail' ? `not an e-mail address: ${email}` : `no user with the e-mail ${email}`);
    }
    if (result.before === result.after) {
      console.log(`${result.email} already has the role ${role} (${database.kind})`);
      return;
    }
    console.log(`${result.email}: role ${result.before} -> ${result.after} (${database.kind})`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
