// The back office (issue 17): the administrators' gate and the audit log.
//
// Gate: every route folder under routes/api/admin/** has an `autohooks.ts` that re-exports `adminHooks`
// (routes/api/admin/autohooks.ts covers the whole tree through cascadeHooks):
//   onRequest   401 when signed out, 403 when the signed-in user is not an administrator
// Handlers read the administrator with `me(request)` and record what they change with `fastify.audit.record(...)`.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../../../app-options';
import { AuditService } from './audit';
import { JournalAdminService } from './journal';
import { ModerationService } from './moderation';
import { AdminSummaryService } from './summary';
import { AdminUserService } from './users';
import { VerificationService } from './verification';
import { httpError } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditService;
    adminSummary: AdminSummaryService;
    moderation: ModerationService;
    verification: VerificationService;
    adminUsers: AdminUserService;
    journalAdmin: JournalAdminService;
  }
}

/** The gate of the back-office route folders (re-exported by routes/api/admin/autohooks.ts). */
export async function adminHooks(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRequest', async (request) => {
    const user = await request.currentUser();
    if (!user) throw httpError(401, 'unauthenticated');
    if (user.role !== 'admin') throw httpError(403, 'forbidden');
    request.account = user;
  });
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    // Writes that change the public listing replies (moderation, verification, blocked users, payments) drop the reply cache.
    fastify.replyCache.dropAfterWritesUnder('/api/admin');
    const database = fastify.database;
    const audit = new AuditService(database.db);
    fastify.decorate('audit', audit);
    fastify.decorate('adminSummary', new AdminSummaryService(database));
    fastify.decorate('moderation', new ModerationService({ database, audit, mailer: fastify.mailer, publicUrl: opts.config.publicUrl }));
    fastify.decorate('verification', new VerificationService({ database, audit }));
    fastify.decorate('adminUsers', new AdminUserService({ database, audit }));
    fastify.decorate('journalAdmin', new JournalAdminService({ database, audit, siteOrigin: opts.config.publicUrl }));
  },
  { name: 'admin', dependencies: ['reply-cache', 'database', 'account', 'mail', 'uploads'] },
);
