/**
 * Ends paid promotions whose period is over (plugins/app/billing `expire`) every PROMOTIONS_INTERVAL_MINUTES (default 5;
 * 0: off) on the job queue, across all instances. Readers also ignore a promotion past its `ends_at`, so a badge
 * never outlives its period by more than the clock; the job records the end (`ended`).
 */
import type { BillingService } from '../plugins/app/billing/service';
import { countedWork, periodicJob } from './schedule';

export const registerPromotionsJob = periodicJob((billing: BillingService, log) => ({
  name: 'promotions',
  failed: 'promotions job failed',
  work: countedWork(log, 'ended', 'promotions ended', () => billing.expire(new Date())),
}));
