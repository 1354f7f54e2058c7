// New-message e-mails: one per thread and recipient, in their language, with the listing, sender, excerpt and link;
// not again within 15 minutes; nothing for read messages, own messages, email_messages off or deleted accounts; the
// signed unsubscribe link turns email_messages off without sign-in.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build } from '../helper';
import { insertListing, signUp } from '../accounts/helpers';
import { readOutbox } from '../../src/services/mail';
import { insertMessage, insertThread } from './helpers';

test('message notice e-mails', async (t) => {
  const app = await build(t);
  const outbox = app.config.outboxDir;
  const seller = await signUp(app);
  const buyer = await signUp(app, { name: 'Maria', lastname: 'Petrova' });
  await app.database.execute(`UPDATE users SET locale = CASE WHEN id = $1 THEN 'en' ELSE 'tr' END::lang WHERE id IN ($1, $2)`, [seller.user.id, buyer.user.id]);
  const listing = await insertListing(app, seller.user.id);
  const thread = await insertThread(app, buyer.user.id, seller.user.id, listing);
  const before = (await readOutbox(outbox)).length;
  /** `minutes` pass: the thread's messages and notices move back in time. */
  const rewind = async (minutes: number) => {
    await app.database.execute(`UPDATE conversation_reads SET last_mailed_at = last_mailed_at - make_interval(mins => $2) WHERE conversation_id = $1`, [thread, minutes]);
    await app.database.execute(`UPDATE conversation_messages SET created_at = created_at - make_interval(mins => $2) WHERE conversation_id = $1`, [thread, minutes]);
  };

  await insertMessage(app, thread, buyer.user.id, 'Hello, is the flat still for sale?');
  await insertMessage(app, thread, buyer.user.id, 'Can I see it on Saturday?');
  assert.ok(await app.notices.messageMails.runOnce());
  let mails = (await readOutbox(outbox)).slice(before);
  assert.equal(mails.length, 1, 'one mail for two messages, none to the sender');
  const mail = mails[0]!;
  assert.equal(mail.to, seller.email);
  assert.equal(mail.subject, `New message from Maria P.: Test flat ${listing}`);
  assert.match(mail.text, /Can I see it on Saturday\?/);
  assert.match(mail.text, new RegExp(`http://localhost:3000/en/profile/messages/${thread}`));
  assert.match(mail.raw, /List-Unsubscribe:\s+<http:\/\/localhost:3000\/en\/api\/notifications\/unsubscribe\?kind=messages/);

  // within 15 minutes: no second mail, even for a new message
  await insertMessage(app, thread, buyer.user.id, 'Hello?');
  await app.notices.messageMails.runOnce();
  assert.equal((await readOutbox(outbox)).length - before, 1);
  // 15 minutes later, the new message mails again; once read, nothing
  await rewind(16);
  await app.notices.messageMails.runOnce();
  mails = (await readOutbox(outbox)).slice(before);
  assert.equal(mails.length, 2);
  assert.match(mails[1]!.text, /Hello\?/);
  await rewind(16);
  await app.notices.messageMails.runOnce();
  assert.equal((await readOutbox(outbox)).length - before, 2, 'nothing new since the last mail');

  // the buyer (Turkish) gets a reply; several runs at once send one mail
  const reply = await insertMessage(app, thread, seller.user.id, 'Evet, cumartesi uygun.');
  await Promise.all([app.notices.messageMails.runOnce(), app.notices.messageMails.runOnce(), app.notices.messageMails.runOnce()]);
  mails = (await readOutbox(outbox)).slice(before);
  assert.equal(mails.length, 3);
  assert.equal(mails[2]!.to, buyer.email);
  assert.match(mails[2]!.subject, /size yazdı/);

  // read: nothing; email_messages off: nothing; deleted: nothing
  await app.database.execute(`UPDATE conversation_reads SET last_mailed_at = NULL, last_read_id = $2 WHERE conversation_id = $1 AND user_id = $3`, [thread, reply, buyer.user.id]);
  await app.notices.messageMails.runOnce();
  assert.equal((await readOutbox(outbox)).length - before, 3);
  await app.database.execute(`UPDATE conversation_reads SET last_mailed_at = NULL, last_read_id = 0`);
  await app.notices.settings.update(buyer.user.id, { email_messages: false });
  await app.database.execute(`UPDATE users SET deleted_at = now() WHERE id = $1`, [seller.user.id]);
  await app.notices.messageMails.runOnce();
  assert.equal((await readOutbox(outbox)).length - before, 3);
});

test('the signed unsubscribe link turns email_messages off; a forged one does not', async (t) => {
  const app = await build(t);
  const alice = await signUp(app);
  const url = new URL(app.notices.settings.unsubscribeUrl('en', 'messages', alice.user.id));
  const forged = await app.inject({ url: `${url.pathname}?kind=messages&id=${alice.user.id}&sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` });
  assert.equal(forged.statusCode, 303);
  assert.match(String(forged.headers.location), /result=invalid/);
  assert.equal((await app.notices.settings.get(alice.user.id)).email_messages, true);
  const res = await app.inject({ url: `${url.pathname}${url.search}` });
  assert.equal(res.statusCode, 303);
  assert.match(String(res.headers.location), /^\/en\/.*result=done&kind=messages/);
  assert.equal((await app.notices.settings.get(alice.user.id)).email_messages, false);
  const viewings = new URL(app.notices.settings.unsubscribeUrl('en', 'viewings', alice.user.id));
  const post = await app.inject({ method: 'POST', url: `${viewings.pathname}${viewings.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
  assert.equal(post.statusCode, 200, post.body);
  assert.equal((await app.notices.settings.get(alice.user.id)).email_viewings, false);
});
