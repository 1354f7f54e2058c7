// The thread summaries of the conversations list and of a thread's page, in one statement: the caller's role, the
// listing card in the request's language, the other party (anonymised once deleted), the last message, the unread
// count and the read receipt. Every row is scoped to threads the caller is a party of (buyer, seller, or owner of the
// listing's agency).
import type { ConversationSummary, MessageFlag } from '@realty/shared/contracts/messages';
import type { Lang } from '@realty/shared/routes';
import type { Row } from '../../../db/client';
import { listingUrl } from '../catalog/listings';

/** `WHERE` of the threads user `$1` can read (an alias `c` over conversations). */
export const READABLE = `(c.buyer_id = $1 OR c.seller_id = $1 OR c.agency_id IN (SELECT ag.id FROM agencies ag WHERE ag.owner_id = $1))`;

/** The summaries' query: `$1` the user, `$2` the language; `where` and `tail` (order, limit) over `c`. */
export const summarySql = (where: string, tail: string): string => `
WITH mine AS (
  SELECT c.*, CASE WHEN c.buyer_id = $1 THEN 'buyer' WHEN c.seller_id = $1 THEN 'seller' ELSE 'agency' END AS role
  FROM conversations c WHERE ${READABLE} AND ${where} ${tail}
)
SELECT mine.id, mine.role, mine.listing_id, mine.last_message_at, o.other_id,
  ou.name AS o_name, ou.lastname AS o_lastname, ou.photo AS o_photo, (ou.id IS NULL OR ou.deleted_at IS NOT NULL) AS o_deleted,
  (SELECT a.name FROM agencies a WHERE a.id = coalesce((SELECT am.agency_id FROM agency_members am WHERE am.user_id = ou.id),
     (SELECT a2.id FROM agencies a2 WHERE a2.owner_id = ou.id ORDER BY a2.id LIMIT 1))) AS o_agency,
  l.id AS l_id, (l.status::text = 'active') AS l_active, l.price AS l_price, l.currency::text AS l_currency,
  CASE $2 WHEN 'tr' THEN ci.title_tr WHEN 'ru' THEN ci.title_ru ELSE ci.title_en END AS l_city,
  (SELECT t.title FROM listing_translations t WHERE t.listing_id = l.id
     ORDER BY (t.lang::text = $2) DESC, (t.lang::text = 'en') DESC, t.lang LIMIT 1) AS l_title,
  (SELECT p.variants->'card'->>'url' FROM listing_photos p WHERE p.listing_id = l.id ORDER BY p.position, p.id LIMIT 1) AS l_photo,
  lm.body AS lm_body, lm.kind AS lm_kind, lm.sender_id AS lm_sender, lm.created_at AS lm_at,
  (SELECT count(*) FROM conversation_messages x WHERE x.conversation_id = mine.id AND x.sender_id IS DISTINCT FROM $1
     AND x.id > coalesce((SELECT r.last_read_id FROM conversation_reads r WHERE r.conversation_id = mine.id AND r.user_id = $1), 0))::int AS unread,
  coalesce((SELECT r.last_read_id FROM conversation_reads r WHERE r.conversation_id = mine.id AND r.user_id = o.other_id), 0) AS other_read_id,
  EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = $1 AND b.blocked_id = o.other_id) AS blocked,
  EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = o.other_id AND b.blocked_id = $1) AS blocked_me
FROM mine
CROSS JOIN LATERAL (SELECT CASE WHEN mine.role = 'buyer' THEN mine.seller_id ELSE mine.buyer_id END AS other_id) o
LEFT JOIN users ou ON ou.id = o.other_id
LEFT JOIN listings l ON l.id = mine.listing_id
LEFT JOIN cities ci ON ci.id = l.city_id
LEFT JOIN LATERAL (SELECT m.body, m.kind, m.sender_id, m.created_at FROM conversation_messages m
  WHERE m.conversation_id = mine.id ORDER BY m.id DESC LIMIT 1) lm ON true
ORDER BY mine.last_message_at DESC, mine.id DESC`;

const iso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();
const nullableText = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** A summary row as the contract's shape; `deletedName` is the translated "Deleted account". */
export function toSummary(row: Row, me: number, lang: Lang, deletedName: string): ConversationSummary {
  const deleted = Boolean(row.o_deleted);
  const name = deleted ? deletedName : [row.o_name, row.o_lastname].map((part) => String(part ?? '').trim()).filter(Boolean).join(' ');
  const listingId = row.l_id === null || row.l_id === undefined ? null : Number(row.l_id);
  return {
    id: Number(row.id),
    role: row.role as ConversationSummary['role'],
    listing:
      listingId === null
        ? null
        : {
            id: listingId,
            title: String(row.l_title ?? '') || `#${listingId}`,
            url: listingUrl(lang, listingId),
            photo: nullableText(row.l_photo),
            price: Number(row.l_price ?? 0),
            currency: String(row.l_currency ?? ''),
            city: nullableText(row.l_city),
            active: Boolean(row.l_active),
          },
    other: {
      id: deleted ? null : Number(row.other_id),
      name,
      photo: deleted ? null : nullableText(row.o_photo),
      agency: deleted ? null : nullableText(row.o_agency),
      deleted,
    },
    last_message:
      row.lm_at === null || row.lm_at === undefined
        ? null
        : { text: String(row.lm_body ?? ''), kind: row.lm_kind === 'viewing' ? 'viewing' : 'text', from_me: Number(row.lm_sender) === me, at: iso(row.lm_at) },
    unread: Number(row.unread ?? 0),
    other_read_id: Number(row.other_read_id ?? 0),
    blocked: Boolean(row.blocked),
    blocked_me: Boolean(row.blocked_me),
    updated_at: iso(row.last_message_at),
  };
}

export type { MessageFlag };
