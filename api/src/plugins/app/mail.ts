// `fastify.mailer`: SMTP (SMTP_URL) or the .eml outbox folder (OUTBOX_DIR) plus the log.
import fp from 'fastify-plugin';
import type { AppOptions } from '../../app';
import { Mailer } from '../../services/mail';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    const { config } = opts;
    fastify.decorate(
      'mailer',
      new Mailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, log: fastify.log }),
    );
  },
  { name: 'mail' },
);
