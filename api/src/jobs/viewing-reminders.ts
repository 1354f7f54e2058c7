/**
 * Viewing reminders (plugins/app/viewings) on the job queue, once every VIEWING_REMINDERS_INTERVAL_MINUTES (default
 * 15; 0: off) across all instances: both parties of a confirmed viewing 20 to 28 hours ahead get one mail. Safe on
 * several instances and on retries: each viewing is claimed by one UPDATE … WHERE reminded_at IS NULL.
 */
import type { ViewingService } from '../plugins/app/viewings/service';
import { countedWork, periodicJob } from './schedule';

export const registerViewingRemindersJob = periodicJob((viewings: ViewingService, log) => ({
  name: 'viewing-reminders',
  failed: 'viewing reminder job failed',
  work: countedWork(log, 'mails', 'viewing reminders sent', () => viewings.remind()),
}));
