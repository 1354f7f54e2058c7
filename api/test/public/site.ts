// The public site for a test file: the app on a fresh test database with the public fixture seeded, pages rendered
// with the stand-in shell under PUBLIC_ORIGIN. `usePublicSite((site) => ({ app, db, fx } = site))`.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { appForFile } from '../helper';
import { FIXTURES } from '../web/fixtures';
import { seedPublicFixture, type Fixture } from './fixture';

export const PUBLIC_ORIGIN = 'https://realty.example';

export interface PublicSite {
  app: FastifyInstance;
  db: Database;
  fx: Fixture;
}

/** Open the public site before the file's tests (`opened` keeps what they use) and close it after them. */
export function usePublicSite(opened: (site: PublicSite) => unknown): void {
  appForFile({ config: { shellDist: FIXTURES.shellDist, remotesDistRoot: FIXTURES.remotesDistRoot, publicUrl: PUBLIC_ORIGIN } }, async (app, db) =>
    opened({ app, db, fx: await seedPublicFixture(db) }),
  );
}
