// The retention periods (services/privacy/retention.ts) enforced by the purge service, called with a chosen `now`:
// what is past its period goes (or is erased), the rest stays. The privacy policy names every period.
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { build } from '../helper';
import { insertListing, signUp } from '../accounts/helpers';
import { RETENTION } from '../../src/plugins/app/account/privacy-retention';

const DAY = 24 * 3600_000;

/** An app, its database, the `now` the purge is run at, and an ISO time `days` before it. */
async function purgeAt(t: TestContext) {
  const app = await build(t);
  const now = new Date();
  return { app, db: app.database, now, ago: (days: number) => new Date(now.getTime() - days * DAY).toISOString() };
}

test('the purge removes what is past its period and keeps the rest', async (t) => {
  const { app, db, now, ago } = await purgeAt(t);
  const alice = await signUp(app);
  const gone = await signUp(app);
  const listing = await insertListing(app, alice.user.id);
  const goneListing = await insertListing(app, gone.user.id);
  const count = async (sql: string, params: unknown[] = []) => Number((await db.execute(sql, params)).rows[0]?.n);

  // Sessions: one expired, the live one of sign-up stays.
  await db.execute(`INSERT INTO sessions (id, user_id, expires_at) VALUES ('old-session', $1, $2)`, [alice.user.id, ago(1)]);
  // Reset and e-mail change links: 8 days old go, 6 days old stay.
  await db.execute(
    `INSERT INTO password_resets (token_hash, user_id, expires_at, created_at) VALUES ('r-old', $1, $2, $2), ('r-new', $1, $3, $3)`,
    [alice.user.id, ago(8), ago(6)],
  );
  await db.execute(
    `INSERT INTO email_changes (token_hash, user_id, new_email, expires_at, created_at) VALUES ('e-old', $1, 'a@x.test', $2, $2), ('e-new', $1, 'b@x.test', $3, $3)`,
    [alice.user.id, ago(8), ago(6)],
  );
  await db.execute(`INSERT INTO auth_throttles (key, hits, reset_at) VALUES ('login:ip:old', 3, $1), ('login:ip:new', 3, $2)`, [ago(0.01), new Date(now.getTime() + 600_000).toISOString()]);
  await db.execute(
    `INSERT INTO listing_views (listing_id, visitor, day) VALUES ($1, 'v-old', $2::date), ($1, 'v-new', $3::date)`,
    [listing, ago(91).slice(0, 10), ago(89).slice(0, 10)],
  );
  await db.execute(
    `INSERT INTO contact_messages (listing_id, sender_id, name, email, phone, message, lang, created_at) VALUES
       ($1, $2, 'Old', 'old@x.test', '+905320000000', 'OLD-MESSAGE', 'en', $3), ($1, $2, 'New', 'new@x.test', NULL, 'NEW-MESSAGE', 'en', $4)`,
    [listing, alice.user.id, ago(370), ago(360)],
  );
  const [{ id: searchId } = { id: 0 }] = (await db.execute(`INSERT INTO saved_searches (user_id, name, filter) VALUES ($1, 's', '{}') RETURNING id`, [alice.user.id])).rows;
  await db.execute(`INSERT INTO saved_search_sent (search_id, listing_id, reason, sent_at) VALUES ($1, $2, 'new', $3)`, [searchId, listing, ago(91)]);
  await db.execute(`INSERT INTO favorite_alerts_sent (user_id, listing_id, price_try, sent_at) VALUES ($1, $2, 1, $3), ($1, $2, 2, $4)`, [alice.user.id, listing, ago(91), ago(10)]);
  const agency = (await db.execute(`INSERT INTO agencies (owner_id, name, slug) VALUES ($1, 'A', 'a-purge') RETURNING id`, [alice.user.id])).rows[0]?.id;
  await db.execute(
    `INSERT INTO agency_invitations (agency_id, email, token_hash, expires_at, created_at) VALUES ($1, 'old@invite.test', 'i-old', $2, $2), ($1, 'new@invite.test', 'i-new', $3, $3)`,
    [agency, ago(31), ago(29)],
  );
  await db.execute(
    `INSERT INTO audit_log (action, entity_type, entity_id, at) VALUES ('user.block', 'user', '1', $1), ('user.block', 'user', '2', $2)`,
    [ago(2 * 366), ago(700)],
  );
  await db.execute(`INSERT INTO invoices (user_id, number, total, created_at) VALUES ($1, 'OLD-INV', 1, $2), ($1, 'NEW-INV', 1, $3)`, [alice.user.id, ago(3660), ago(3640)]);
  // A deleted account: 31 days ago (its listing, messages and row go); another 29 days ago (kept for now).
  await db.execute(`INSERT INTO contact_messages (listing_id, sender_id, name, message, lang) VALUES ($1, $2, 'Gone', 'GONE-ASKS', 'en')`, [listing, gone.user.id]);
  await db.execute(`UPDATE users SET deleted_at = $2 WHERE id = $1`, [gone.user.id, ago(31)]);
  const recent = await signUp(app);
  const recentListing = await insertListing(app, recent.user.id);
  await db.execute(`UPDATE users SET deleted_at = $2 WHERE id = $1`, [recent.user.id, ago(29)]);

  const result = await app.privacyPurge.run(now);

  assert.deepEqual(
    (await db.execute(`SELECT id FROM sessions WHERE user_id = $1 AND id = 'old-session'`, [alice.user.id])).rows,
    [],
  );
  assert.equal(await count(`SELECT count(*) AS n FROM sessions WHERE user_id = $1`, [alice.user.id]), 1, 'the live session stays');
  assert.deepEqual((await db.execute(`SELECT token_hash FROM password_resets ORDER BY 1`)).rows.map((r) => r.token_hash), ['r-new']);
  assert.deepEqual((await db.execute(`SELECT token_hash FROM email_changes ORDER BY 1`)).rows.map((r) => r.token_hash), ['e-new']);
  assert.deepEqual((await db.execute(`SELECT key FROM auth_throttles WHERE key LIKE 'login:ip:%' ORDER BY 1`)).rows.map((r) => r.key), ['login:ip:new']);
  assert.deepEqual((await db.execute(`SELECT visitor FROM listing_views ORDER BY 1`)).rows.map((r) => r.visitor), ['v-new']);
  const messages = (await db.execute(`SELECT name, email, phone, message, sender_id FROM contact_messages WHERE listing_id = $1 ORDER BY id`, [listing])).rows;
  assert.deepEqual(messages, [
    { name: '', email: null, phone: null, message: '', sender_id: null },
    { name: 'New', email: 'new@x.test', phone: null, message: 'NEW-MESSAGE', sender_id: alice.user.id },
    { name: '', email: null, phone: null, message: '', sender_id: null },
  ]);
  assert.equal(await count(`SELECT count(*) AS n FROM saved_search_sent`), 0);
  assert.deepEqual((await db.execute(`SELECT price_try FROM favorite_alerts_sent`)).rows.map((r) => Number(r.price_try)), [2]);
  assert.deepEqual((await db.execute(`SELECT email FROM agency_invitations`)).rows.map((r) => r.email), ['new@invite.test']);
  assert.deepEqual((await db.execute(`SELECT entity_id FROM audit_log WHERE action = 'user.block' ORDER BY 1`)).rows.map((r) => r.entity_id), ['2']);
  assert.deepEqual((await db.execute(`SELECT number FROM invoices ORDER BY 1`)).rows.map((r) => r.number), ['NEW-INV']);
  assert.equal(await count(`SELECT count(*) AS n FROM listings WHERE id = $1`, [goneListing]), 0, 'the deleted account’s listing goes after the period');
  assert.equal(await count(`SELECT count(*) AS n FROM users WHERE id = $1`, [gone.user.id]), 0, 'and its row, no invoice needing it');
  assert.equal(await count(`SELECT count(*) AS n FROM listings WHERE id = $1`, [recentListing]), 1, 'a recent deletion keeps its listing for now');
  assert.equal(await count(`SELECT count(*) AS n FROM users WHERE id = $1`, [recent.user.id]), 1);
  assert.equal(await count(`SELECT count(*) AS n FROM listings WHERE id = $1`, [listing]), 1, 'a live account’s listing stays');
  assert.equal(result.deletedAccounts, 1);
  assert.equal(result.invoices, 1);
  assert.equal(result.contactMessages, 1);

  // A second run finds nothing more to do.
  const again = await app.privacyPurge.run(now);
  assert.ok(Object.values(again).every((n) => n === 0), JSON.stringify(again));
});

test('a deleted account with an invoice keeps its row (the invoice needs it) but loses its listings', async (t) => {
  const { app, db, now, ago } = await purgeAt(t);
  const user = await signUp(app);
  const listing = await insertListing(app, user.user.id);
  await db.execute(`INSERT INTO invoices (user_id, number, total) VALUES ($1, 'KEEP-INV', 1)`, [user.user.id]);
  await db.execute(`UPDATE users SET deleted_at = $2 WHERE id = $1`, [user.user.id, ago(31)]);
  await app.privacyPurge.run(now);
  assert.equal((await db.execute(`SELECT count(*)::int AS n FROM users WHERE id = $1`, [user.user.id])).rows[0]?.n, 1);
  assert.equal((await db.execute(`SELECT count(*)::int AS n FROM listings WHERE id = $1`, [listing])).rows[0]?.n, 0);
});

test('the purge removes idle conversations, old resolved user reports and unused push subscriptions', async (t) => {
  const { app, db, now, ago } = await purgeAt(t);
  const seller = await signUp(app);
  const buyer = await signUp(app);
  const listing = await insertListing(app, seller.user.id);
  // An idle thread (last message 3 years and a few days ago) with a photo; a live one, 2 years and 11 months idle.
  const thread = async (lastAt: string, listingId: number | null) =>
    Number(
      (
        await db.execute(
          `INSERT INTO conversations (listing_id, buyer_id, seller_id, created_at, last_message_at) VALUES ($1, $2, $3, $4, $4) RETURNING id`,
          [listingId, buyer.user.id, seller.user.id, lastAt],
        )
      ).rows[0]?.id,
    );
  const idle = await thread(ago(3 * 366), listing);
  const live = await thread(ago(3 * 365 - 40), null);
  const key = `messages/${idle}/${buyer.user.id}/${'a'.repeat(24)}-1x1.webp`;
  await app.uploads.putFile(key, Buffer.from('x'));
  await db.execute(
    `INSERT INTO conversation_messages (conversation_id, sender_id, body, photos, created_at) VALUES ($1, $2, 'OLD', $3::jsonb, $4), ($5, $2, 'KEPT', '[]'::jsonb, $6)`,
    [idle, buyer.user.id, JSON.stringify([{ key, width: 1, height: 1 }]), ago(3 * 366), live, ago(3 * 365 - 40)],
  );
  await db.execute(`INSERT INTO conversation_reads (conversation_id, user_id, last_read_id) VALUES ($1, $2, 1)`, [idle, seller.user.id]);
  await db.execute(
    `INSERT INTO viewing_requests (conversation_id, listing_id, buyer_id, seller_id, slots) VALUES ($1, $2, $3, $4, ARRAY[$5::timestamptz])`,
    [idle, listing, buyer.user.id, seller.user.id, ago(3 * 366)],
  );
  // Reports: resolved 2 years and a few days ago (goes), resolved 700 days ago (stays), open and old (stays).
  await db.execute(
    `INSERT INTO user_reports (reporter_id, reported_id, conversation_id, reason, comment, created_at, resolved_at) VALUES
       ($1, $2, $3, 'spam', 'R-OLD', $4, $4), ($1, $2, $3, 'spam', 'R-RECENT', $5, $5), ($1, $2, $3, 'spam', 'R-OPEN', $4, NULL)`,
    [seller.user.id, buyer.user.id, idle, ago(2 * 366), ago(700)],
  );
  // Push subscriptions: unused for over a year (goes); delivered 300 days ago (stays); new, never used (stays).
  await db.execute(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_at, last_success_at) VALUES
       ($1, 'https://push.test/old', 'k', 'a', $2, $3), ($1, 'https://push.test/used', 'k', 'a', $2, $4), ($1, 'https://push.test/new', 'k', 'a', $5, NULL)`,
    [seller.user.id, ago(800), ago(370), ago(300), ago(10)],
  );

  const result = await app.privacyPurge.run(now);

  assert.deepEqual((await db.execute(`SELECT id FROM conversations ORDER BY id`)).rows.map((r) => Number(r.id)), [live]);
  assert.deepEqual((await db.execute(`SELECT body FROM conversation_messages ORDER BY id`)).rows.map((r) => r.body), ['KEPT']);
  assert.equal((await db.execute(`SELECT count(*)::int AS n FROM conversation_reads`)).rows[0]?.n, 0);
  assert.equal((await db.execute(`SELECT count(*)::int AS n FROM viewing_requests`)).rows[0]?.n, 0);
  assert.equal(await app.uploads.storage.head(key), null, 'the idle thread’s photo file is deleted');
  assert.deepEqual(
    (await db.execute(`SELECT comment, conversation_id FROM user_reports ORDER BY id`)).rows,
    [{ comment: 'R-RECENT', conversation_id: null }, { comment: 'R-OPEN', conversation_id: null }],
  );
  assert.deepEqual((await db.execute(`SELECT endpoint FROM push_subscriptions ORDER BY id`)).rows.map((r) => r.endpoint), ['https://push.test/used', 'https://push.test/new']);
  assert.deepEqual([result.conversations, result.userReports, result.pushSubscriptions], [1, 1, 1]);
});

test('the privacy policy names every retention period in each language', async () => {
  const periods = [
    RETENTION.tokensDays,
    RETENTION.viewsDays,
    RETENTION.contactMonths,
    RETENTION.alertHistoryDays,
    RETENTION.invitationsDays,
    RETENTION.deletedAccountDays,
    RETENTION.auditYears,
    RETENTION.invoiceYears,
    RETENTION.conversationYears,
    RETENTION.userReportYears,
    RETENTION.pushSubscriptionYears,
  ];
  for (const lang of ['tr', 'en', 'ru']) {
    const content = JSON.parse(await readFile(new URL(`../../../shell/src/pages/static/content/${lang}.json`, import.meta.url), 'utf8')) as {
      privacyPolicy: { sections: { title: string; paragraphs: string[] }[] };
    };
    const text = content.privacyPolicy.sections.map((s) => s.paragraphs.join(' ')).join(' ');
    for (const n of periods) assert.match(text, new RegExp(`(^|\\D)${n}(\\D|$)`), `${lang}: the policy does not name the period ${n}`);
  }
});
