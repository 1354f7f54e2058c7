// The public site for a test file: the app on a fresh test database with the public fixture seeded, pages rendered
// with the stand-in shell under PUBLIC_ORIGIN. `before(async () => ({ app, db, fx } = await openPublicSite()))`.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { createTestDatabase } from '../db';
import { build } from '../helper';
import { FIXTURES } from '../web/fixtures';
import { seedPublicFixture, type Fixture } from './fixture';

export const PUBLIC_ORIGIN = 'https://realty.example';

export interface PublicSite {
  app: FastifyInstance;
  db: Database;
  fx: Fixture;
}

export async function openPublicSite(): Promise<PublicSite> {
  const db = await createTestDatabase();
  const app = await build(undefined, {
    database: db,
    config: { shellDist: FIXTURES.shellDist, remotesDistRoot: FIXTURES.remotesDistRoot, publicUrl: PUBLIC_ORIGIN },
  });
  return { app, db, fx: await seedPublicFixture(db) };
}

export async function closePublicSite({ app, db }: Pick<PublicSite, 'app' | 'db'>): Promise<void> {
  await app.close();
  await db.close();
}
