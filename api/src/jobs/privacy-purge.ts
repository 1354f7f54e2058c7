/**
 * Deletes personal data past its retention period (services/privacy/purge.ts, periods in services/privacy/retention.ts):
 * runs every `intervalMs` (PRIVACY_PURGE_INTERVAL_HOURS, default 24 hours), first a few minutes after start.
 * Disabled in tests (they call `purge.run(now)`) and when the interval is 0.
 */
import type { PrivacyPurgeService } from '../services/privacy/purge';
import { schedule, type Job } from './schedule';
import { timedJob } from './metrics';

export interface PrivacyPurgeJobOptions {
  purge: PrivacyPurgeService;
  enabled: boolean;
  intervalMs: number;
  initialDelayMs?: number;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

export function startPrivacyPurgeJob(opts: PrivacyPurgeJobOptions): Job {
  const runOnce = async (): Promise<boolean> => {
    try {
      const result = await timedJob('privacy-purge', () => opts.purge.run(new Date()));
      if (Object.values(result).some((n) => n > 0)) opts.log.info({ ...result }, 'personal data past its period purged');
      return true;
    } catch (error) {
      opts.log.warn({ err: error }, 'privacy purge job failed');
      return false;
    }
  };
  if (!opts.enabled || opts.intervalMs <= 0) return { runOnce, stop: () => {} };
  const stop = schedule(() => void runOnce(), opts.initialDelayMs ?? 5 * 60_000, opts.intervalMs);
  return { runOnce, stop };
}
