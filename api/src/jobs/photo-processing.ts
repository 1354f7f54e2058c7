/**
 * Background processing of large listing photos (services/photos/queue.ts): a run starts as soon as an upload is
 * queued, and every `intervalMs` (60 s) one picks up whatever is left (uploads accepted before a restart). One run at
 * a time; sharp does the pixel work on its own threads, so requests keep being served. Disabled in tests (they call
 * `runOnce`).
 */
import type { PhotoQueue } from '../services/photos/queue';
import { schedule, type Job } from './schedule';
import { timedJob } from './metrics';

export interface PhotoProcessingJobOptions {
  queue: PhotoQueue;
  enabled: boolean;
  intervalMs: number;
  initialDelayMs?: number;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

export function startPhotoProcessingJob(opts: PhotoProcessingJobOptions): Omit<Job, 'runOnce'> & { runOnce(): Promise<number> } {
  const runOnce = async (): Promise<number> => {
    try {
      const handled = await timedJob('photos', () => opts.queue.runOnce());
      if (handled) opts.log.info({ handled }, 'photos processed');
      return handled;
    } catch (error) {
      opts.log.warn({ err: error }, 'photo processing failed');
      return 0;
    }
  };
  if (!opts.enabled) return { runOnce, stop: () => {} };
  let stopped = false;
  opts.queue.onQueued = () => {
    // after the reply: the upload's request is not kept waiting
    if (!stopped) setImmediate(() => void runOnce());
  };
  const unschedule = schedule(() => void runOnce(), opts.initialDelayMs ?? 5_000, opts.intervalMs);
  return {
    runOnce,
    stop: () => {
      stopped = true;
      opts.queue.onQueued = () => {};
      unschedule();
    },
  };
}
