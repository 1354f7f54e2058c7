/**
 * Background processing of large listing photos and journal covers (plugins/app/listing/photo-queue.ts) on the job queue:
 * an upload sends a `photos` job naming its row (one job per row waiting at a time: a 'stately' queue keyed by the
 * row id), which any working instance can run since the original waits in the shared storage. Storage trouble is
 * retried with backoff; every minute a `photos-sweep` (once across instances) re-sends jobs for rows still waiting,
 * e.g. uploads accepted while the queue was unreachable.
 */
import type { PhotoQueue } from '../plugins/app/listing/photo-queue';
import type { JobQueue } from './queue';
import type { JobLog } from './schedule';

export interface PhotoProcessingJobOptions {
  jobs: JobQueue;
  queue: PhotoQueue;
  log: JobLog;
}

export function registerPhotoProcessingJob(opts: PhotoProcessingJobOptions): void {
  const { jobs, queue, log } = opts;
  jobs.define<{ id: number }>('photos', async ({ id }) => queue.processOne(id), { perKey: true, retryLimit: 3, retryDelaySeconds: 10 });
  jobs.define('photos-sweep', async () => {
    const sent = await queue.sweep();
    if (sent) log.info({ sent }, 'photo jobs sent again for waiting uploads');
  });
  jobs.every('photos-sweep', 60);
  queue.onQueued = async (id) => {
    try {
      await jobs.send('photos', { id }, { singletonKey: String(id) });
    } catch (error) {
      // the upload is kept: the sweep sends its job once the queue answers again
      log.warn({ err: error, upload: id }, 'photo job not sent');
    }
  };
}
