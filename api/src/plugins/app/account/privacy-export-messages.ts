// The messages domain of the personal data export (issue 30): conversations, the messages the user sent, blocks and
// reports they made, viewing requests, notification settings and Web Push subscriptions. Scoped to the user's id
// like the rest of the export (privacy-export.ts).
//
// What is left out, and why (KVKK art. 11, GDPR art. 15 and 20: the right of access covers the data subject's own
// data, and a copy must not "adversely affect the rights and freedoms of others", art. 15(4)):
//   - messages the user RECEIVED: their text and photos are the other party's personal data; only the messages the
//     user sent are exported. The thread itself (listing, role, when) is exported, and the other party appears by
//     display name only (as the user sees them in the thread), never with their e-mail or phone.
//   - reports made ABOUT the user, and blocks others made against them (privacy-coverage.ts, with reasons).
//   - Web Push keys (p256dh, auth): secrets of the browser's subscription; only the push service's host is shown.
type ExportRow = Record<string, unknown>;

type Rows = (sql: string, params: unknown[], omit?: readonly string[]) => Promise<ExportRow[]>;

interface MessagePhotoLike {
  key?: unknown;
}

/** A user's display name as the messages pages show it; null for a deleted or purged account. */
const DISPLAY_NAME = (alias: string) =>
  `CASE WHEN ${alias}.id IS NULL OR ${alias}.deleted_at IS NOT NULL THEN NULL
        ELSE nullif(btrim(concat_ws(' ', nullif(btrim(${alias}.name), ''), nullif(btrim(${alias}.lastname), ''))), '') END`;

/** The listing's title in the user's language (or another one). `$2` is the language. */
const LISTING_TITLE = (listingId: string) =>
  `(SELECT lt.title FROM listing_translations lt WHERE lt.listing_id = ${listingId}
      ORDER BY (lt.lang::text = $2) DESC, lt.lang LIMIT 1)`;

export interface MessagesExport {
  conversations: ExportRow[];
  user_blocks: ExportRow[];
  user_reports: ExportRow[];
  viewing_requests: ExportRow[];
  notification_settings: ExportRow | null;
  push_subscriptions: ExportRow[];
}

export async function collectMessages(rows: Rows, userId: number, lang: string, abs: (url: string) => string): Promise<MessagesExport> {
  const params = [userId, lang];
  // Threads the user can read: a party (buyer, seller) or the owner of the listing's agency (summaries.ts READABLE).
  const threads = await rows(
    `SELECT c.id, c.listing_id, ${LISTING_TITLE('c.listing_id')} AS listing_title,
            CASE WHEN c.buyer_id = $1 THEN 'buyer' WHEN c.seller_id = $1 THEN 'seller' ELSE 'agency' END AS role,
            ${DISPLAY_NAME('o')} AS other_party, c.created_at, c.last_message_at
     FROM conversations c
     LEFT JOIN users o ON o.id = CASE WHEN c.buyer_id = $1 THEN c.seller_id ELSE c.buyer_id END
     WHERE c.buyer_id = $1 OR c.seller_id = $1 OR c.agency_id IN (SELECT ag.id FROM agencies ag WHERE ag.owner_id = $1)
     ORDER BY c.id`,
    params,
  );
  // Only the user's own messages (see the head of the file); a viewing line records the user's own action.
  const sent = await rows(
    `SELECT m.conversation_id, m.id, m.kind, m.body AS text, m.photos, m.viewing_id, m.created_at
     FROM conversation_messages m WHERE m.sender_id = $1 ORDER BY m.conversation_id, m.id`,
    [userId],
  );
  const photoUrls = (photos: unknown): string[] =>
    (Array.isArray(photos) ? (photos as MessagePhotoLike[]) : [])
      .map((p) => (typeof p.key === 'string' ? abs(`/uploads/${p.key}`) : null))
      .filter((u): u is string => u !== null);
  const conversations = threads.map((c) => ({
    ...c,
    your_messages: sent
      .filter((m) => Number(m.conversation_id) === Number(c.id))
      .map(({ conversation_id: _, photos, ...m }) => ({ ...m, photos: photoUrls(photos) })),
  }));

  const [notificationSettings] = await rows(`SELECT * FROM notification_prefs WHERE user_id = $1`, [userId], ['user_id']);
  const subscriptions = await rows(
    `SELECT endpoint, user_agent, created_at, last_success_at FROM push_subscriptions WHERE user_id = $1 ORDER BY id`,
    [userId],
  );

  return {
    conversations,
    user_blocks: await rows(
      `SELECT ${DISPLAY_NAME('u')} AS blocked_user, b.created_at FROM user_blocks b LEFT JOIN users u ON u.id = b.blocked_id
       WHERE b.blocker_id = $1 ORDER BY b.created_at`,
      [userId],
    ),
    user_reports: await rows(
      `SELECT r.id, ${DISPLAY_NAME('u')} AS reported_user, r.conversation_id, r.reason, r.comment, r.created_at, r.resolved_at
       FROM user_reports r LEFT JOIN users u ON u.id = r.reported_id WHERE r.reporter_id = $1 ORDER BY r.id`,
      [userId],
    ),
    // The seller's reply is the seller's text: shown to the seller only (a buyer sees it in the thread).
    viewing_requests: await rows(
      `SELECT v.id, v.conversation_id, v.listing_id, ${LISTING_TITLE('v.listing_id')} AS listing_title,
              CASE WHEN v.buyer_id = $1 THEN 'buyer' ELSE 'seller' END AS role,
              ${DISPLAY_NAME('o')} AS other_party,
              -- as ISO texts: node-postgres leaves a timestamptz[] unparsed
              ARRAY(SELECT to_char(x AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') FROM unnest(v.slots) WITH ORDINALITY AS u(x, n) ORDER BY n) AS slots, v.status, v.confirmed_slot,
              CASE WHEN v.seller_id = $1 THEN v.reply END AS reply, v.created_at, v.updated_at
       FROM viewing_requests v
       LEFT JOIN users o ON o.id = CASE WHEN v.buyer_id = $1 THEN v.seller_id ELSE v.buyer_id END
       WHERE v.buyer_id = $1 OR v.seller_id = $1 ORDER BY v.id`,
      params,
    ),
    notification_settings: notificationSettings ?? null,
    push_subscriptions: subscriptions.map(({ endpoint, ...s }) => ({ endpoint_host: hostOf(endpoint), ...s })),
  };
}

/** The push service's host (fcm.googleapis.com, updates.push.services.mozilla.com…); the path is a capability. */
function hostOf(endpoint: unknown): string | null {
  try {
    return new URL(String(endpoint)).host;
  } catch {
    return null;
  }
}
