// The account domain's api module (`fastify.<service>` for the routes of register, login, logout, password, user,
// profile, email-change, saved-searches, realty/favorite, realty/filter/save, alerts/unsubscribe, user/*):
// sign-up, sign-in and password reset (auth.ts), favourites, saved searches and their alerts, own listings and their
// statistics, e-mail changes confirmed by a link, account deletion, and personal data (KVKK): the export and the
// daily purge of what is past its retention period. Its services live in this folder; @fastify/autoload loads only
// this index (keep the folder flat: a subfolder would be loaded as plugins of its own).
// The session, the signed-in gate (`signedInHooks`, `me`, `requireUser`) and the users stay kernel-level
// (plugins/app/session.ts): every domain's routes use them.
import fp from 'fastify-plugin';
import type { InitialSession } from '@realty/shared/page-data';
import { FAVORITES_PAGE_SIZE } from '@realty/shared/contracts/account';
import type { AppOptions } from '../../../app-options';
import { registerAlertsJob } from '../../../jobs/alerts';
import { registerPrivacyPurgeJob } from '../../../jobs/privacy-purge';
import { AccountDeletionService } from './account-deletion';
import { AlertService } from './alerts';
import { AuthService } from './auth';
import { EmailChangeService } from './email-changes';
import { FavoriteService } from './favorites';
import { ListingStatsService } from './listing-stats';
import { PersonalDataService } from './privacy-export';
import { personalDataHtml } from './privacy-export-html';
import { PrivacyPurgeService } from './privacy-purge';
import { SavedSearchService } from './saved-searches';
import { UserListingService } from './user-listings';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-up, sign-in and password reset. */
    auth: AuthService;
    favorites: FavoriteService;
    savedSearches: SavedSearchService;
    userListings: UserListingService;
    listingStats: ListingStatsService;
    alerts: AlertService;
    emailChanges: EmailChangeService;
    accountDeletion: AccountDeletionService;
    personalData: PersonalDataService;
    /** The export as a readable HTML page in `lang`. */
    personalDataHtml: typeof personalDataHtml;
    privacyPurge: PrivacyPurgeService;
  }
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    // Writes that change the public listing replies (profile (photo, name, agent fields) and own listings' status) drop the reply cache.
    fastify.replyCache.dropAfterWritesUnder('/api/profile', '/api/user/list');
    const { config } = opts;
    const db = fastify.database.db;
    const log = { info: (obj: object, msg: string) => fastify.log.info(obj, msg), warn: (obj: object, msg: string) => fastify.log.warn(obj, msg) };
    const auth = new AuthService({ db, users: fastify.users, sessions: fastify.sessions, throttle: fastify.loginThrottle, mailer: fastify.mailer, publicUrl: config.publicUrl });
    fastify.decorate('auth', auth);
    // Reset mails started after their reply go out before the database closes.
    fastify.addHook('onClose', async () => auth.settled());

    fastify.decorate('favorites', new FavoriteService(fastify.database));
    fastify.decorate('savedSearches', new SavedSearchService(fastify.database));
    const listingStats = new ListingStatsService(fastify.database);
    fastify.decorate('listingStats', listingStats);
    fastify.decorate('userListings', new UserListingService(fastify.database, listingStats));
    const alerts = new AlertService({
      database: fastify.database,
      mailer: fastify.mailer,
      publicUrl: config.publicUrl,
      secret: config.cookieSecret,
      // plugins/app/notices loads after this plugin; the job runs once every plugin is there
      push: (userId, kind, payload) => fastify.notices.pushAlert(userId, kind, payload),
    });
    fastify.decorate('alerts', alerts);
    registerAlertsJob(alerts, { jobs: fastify.jobs, everySeconds: config.alertsIntervalMinutes * 60, log });
    fastify.decorate('emailChanges', new EmailChangeService({ db, users: fastify.users, mailer: fastify.mailer, publicUrl: config.publicUrl }));
    fastify.decorate('accountDeletion', new AccountDeletionService({ db, uploads: fastify.uploads, mailer: fastify.mailer }));

    fastify.decorate('personalData', new PersonalDataService({ database: fastify.database, publicUrl: config.publicUrl }));
    fastify.decorate('personalDataHtml', personalDataHtml);
    const purge = new PrivacyPurgeService({ database: fastify.database, uploads: fastify.uploads });
    fastify.decorate('privacyPurge', purge);
    registerPrivacyPurgeJob(purge, { jobs: fastify.jobs, everySeconds: config.privacyPurgeIntervalHours * 3600, log });

    // The account pages: their frame rendered on the server for the signed-in user (their data loads in the browser).
    for (const page of ['profile', 'profileInfo', 'profileMy', 'profileSaved', 'profileSearch', 'confirmEmail'] as const) {
      fastify.web.pages.register(page, { ssr: true });
    }
    // profile/favorites with its first page of cards inlined (the LCP of that page is a card photo).
    fastify.web.pages.register('profileFavorites', {
      ssr: true,
      load: async ({ request, lang }) => {
        const user = await request.currentUser();
        if (!user) return { status: 401 };
        const data = await fastify.favorites.cards(user.id, { page: 1, perPage: FAVORITES_PAGE_SIZE, sort: 'added' }, lang);
        return { data, maxAge: 0 };
      },
    });
    // A signed-in visitor's page is rendered on the server for them (header, favourite marks): their user and favourite
    // ids are inlined beside the page reply, so the browser hydrates from the same state. Such a page is never kept by
    // a shared cache (web/index.ts: no page cache key with a session; Cache-Control private).
    fastify.web.registerHeadProvider('*', async ({ request }) => {
      const user = await request.currentUser();
      const session: InitialSession | null = user ? { user: fastify.users.serialize(user), favorites: await fastify.favorites.listingIds(user.id) } : null;
      return { data: { session } };
    });
    // The page of the e-mail change link carries a one-time token: never indexed.
    fastify.web.registerHeadProvider('confirmEmail', () => ({ noindex: true }));
    // The result page of an alert's unsubscribe link (routes/api/alerts/unsubscribe): nothing to index.
    fastify.web.registerHeadProvider('unsubscribe', () => ({ noindex: true }));
  },
  { name: 'account', dependencies: ['reply-cache', 'database', 'jobs', 'mail', 'lang', 'session', 'throttle', 'uploads', 'web'] },
);
