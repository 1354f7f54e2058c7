// Notices of the messages domain (issue 30): the notice settings, Web Push (subscriptions, the `push` job, pushes for
// the live events 'message' and 'viewing') and the new-message e-mail job. Decorates `fastify.notices`.
import fp from 'fastify-plugin';
import type { AppOptions } from '../../../app-options';
import { registerMessageNoticesJob } from '../../../jobs/message-notices';
import type { Job } from '../../../jobs/schedule';
import { sendMessageNotices } from './message-mail';
import { PushService, type PushPayload } from './push';
import { NoticeSettingsService } from './settings';

export { PushService, type PushPayload } from './push';
export { NoticeSettingsService, DEFAULT_NOTICE_SETTINGS } from './settings';

export interface Notices {
  settings: NoticeSettingsService;
  push: PushService;
  /** The new-message e-mail job (tests call runOnce). */
  messageMails: Job;
  /** Push for saved-search matches and price drops (beside their e-mails); never throws. */
  pushAlert(userId: number, kind: 'searches' | 'price_drops', payload: PushPayload): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notices: Notices;
  }
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    const { config } = opts;
    const log = { warn: (obj: object, msg: string) => fastify.log.warn(obj, msg), info: (obj: object, msg: string) => fastify.log.info(obj, msg) };
    const settings = new NoticeSettingsService(fastify.database, { secret: config.cookieSecret, publicUrl: config.publicUrl });
    const push = new PushService({ database: fastify.database, jobs: fastify.jobs, vapid: config.vapid, insecureTls: config.pushInsecureTls, caFile: config.pushCaFile, log });
    // New messages and viewing changes reach the other party's browsers even when no page of the site is open.
    fastify.live.onPublish((userIds, event) => {
      if (event.type === 'message') return push.enqueue(userIds, { kind: 'messages', event });
      if (event.type === 'viewing') return push.enqueue(userIds, { kind: 'viewings', event });
      return undefined;
    });
    const messageMails = registerMessageNoticesJob(
      () => sendMessageNotices({ database: fastify.database, mailer: fastify.mailer, settings, publicUrl: config.publicUrl, log }),
      { jobs: fastify.jobs, everySeconds: config.messageNoticesIntervalMinutes * 60, log },
    );
    fastify.decorate('notices', {
      settings,
      push,
      messageMails,
      pushAlert: (userId, kind, payload) => push.enqueue([userId], { kind, payload }),
    } satisfies Notices);
  },
  { name: 'notices', dependencies: ['live', 'jobs', 'mail', 'database'] },
);
