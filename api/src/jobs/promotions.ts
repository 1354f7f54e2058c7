/**
 * Ends paid promotions whose period is over (services/billing `expire`): runs every `intervalMs`
 * (PROMOTIONS_INTERVAL_MINUTES, default 5 minutes), first shortly after start. Readers also ignore a promotion past
 * its `ends_at`, so a badge never outlives its period by more than the clock; the job records the end (`ended`).
 * Disabled in tests (they call `expire(now)`) and when the interval is 0.
 */
import type { BillingService } from '../services/billing/service';
import { schedule, type Job } from './schedule';
import { timedJob } from './metrics';

export interface PromotionsJobOptions {
  billing: BillingService;
  enabled: boolean;
  intervalMs: number;
  initialDelayMs?: number;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

export function startPromotionsJob(opts: PromotionsJobOptions): Job & { runOnce(): Promise<boolean> } {
  const runOnce = async (): Promise<boolean> => {
    try {
      const ended = await timedJob('promotions', () => opts.billing.expire(new Date()));
      if (ended) opts.log.info({ ended }, 'promotions ended');
      return true;
    } catch (error) {
      opts.log.warn({ err: error }, 'promotions job failed');
      return false;
    }
  };
  if (!opts.enabled || opts.intervalMs <= 0) return { runOnce, stop: () => {} };
  const stop = schedule(() => void runOnce(), opts.initialDelayMs ?? 20_000, opts.intervalMs);
  return { runOnce, stop };
}
