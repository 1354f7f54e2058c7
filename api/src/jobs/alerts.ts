/**
 * Saved-search alerts (services/alerts.ts) on the job queue, once every ALERTS_INTERVAL_MINUTES (default 10; 0: off)
 * across all instances. Instant alerts go out on each run, daily and weekly digests when due.
 */
import type { AlertService } from '../plugins/app/account/alerts';
import { periodicJob } from './schedule';

export const registerAlertsJob = periodicJob((alerts: AlertService, log) => ({
  name: 'alerts',
  failed: 'alert job failed',
  work: async () => {
    const result = await alerts.run();
    if (result.searchMails || result.favoriteMails) log.info({ ...result }, 'alerts sent');
  },
}));
