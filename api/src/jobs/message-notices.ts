/**
 * E-mail notices of new messages (plugins/app/notices/message-mail.ts) on the job queue, once every
 * MESSAGE_NOTICES_INTERVAL_MINUTES (default 5; 0: off) across all instances.
 */
import { periodicJob } from './schedule';

export const registerMessageNoticesJob = periodicJob((run: () => Promise<number>, log) => ({
  name: 'message-notices',
  failed: 'message notice job failed',
  work: async () => {
    const mails = await run();
    if (mails) log.info({ mails }, 'message notices sent');
  },
}));
