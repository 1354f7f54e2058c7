// The viewings' api module (issue 30): `fastify.viewings` (service.ts) for routes/api/viewings: requests of 1–3
// Istanbul-time slots in a conversation, the seller's (or agency owner's) answer, the buyer's cancellation, the
// calendar of confirmed viewings and their .ics invitations, and the reminder job the day before
// (jobs/viewing-reminders.ts). Mails go through `fastify.mailer`, live events through `fastify.live`.
import fp from 'fastify-plugin';
import type { AppOptions } from '../../../app-options';
import { registerViewingRemindersJob } from '../../../jobs/viewing-reminders';
import type { Job } from '../../../jobs/schedule';
import { viewingErrors } from './errors';
import { ViewingMails } from './mails';
import { ViewingService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    viewings: ViewingService;
    /** The reminder job; tests call `viewingReminders.runOnce()`. */
    viewingReminders: Job;
  }
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    const { config } = opts;
    const log = { info: (obj: object, msg: string) => fastify.log.info(obj, msg), warn: (obj: object, msg: string) => fastify.log.warn(obj, msg) };
    const mails = new ViewingMails(fastify.database, fastify.mailer, config.publicUrl, (lang, userId) =>
      fastify.notices.settings.unsubscribeUrl(lang, 'viewings', userId),
    );
    const viewings = new ViewingService({
      database: fastify.database,
      mails,
      errors: viewingErrors,
      publish: (userIds, event) => fastify.live.publish(userIds, event),
      blockBetween: (writer, other) => fastify.conversations.blockBetween(writer, other),
      log,
    });
    fastify.decorate('viewings', viewings);
    fastify.decorate('viewingReminders', registerViewingRemindersJob(viewings, { jobs: fastify.jobs, everySeconds: config.viewingRemindersIntervalMinutes * 60, log }));
  },
  { name: 'viewings', dependencies: ['database', 'jobs', 'mail', 'live', 'notices', 'conversations'] },
);
