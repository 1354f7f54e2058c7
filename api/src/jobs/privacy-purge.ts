/**
 * Deletes personal data past its retention period (services/privacy/purge.ts, periods in services/privacy/retention.ts)
 * every PRIVACY_PURGE_INTERVAL_HOURS (default 24; 0: off) on the job queue, across all instances.
 */
import type { PrivacyPurgeService } from '../plugins/app/account/privacy-purge';
import { periodicJob } from './schedule';

export const registerPrivacyPurgeJob = periodicJob((purge: PrivacyPurgeService, log) => ({
  name: 'privacy-purge',
  failed: 'privacy purge job failed',
  work: async () => {
    const result = await purge.run(new Date());
    if (Object.values(result).some((n) => n > 0)) log.info({ ...result }, 'personal data past its period purged');
  },
}));
