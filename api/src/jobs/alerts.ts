/**
 * Scheduled saved-search alerts (services/alerts.ts): runs every `intervalMs` (ALERTS_INTERVAL_MINUTES,
 * default 10 minutes), first shortly after start. Instant alerts go out on each run, daily and weekly
 * digests when due. Disabled in tests (they call `runOnce`) and when the interval is 0.
 */
import type { AlertRunResult, AlertService } from '../services/alerts';
import { schedule, type Job } from './schedule';
import { timedJob } from './metrics';

export interface AlertsJobOptions {
  alerts: AlertService;
  enabled: boolean;
  intervalMs: number;
  initialDelayMs?: number;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

export function startAlertsJob(opts: AlertsJobOptions): Job & { runOnce(): Promise<boolean>; last?: AlertRunResult } {
  const runOnce = async (): Promise<boolean> => {
    try {
      const result = await timedJob('alerts', () => opts.alerts.run());
      if (result.searchMails || result.favoriteMails) opts.log.info({ ...result }, 'alerts sent');
      return true;
    } catch (error) {
      opts.log.warn({ err: error }, 'alert job failed');
      return false;
    }
  };
  if (!opts.enabled || opts.intervalMs <= 0) return { runOnce, stop: () => {} };
  const stop = schedule(() => void runOnce(), opts.initialDelayMs ?? 30_000, opts.intervalMs);
  return { runOnce, stop };
}
