// `fastify.mailer`: what the services send mail through. MAIL_DELIVERY=queue (the default): a `mail` job on the job
// queue (jobs/mail.ts), sent by a working instance; inline (tests): sent during the request. Either way the message
// goes over SMTP (SMTP_URL) or into the .eml outbox folder (OUTBOX_DIR).
import fp from 'fastify-plugin';
import type { AppOptions } from '../../app-options';
import { registerMailJob } from '../../jobs/mail';
import { Mailer, type MailSender } from '../../services/mail';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: MailSender;
  }
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    const { config } = opts;
    const transport = new Mailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, log: fastify.log });
    // the queue's handler is declared either way: mails queued by other instances are sent by this one when it works jobs
    const queued = registerMailJob({ jobs: fastify.jobs, transport, retryDelaySeconds: config.mailRetrySeconds });
    fastify.decorate('mailer', config.mailDelivery === 'queue' ? queued : transport);
  },
  { name: 'mail', dependencies: ['jobs'] },
);
