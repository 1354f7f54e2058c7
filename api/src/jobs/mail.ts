/**
 * E-mail sending on the job queue: the app's services hand a message to `fastify.mailer`, which only adds a `mail`
 * job (one row on PostgreSQL), and a working instance sends it over SMTP or into the outbox. A request never waits
 * for the mail server, and a message the server refuses or cannot take now is tried again with backoff until it
 * goes, or stays as a dead letter the back office can send again (admin/jobs).
 */
import type { MailMessage, MailSender } from '../services/mail';
import type { JobQueue } from './queue';

/** Tries after the first one: with the default minute doubling, the last is about an hour after the first. */
export const MAIL_RETRY_LIMIT = 6;

export interface MailJobOptions {
  jobs: JobQueue;
  /** What really sends: SMTP or the outbox folder. */
  transport: MailSender;
  /** Seconds before the first retry (doubling after each). */
  retryDelaySeconds: number;
}

/** Declare the `mail` queue and return the sender the services use: it queues the message. */
export function registerMailJob(opts: MailJobOptions): MailSender {
  const { jobs, transport } = opts;
  jobs.define<MailMessage>('mail', async (message) => transport.send(message), {
    retryLimit: MAIL_RETRY_LIMIT,
    retryDelaySeconds: opts.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
  });
  return {
    send: (message) => jobs.send('mail', message),
  };
}
