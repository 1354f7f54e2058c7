// E-mail on the job queue (MAIL_DELIVERY=queue, the default outside tests): a request only adds a `mail` job, a
// working instance sends it over SMTP, and a message the mail server refuses for now is tried again and delivered
// once (pg-boss on PostgreSQL, the in-process runner on PGlite). A real SMTP server (smtp-server) takes the mail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import { build, CookieJar } from '../helper';
import { send, signUp, withCsrf } from './helpers';

interface Received {
  to: string[];
  raw: string;
}

/** An SMTP server on a spare port that answers 451 (try again later) to the first `refuse` messages. */
async function smtpServer(refuse: number) {
  const received: Received[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refused < refuse) {
          refused += 1;
          callback(Object.assign(new Error('mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, refused: () => refused, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test('a mail is a job: the request only queues it, a refused message is tried again and arrives once', async (t) => {
  const smtp = await smtpServer(1);
  t.after(() => smtp.close());
  const app = await build(t, { env: { MAIL_DELIVERY: 'queue', SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '1' }, config: { runJobs: true } });
  await app.ready();
  assert.equal(app.jobs.working, true);
  const user = await signUp(app);
  const jar = await withCsrf(new CookieJar(app));

  const res = await send(jar, { method: 'POST', url: '/en/api/password/forgot', remoteAddress: '192.0.2.77', payload: { email: user.email } });
  assert.equal(res.statusCode, 200, res.body);
  await app.auth.settled();

  const toUser = () => smtp.received.filter((mail) => mail.to.includes(user.email));
  for (let i = 0; i < 200 && toUser().length === 0; i += 1) await sleep(100);
  assert.equal(smtp.refused(), 1, 'the first try was refused by the mail server');
  const [mail] = toUser();
  assert.ok(mail, 'the retry delivered the reset mail');
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  assert.match(text, /^Subject: .*Reset_your_password/m);
  assert.match(text, /\/en\/reset-password\?token=[A-Za-z0-9_-]{43}/);

  // sent once: no second copy turns up while the queue keeps working
  await sleep(2500);
  assert.equal(toUser().length, 1);
  const letters = await app.jobs.deadLetters(10);
  assert.deepEqual(letters.filter((letter) => letter.queue === 'mail'), []);
});

test('MAIL_DELIVERY=inline sends during the request, without a job', async (t) => {
  const smtp = await smtpServer(0);
  t.after(() => smtp.close());
  const app = await build(t, { env: { MAIL_DELIVERY: 'inline', SMTP_URL: smtp.url } });
  assert.equal(app.config.mailDelivery, 'inline');
  assert.equal(app.jobs.working, false, 'no instance works jobs here');
  const user = await signUp(app);
  const jar = await withCsrf(new CookieJar(app));
  const res = await send(jar, { method: 'POST', url: '/en/api/password/forgot', remoteAddress: '192.0.2.78', payload: { email: user.email } });
  assert.equal(res.statusCode, 200, res.body);
  await app.auth.settled();
  assert.equal(smtp.received.filter((mail) => mail.to.includes(user.email)).length, 1);
});
