// The conversations service (issue 30): every query takes the signed-in user's id and only reaches threads that user
// is a party of (buyer, seller, or owner of the listing's agency); anything else is "not found". Unread counts are
// computed in SQL from the messages and each party's read pointer (no counters that could race).
import type { Lang } from '@realty/shared/routes';
import { MESSAGE_PHOTOS_MAX, type ConversationSummary, type Message, type MessageFlag, type ViewingStatus } from '@realty/shared/contracts/messages';
import type { Database, Row } from '../../../db/client';
import { numOrNull } from '../../../db/row-values';
import type { MessagePhoto } from '../../../db/schema';
import { UPLOADS_URL_PREFIX } from '../../../services/uploads';
import { messageFlags } from './safety';
import { READABLE, summarySql, toSummary } from './summaries';

export const MESSAGES_PAGE = 50;
export const THREADS_PAGE = 20;

/** A thread as its parties see it: who is on which side. */
export interface Thread {
  id: number;
  listingId: number | null;
  buyerId: number | null;
  sellerId: number | null;
  agencyOwnerId: number | null;
  role: 'buyer' | 'seller' | 'agency';
}

/** Why a write was refused (the route answers with the matching status and message). */
export type WriteRefusal = 'listingNotFound' | 'agentNotFound' | 'notYourself' | 'blocked' | 'youBlocked' | 'photoUnknown';

export interface StartTarget {
  realtyId?: number;
  agentId?: number;
}

const iso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();

/** A 'viewing' message's request (the `v_*` columns), for `role`. */
function viewingOf(row: Row, role: Thread['role']): NonNullable<Message['viewing']> {
  const status = String(row.v_status) as ViewingStatus;
  const slots = (Array.isArray(row.v_slots) ? row.v_slots : String(row.v_slots ?? '').replace(/^\{|\}$/g, '').split(',').filter(Boolean).map((s) => s.replace(/^"|"$/g, ''))) as unknown[];
  return {
    id: Number(row.v_id),
    conversation_id: Number(row.conversation_id),
    status,
    slots: slots.map(iso),
    confirmed_slot: row.v_confirmed === null || row.v_confirmed === undefined ? null : iso(row.v_confirmed),
    reply: row.v_reply === null || row.v_reply === undefined ? null : String(row.v_reply),
    can_answer: role !== 'buyer' && status === 'pending',
    can_cancel: role === 'buyer' && (status === 'pending' || status === 'confirmed'),
    created_at: iso(row.v_created),
  };
}

/** The users of a thread other than `me` (the buyer, the seller and the agency's owner), for live events. */
export const otherParties = (thread: Thread, me: number): number[] =>
  [...new Set([thread.buyerId, thread.sellerId, thread.agencyOwnerId])].filter((id): id is number => id !== null && id !== me);

/** Who "the other party" is for blocks and reports: the seller for the buyer, else the buyer. */
export const counterpart = (thread: Thread): number | null => (thread.role === 'buyer' ? thread.sellerId : thread.buyerId);

/** Who is on a thread: a row's `listing_id`, `buyer_id`, `seller_id` and `agency_owner_id` (the agency's owner). */
export function threadParties(row: Row): Pick<Thread, 'listingId' | 'buyerId' | 'sellerId' | 'agencyOwnerId'> {
  return {
    listingId: numOrNull(row.listing_id),
    buyerId: numOrNull(row.buyer_id),
    sellerId: numOrNull(row.seller_id),
    agencyOwnerId: numOrNull(row.agency_owner_id),
  };
}

export class ConversationService {
  constructor(
    private readonly database: Database,
    private readonly deletedName: (lang: Lang) => string,
  ) {}

  /** The thread if `userId` is a party of it, else null (the route answers 404). */
  async thread(userId: number, id: number): Promise<Thread | null> {
    const { rows } = await this.database.execute(
      `SELECT c.id, c.listing_id, c.buyer_id, c.seller_id, (SELECT ag.owner_id FROM agencies ag WHERE ag.id = c.agency_id) AS agency_owner_id,
         CASE WHEN c.buyer_id = $1 THEN 'buyer' WHEN c.seller_id = $1 THEN 'seller' ELSE 'agency' END AS role
       FROM conversations c WHERE c.id = $2 AND ${READABLE}`,
      [userId, id],
    );
    const row = rows[0];
    if (!row) return null;
    return { id: Number(row.id), ...threadParties(row), role: row.role as Thread['role'] };
  }

  /** Where a new message to a listing or an agent goes: the seller and the agency, or why not. */
  async target(userId: number, to: StartTarget): Promise<{ sellerId: number; listingId: number | null; agencyId: number | null } | WriteRefusal> {
    if (to.realtyId !== undefined) {
      const { rows } = await this.database.execute(
        `SELECT l.user_id, l.agency_id FROM listings l JOIN users u ON u.id = l.user_id AND u.deleted_at IS NULL
         WHERE l.id = $1 AND l.status = 'active'`,
        [to.realtyId],
      );
      const row = rows[0];
      if (!row) return 'listingNotFound';
      if (Number(row.user_id) === userId) return 'notYourself';
      return { sellerId: Number(row.user_id), listingId: to.realtyId, agencyId: row.agency_id === null ? null : Number(row.agency_id) };
    }
    const { rows } = await this.database.execute(
      `SELECT u.id FROM users u WHERE u.id = $1 AND u.deleted_at IS NULL
         AND (EXISTS (SELECT 1 FROM agency_members am WHERE am.user_id = u.id) OR EXISTS (SELECT 1 FROM agencies a WHERE a.owner_id = u.id))`,
      [to.agentId],
    );
    if (!rows[0]) return 'agentNotFound';
    if (Number(rows[0].id) === userId) return 'notYourself';
    return { sellerId: Number(rows[0].id), listingId: null, agencyId: null };
  }

  /** The id of the existing thread of this buyer with this listing (or this agent), or null. */
  async existing(buyerId: number, to: { sellerId: number; listingId: number | null }): Promise<number | null> {
    const { rows } =
      to.listingId !== null
        ? await this.database.execute(`SELECT id FROM conversations WHERE listing_id = $1 AND buyer_id = $2`, [to.listingId, buyerId])
        : await this.database.execute(`SELECT id FROM conversations WHERE listing_id IS NULL AND seller_id = $1 AND buyer_id = $2`, [to.sellerId, buyerId]);
    return rows[0] ? Number(rows[0].id) : null;
  }

  /** The thread of (listing, buyer) or (seller, buyer), made when missing (one statement: concurrent starts meet). */
  async open(buyerId: number, to: { sellerId: number; listingId: number | null; agencyId: number | null }): Promise<number> {
    const { rows } =
      to.listingId !== null
        ? await this.database.execute(
            `INSERT INTO conversations (listing_id, buyer_id, seller_id, agency_id) VALUES ($1, $2, $3, $4)
             ON CONFLICT (listing_id, buyer_id) WHERE listing_id IS NOT NULL DO UPDATE SET last_message_at = conversations.last_message_at
             RETURNING id`,
            [to.listingId, buyerId, to.sellerId, to.agencyId],
          )
        : await this.database.execute(
            `INSERT INTO conversations (buyer_id, seller_id) VALUES ($1, $2)
             ON CONFLICT (seller_id, buyer_id) WHERE listing_id IS NULL DO UPDATE SET last_message_at = conversations.last_message_at
             RETURNING id`,
            [buyerId, to.sellerId],
          );
    return Number(rows[0]?.id);
  }

  /** Is the writer blocked by the other party ('blocked'), or did the writer block them ('youBlocked')? */
  async blockBetween(writer: number, other: number | null): Promise<WriteRefusal | null> {
    if (other === null) return null;
    const { rows } = await this.database.execute(
      `SELECT blocker_id FROM user_blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)`,
      [writer, other],
    );
    if (rows.some((row) => Number(row.blocker_id) === other)) return 'blocked';
    return rows.length ? 'youBlocked' : null;
  }

  /**
   * Append a message (the thread's `last_message_at` moves with it). The first message of a thread is checked for
   * links, phone numbers and e-mail addresses.
   */
  async append(senderId: number, conversationId: number, text: string, photos: MessagePhoto[]): Promise<Row> {
    const flags = messageFlags(text);
    const { rows } = await this.database.execute(
      `WITH touched AS (UPDATE conversations SET last_message_at = now() WHERE id = $1 RETURNING id)
       INSERT INTO conversation_messages (conversation_id, sender_id, body, photos, flags)
       SELECT t.id, $2::int, $3::text, $4::jsonb,
         CASE WHEN EXISTS (SELECT 1 FROM conversation_messages x WHERE x.conversation_id = t.id) THEN '{}'::text[] ELSE $5::text[] END
       FROM touched t
       RETURNING id, conversation_id, sender_id, kind, body, photos, flags, created_at`,
      [conversationId, senderId, text, JSON.stringify(photos.slice(0, MESSAGE_PHOTOS_MAX)), flags],
    );
    const row = rows[0];
    if (!row) throw new Error(`conversation ${conversationId} vanished while writing`);
    return row;
  }

  /**
   * A stored message as `me` sees it: flags are a warning for the receiver only. A viewing line carries its viewing
   * (`v_*` columns) with what `role` may do, as routes/api/viewings answers it: the seller's side answers a pending
   * request, the buyer cancels a pending or confirmed one.
   */
  toMessage(row: Row, me: number, role: Thread['role'] = 'buyer'): Message {
    const fromMe = Number(row.sender_id) === me;
    const photos = (typeof row.photos === 'string' ? JSON.parse(row.photos) : (row.photos ?? [])) as MessagePhoto[];
    const flags = (Array.isArray(row.flags) ? row.flags : []) as MessageFlag[];
    return {
      id: Number(row.id),
      conversation_id: Number(row.conversation_id),
      from_me: fromMe,
      kind: row.kind === 'viewing' ? 'viewing' : 'text',
      text: String(row.body ?? ''),
      photos: photos.map((p) => ({ url: `${UPLOADS_URL_PREFIX}/${p.key}`, width: p.width, height: p.height })),
      flags: fromMe ? [] : flags,
      viewing: row.v_id === null || row.v_id === undefined ? null : viewingOf(row, role),
      created_at: iso(row.created_at),
    };
  }

  /** GET /api/conversations: my threads, newest first. */
  async list(userId: number, page: number, lang: Lang): Promise<{ data: ConversationSummary[]; meta: { current_page: number; last_page: number; total: number } }> {
    const offset = (page - 1) * THREADS_PAGE;
    const [{ rows }, counted] = await Promise.all([
      this.database.execute(summarySql('true', `ORDER BY c.last_message_at DESC, c.id DESC LIMIT ${THREADS_PAGE} OFFSET ${offset}`), [userId, lang]),
      this.database.execute(`SELECT count(*)::int AS n FROM conversations c WHERE ${READABLE}`, [userId]),
    ]);
    const total = Number(counted.rows[0]?.n ?? 0);
    return {
      data: rows.map((row) => toSummary(row, userId, lang, this.deletedName(lang))),
      meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / THREADS_PAGE)), total },
    };
  }

  /** One thread's summary (the thread page's header). */
  async summary(userId: number, id: number, lang: Lang): Promise<ConversationSummary | null> {
    const { rows } = await this.database.execute(summarySql('c.id = $3', ''), [userId, lang, id]);
    return rows[0] ? toSummary(rows[0], userId, lang, this.deletedName(lang)) : null;
  }

  /** Unread messages (sent by others, after my read pointer) in the threads I can read, and how many threads have some. */
  async unread(userId: number): Promise<{ unread: number; threads: number }> {
    const { rows } = await this.database.execute(
      `SELECT count(*)::int AS unread, count(DISTINCT m.conversation_id)::int AS threads
       FROM conversations c
       JOIN conversation_messages m ON m.conversation_id = c.id
       LEFT JOIN conversation_reads r ON r.conversation_id = c.id AND r.user_id = $1
       WHERE ${READABLE} AND m.sender_id IS DISTINCT FROM $1 AND m.id > coalesce(r.last_read_id, 0)`,
      [userId],
    );
    return { unread: Number(rows[0]?.unread ?? 0), threads: Number(rows[0]?.threads ?? 0) };
  }

  /** A page of a thread's messages, oldest first: the newest 50, or the 50 before `before`. */
  async messages(userId: number, id: number, before: number | undefined, role: Thread['role']): Promise<{ data: Message[]; hasOlder: boolean }> {
    const { rows } = await this.database.execute(
      `SELECT m.id, m.conversation_id, m.sender_id, m.kind, m.body, m.photos, m.flags, m.created_at,
         v.id AS v_id, v.status AS v_status, v.slots AS v_slots, v.confirmed_slot AS v_confirmed, v.reply AS v_reply, v.created_at AS v_created
       FROM conversation_messages m LEFT JOIN viewing_requests v ON v.id = m.viewing_id
       WHERE m.conversation_id = $1 AND ($2::int IS NULL OR m.id < $2) ORDER BY m.id DESC LIMIT ${MESSAGES_PAGE + 1}`,
      [id, before ?? null],
    );
    const hasOlder = rows.length > MESSAGES_PAGE;
    return { data: rows.slice(0, MESSAGES_PAGE).reverse().map((row) => this.toMessage(row, userId, role)), hasOlder };
  }

  /** Move my read pointer forward to `upTo` (default: the newest message), never back; the pointer after. */
  async markRead(userId: number, id: number, upTo: number | undefined): Promise<number> {
    const { rows } = await this.database.execute(
      `INSERT INTO conversation_reads (conversation_id, user_id, last_read_id)
       SELECT $1::int, $2::int, coalesce(LEAST($3::int, max(m.id)), max(m.id), 0) FROM conversation_messages m WHERE m.conversation_id = $1
       ON CONFLICT (conversation_id, user_id) DO UPDATE SET last_read_id = GREATEST(conversation_reads.last_read_id, EXCLUDED.last_read_id)
       RETURNING last_read_id`,
      [id, userId, upTo ?? null],
    );
    return Number(rows[0]?.last_read_id ?? 0);
  }

  async block(blockerId: number, blockedId: number): Promise<void> {
    await this.database.execute(`INSERT INTO user_blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [blockerId, blockedId]);
  }

  async unblock(blockerId: number, blockedId: number): Promise<void> {
    await this.database.execute(`DELETE FROM user_blocks WHERE blocker_id = $1 AND blocked_id = $2`, [blockerId, blockedId]);
  }

  async report(reporterId: number, reportedId: number, conversationId: number, reason: string, comment: string | undefined): Promise<void> {
    await this.database.execute(
      `INSERT INTO user_reports (reporter_id, reported_id, conversation_id, reason, comment) VALUES ($1, $2, $3, $4, $5)`,
      [reporterId, reportedId, conversationId, reason, comment || null],
    );
  }
}
