// Issue 11 item 6: forgot-password must not tell by its reply time whether an address has an account.
// The account lookup, the token and the mail run after the reply: the reply comes back while they are
// still waiting (here: held back on purpose), for a known and an unknown address alike.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build, CookieJar } from '../helper';
import { readOutbox } from '../../src/services/mail';
import { send, signUp, withCsrf } from '../accounts/helpers';

test('forgot-password replies before looking the address up or sending the mail', async (t) => {
  const app = await build(t);
  const user = await signUp(app);
  const jar = await withCsrf(new CookieJar(app));
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const lookup = app.users.byEmail.bind(app.users);
  const lookups = t.mock.method(app.users, 'byEmail', async (email: string) => {
    await gate;
    return lookup(email);
  });
  const timeout = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref());
  for (const [i, email] of [user.email, 'nobody-at-all@example.com'].entries()) {
    const reply = send(jar, { method: 'POST', url: '/en/api/password/forgot', remoteAddress: `192.0.2.${150 + i}`, payload: { email } });
    const first = await Promise.race([reply, timeout(5000)]);
    assert.notEqual(first, 'timeout', `${email}: the reply waited for the account lookup`);
    const res = await reply;
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { message: 'If an account exists for this e-mail, we have sent a link to reset the password.' });
  }
  assert.deepEqual((await readOutbox(app.config.outboxDir)).filter((mail) => mail.to.includes(user.email)), []);
  release();
  await app.auth.settled();
  assert.equal(lookups.mock.callCount(), 2);
  const mails = (await readOutbox(app.config.outboxDir)).filter((mail) => mail.to.includes(user.email));
  assert.equal(mails.length, 1, 'the known address gets its mail after the reply');
});
