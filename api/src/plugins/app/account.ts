// The signed-in user's side: the auth gate of the signed-in route folders, and the account services
// added for the profile pages (statistics, dashboard counts, saved-search alerts, e-mail changes confirmed by a
// link, account deletion).
//
// Gate: a signed-in route folder has an `autohooks.ts` that re-exports `signedInHooks`. @fastify/autoload
// applies it to every route of the folder and its subfolders (cascadeHooks):
//   onRequest   401 when signed out (before validation, so a visitor learns nothing about the input)
//   preHandler  403 when a validated `user_id` (query or body) is not the caller's own id
// Routes then read the caller with `me(request)` and throw `httpError(...)`/`fieldError(...)` for 4xx replies;
// the error handler translates the message keys (plugins/app/errors.ts).
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppOptions } from '../../app-options';
import { registerAlertsJob } from '../../jobs/alerts';
import { AccountDeletionService } from '../../services/account-deletion';
import { AlertService } from '../../services/alerts';
import { EmailChangeService } from '../../services/email-changes';
import { FavoriteService } from '../../services/favorites';
import { SavedSearchService } from '../../services/saved-searches';
import { UserListingService } from '../../services/user-listings';
import { ListingStatsService } from '../../services/listing-stats';
import type { UserRow } from '../../services/sessions';
import { httpError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    favorites: FavoriteService;
    savedSearches: SavedSearchService;
    userListings: UserListingService;
    listingStats: ListingStatsService;
    alerts: AlertService;
    emailChanges: EmailChangeService;
    accountDeletion: AccountDeletionService;
  }
  interface FastifyRequest {
    /** The signed-in user, set by the gate of a signed-in folder. */
    account: UserRow | null;
  }
}

/** The signed-in user of a gated route. */
export function me(request: FastifyRequest): UserRow {
  if (!request.account) throw httpError(401, 'unauthenticated');
  return request.account;
}

const userIdOf = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>).user_id : undefined;

/** The gate of a signed-in route folder (re-exported by its autohooks.ts). */
export async function signedInHooks(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRequest', async (request) => {
    const user = await request.currentUser();
    if (!user) throw httpError(401, 'unauthenticated');
    request.account = user;
  });
  fastify.addHook('preHandler', async (request) => {
    // After validation: a present user_id is a positive whole number here (422 otherwise).
    for (const id of [userIdOf(request.query), userIdOf(request.body)]) {
      if (typeof id === 'number' && id !== request.account?.id) throw httpError(403, 'forbidden');
    }
  });
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    fastify.decorateRequest('account', null);
    fastify.decorate('favorites', new FavoriteService(fastify.database.db));
    fastify.decorate('savedSearches', new SavedSearchService(fastify.database));
    fastify.decorate('userListings', new UserListingService(fastify.database));
    fastify.decorate('listingStats', new ListingStatsService(fastify.database));
    const alerts = new AlertService({
      database: fastify.database,
      mailer: fastify.mailer,
      publicUrl: opts.config.publicUrl,
      secret: opts.config.cookieSecret,
    });
    fastify.decorate('alerts', alerts);
    fastify.decorate(
      'emailChanges',
      new EmailChangeService({ db: fastify.database.db, users: fastify.users, mailer: fastify.mailer, publicUrl: opts.config.publicUrl }),
    );
    // The page of the e-mail change link carries a one-time token: never indexed.
    fastify.web.registerHeadProvider('confirmEmail', () => ({ noindex: true }));
    // The result page of an alert's unsubscribe link (routes/api/alerts/unsubscribe): nothing to index.
    fastify.web.registerHeadProvider('unsubscribe', () => ({ noindex: true }));
    fastify.decorate(
      'accountDeletion',
      new AccountDeletionService({ db: fastify.database.db, uploads: fastify.uploads, mailer: fastify.mailer }),
    );
    registerAlertsJob({
      jobs: fastify.jobs,
      alerts,
      intervalMinutes: opts.config.alertsIntervalMinutes,
      log: { info: (obj, msg) => fastify.log.info(obj, msg), warn: (obj, msg) => fastify.log.warn(obj, msg) },
    });
  },
  { name: 'account', dependencies: ['database', 'jobs', 'mail', 'session', 'uploads', 'web'] },
);
