// Personal data (KVKK): the export of everything the site holds about the signed-in user (routes/api/profile/data.ts)
// and the daily purge of what is past its retention period (jobs/privacy-purge.ts).
import fp from 'fastify-plugin';
import type { AppOptions } from '../../app-options';
import { registerPrivacyPurgeJob } from '../../jobs/privacy-purge';
import { PersonalDataService } from '../../services/privacy/export';
import { PrivacyPurgeService } from '../../services/privacy/purge';

declare module 'fastify' {
  interface FastifyInstance {
    personalData: PersonalDataService;
    privacyPurge: PrivacyPurgeService;
  }
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    fastify.decorate('personalData', new PersonalDataService({ database: fastify.database, publicUrl: opts.config.publicUrl }));
    const purge = new PrivacyPurgeService({ database: fastify.database, uploads: fastify.uploads });
    fastify.decorate('privacyPurge', purge);
    registerPrivacyPurgeJob({
      jobs: fastify.jobs,
      purge,
      intervalHours: opts.config.privacyPurgeIntervalHours,
      log: { info: (obj, msg) => fastify.log.info(obj, msg), warn: (obj, msg) => fastify.log.warn(obj, msg) },
    });
  },
  { name: 'privacy', dependencies: ['database', 'jobs', 'uploads'] },
);
