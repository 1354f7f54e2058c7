// Viewing requests (issue 30): the buyer proposes 1–3 Istanbul-time slots in a conversation, the seller (or the
// listing agency's owner) confirms one or declines, the buyer may cancel. Each change is a 'viewing' line in the
// thread (its sender the acting user), moves the thread up (last_message_at), is published to the parties' open pages
// and mailed (mails.ts). Writes run in a transaction holding the conversation's row, so two requests of one thread
// cannot both be pending and two answers cannot both win.
import { and, eq, inArray } from 'drizzle-orm';
import { viewingMessage, type CalendarEntry, type LiveEvent, type Viewing, type ViewingAnswerBody, type ViewingStatus } from '@realty/shared/contracts/messages';
import type { Lang } from '@realty/shared/routes';
import type { Database, Row } from '../../../db/client';
import { conversationMessages, conversations, viewingRequests } from '../../../db/schema';
import { listingUrl } from '../catalog/listings';
import { photoUrls } from '../../../services/uploads';
import { conversationParties, partyIds, roleOf, type Parties, type ViewingRole } from './access';
import type { ViewingMails } from './mails';
import { checkSlots, istanbulInstant } from './slots';
import type { ViewingErrors } from './errors';

export interface ViewingServiceDeps {
  database: Database;
  mails: ViewingMails;
  errors: ViewingErrors;
  publish(userIds: readonly number[], event: LiveEvent): Promise<void>;
  /** A block between the two (either way), as the conversations' writes check it (messages' blockBetween); null: none. */
  blockBetween(writer: number, other: number | null): Promise<string | null>;
  log: { warn(obj: object, msg: string): void };
  now?: () => Date;
}

type ViewingRow = typeof viewingRequests.$inferSelect;

export class ViewingService {
  constructor(private readonly deps: ViewingServiceDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** The reply shape, as seen by a user of `role`. */
  static serialize(row: ViewingRow, role: ViewingRole): Viewing {
    return {
      id: row.id,
      conversation_id: row.conversationId,
      status: row.status as ViewingStatus,
      slots: row.slots.map((s) => new Date(s).toISOString()),
      confirmed_slot: row.confirmedSlot ? new Date(row.confirmedSlot).toISOString() : null,
      reply: row.reply,
      can_answer: role !== 'buyer' && row.status === 'pending',
      can_cancel: role === 'buyer' && (row.status === 'pending' || row.status === 'confirmed'),
      created_at: new Date(row.createdAt).toISOString(),
    };
  }

  /** The viewing and the user's side of its thread; 404 when either is missing or the user is not a party. */
  private async load(userId: number, viewingId: number): Promise<{ row: ViewingRow; parties: Parties; role: ViewingRole }> {
    const [row] = await this.deps.database.db.select().from(viewingRequests).where(eq(viewingRequests.id, viewingId));
    const parties = row ? await conversationParties(this.deps.database, row.conversationId) : null;
    const role = parties ? roleOf(parties, userId) : null;
    if (!row || !parties || !role) throw this.deps.errors.httpError(404, 'viewingNotFound');
    return { row, parties, role };
  }

  /** Writes the thread's 'viewing' line and moves the thread up, inside the change's transaction. */
  private async line(tx: Tx, conversationId: number, viewingId: number, senderId: number, body: string, at: Date): Promise<void> {
    await tx.insert(conversationMessages).values({ conversationId, senderId, kind: 'viewing', viewingId, body });
    await tx.update(conversations).set({ lastMessageAt: at }).where(eq(conversations.id, conversationId));
  }

  /**
   * After a change: the live event, then the mails (queued with MAIL_DELIVERY=queue, sent inline in tests). The change
   * is committed by now, so a mail failure is logged, never answered as the change's failure.
   */
  private async after(parties: Parties, viewingId: number, mail: () => Promise<unknown>): Promise<void> {
    await this.deps.publish(partyIds(parties), { type: 'viewing', conversation_id: parties.conversationId, viewing_id: viewingId });
    try {
      await mail();
    } catch (error) {
      this.deps.log.warn({ err: error, viewingId }, 'viewing mail failed');
    }
  }

  async request(userId: number, conversationId: number, walls: readonly string[], text: string | undefined): Promise<Viewing> {
    const { errors, database } = this.deps;
    const parties = await conversationParties(database, conversationId);
    const role = parties ? roleOf(parties, userId) : null;
    if (!parties || !role) throw errors.httpError(404, 'conversationNotFound');
    if (role !== 'buyer') throw errors.httpError(403, 'onlyBuyer');
    // A block either way ends new requests, as it ends new messages.
    if (await this.deps.blockBetween(userId, parties.sellerId)) throw errors.httpError(403, 'viewingBlocked');
    const now = this.now();
    const checked = checkSlots(walls, now);
    if ('errors' in checked) throw errors.fieldError(checked.errors);
    const row = await database.db.transaction(async (tx) => {
      await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.id, conversationId)).for('update');
      const [open] = await tx
        .select({ id: viewingRequests.id })
        .from(viewingRequests)
        .where(and(eq(viewingRequests.conversationId, conversationId), eq(viewingRequests.status, 'pending')));
      if (open) return null;
      const [created] = await tx
        .insert(viewingRequests)
        .values({ conversationId, listingId: parties.listingId, buyerId: parties.buyerId, sellerId: parties.sellerId, slots: checked.slots })
        .returning();
      if (!created) return null;
      await this.line(tx, conversationId, created.id, userId, text ?? '', now);
      return created;
    });
    if (!row) throw errors.httpError(409, 'viewingPending');
    await this.after(parties, row.id, () => this.deps.mails.send('request', row.id, userId));
    return ViewingService.serialize(row, role);
  }

  async answer(userId: number, viewingId: number, body: ViewingAnswerBody): Promise<Viewing> {
    const { errors, database } = this.deps;
    const { row, parties, role } = await this.load(userId, viewingId);
    if (role === 'buyer') throw errors.httpError(403, 'onlySeller');
    if (row.status !== 'pending') throw errors.httpError(409, 'notPending');
    let slot: Date | null = null;
    if (body.action === 'confirm') {
      // the slot as the reply gave it (an ISO instant) or as Istanbul wall time
      const given = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(body.slot) ? istanbulInstant(body.slot) : new Date(body.slot);
      const at = given && !Number.isNaN(given.getTime()) ? given.getTime() : NaN;
      slot = row.slots.map((s) => new Date(s)).find((s) => s.getTime() === at) ?? null;
      if (!slot) throw errors.fieldError({ slot: ['slotNotProposed'] });
    }
    const now = this.now();
    const status = body.action === 'confirm' ? 'confirmed' : 'declined';
    const updated = await database.db.transaction(async (tx) => {
      const [changed] = await tx
        .update(viewingRequests)
        .set({ status, confirmedSlot: slot, reply: body.text?.trim() || null, updatedAt: now })
        .where(and(eq(viewingRequests.id, viewingId), eq(viewingRequests.status, 'pending')))
        .returning();
      if (!changed) return null;
      await this.line(tx, row.conversationId, viewingId, userId, body.text ?? '', now);
      return changed;
    });
    if (!updated) throw errors.httpError(409, 'notPending');
    await this.after(parties, viewingId, () => this.deps.mails.send(status, viewingId, userId));
    return ViewingService.serialize(updated, role);
  }

  async cancel(userId: number, viewingId: number): Promise<Viewing> {
    const { errors, database } = this.deps;
    const { row, parties, role } = await this.load(userId, viewingId);
    if (role !== 'buyer') throw errors.httpError(403, 'onlyBuyerCancels');
    const now = this.now();
    const result = await database.db.transaction(async (tx) => {
      const [before] = await tx.select().from(viewingRequests).where(eq(viewingRequests.id, viewingId)).for('update');
      if (!before || (before.status !== 'pending' && before.status !== 'confirmed')) return null;
      const [changed] = await tx
        .update(viewingRequests)
        .set({ status: 'cancelled', confirmedSlot: null, updatedAt: now })
        .where(and(eq(viewingRequests.id, viewingId), inArray(viewingRequests.status, ['pending', 'confirmed'])))
        .returning();
      if (!changed) return null;
      await this.line(tx, row.conversationId, viewingId, userId, '', now);
      return { changed, slot: before.status === 'confirmed' && before.confirmedSlot ? new Date(before.confirmedSlot) : null };
    });
    if (!result) throw errors.httpError(409, 'cannotCancel');
    const { slot } = result;
    // only a confirmed viewing is in the seller's calendar: its cancellation is mailed with the CANCEL invitation
    await this.after(parties, viewingId, async () => (slot ? this.deps.mails.send('cancelled', viewingId, userId, slot) : 0));
    return ViewingService.serialize(result.changed, role);
  }

  /** The .ics of a confirmed viewing for one of its parties (404 otherwise). */
  async ics(userId: number, viewingId: number, lang: Lang): Promise<string> {
    const { row } = await this.load(userId, viewingId);
    const text = row.status === 'confirmed' ? await this.deps.mails.ics(viewingId, lang) : null;
    if (!text) throw this.deps.errors.httpError(404, 'viewingNotFound');
    return text;
  }

  /** The user's confirmed viewings (as buyer, seller or agency owner) from `from` (default now) to `to`, soonest first. */
  async calendar(userId: number, lang: Lang, range: { from?: Date | undefined; to?: Date | undefined }): Promise<CalendarEntry[]> {
    const { rows } = await this.deps.database.execute(
      `SELECT v.id, v.conversation_id, v.confirmed_slot, (v.buyer_id = $1) AS is_buyer,
              l.id AS listing_id, l.price, l.currency, (l.status = 'active') AS active,
              (SELECT t.title FROM listing_translations t WHERE t.listing_id = l.id
                 ORDER BY (t.lang::text = $2) DESC, (t.lang::text = 'en') DESC, t.lang LIMIT 1) AS title,
              (SELECT p.variants->'card'->>'url' FROM listing_photos p WHERE p.listing_id = l.id ORDER BY p.position, p.id LIMIT 1) AS photo,
              CASE $2 WHEN 'tr' THEN ci.title_tr WHEN 'ru' THEN ci.title_ru ELSE ci.title_en END AS city,
              o.id AS other_id, o.deleted_at IS NOT NULL AS other_deleted, trim(o.name || ' ' || o.lastname) AS other_name, o.photo AS other_photo,
              CASE WHEN v.buyer_id = $1 THEN ag.name END AS other_agency
       FROM viewing_requests v
       JOIN conversations c ON c.id = v.conversation_id
       LEFT JOIN agencies ag ON ag.id = c.agency_id
       LEFT JOIN listings l ON l.id = v.listing_id
       LEFT JOIN cities ci ON ci.id = l.city_id
       LEFT JOIN users o ON o.id = CASE WHEN v.buyer_id = $1 THEN v.seller_id ELSE v.buyer_id END
       WHERE v.status = 'confirmed' AND v.confirmed_slot >= $3 AND ($4::timestamptz IS NULL OR v.confirmed_slot < $4)
         AND (v.buyer_id = $1 OR v.seller_id = $1 OR ag.owner_id = $1)
       ORDER BY v.confirmed_slot, v.id
       LIMIT 500`,
      [userId, lang, (range.from ?? this.now()).toISOString(), range.to?.toISOString() ?? null],
    );
    return rows.map((r) => calendarEntry(r, lang));
  }

  /**
   * The reminders the day before: confirmed viewings 20 to 28 hours ahead not yet reminded. Each row is claimed by
   * one UPDATE … WHERE reminded_at IS NULL RETURNING, so several instances running the job mail it once.
   */
  async remind(): Promise<number> {
    const now = this.now();
    const { rows } = await this.deps.database.execute(
      `UPDATE viewing_requests SET reminded_at = $1
       WHERE status = 'confirmed' AND reminded_at IS NULL AND confirmed_slot BETWEEN $2 AND $3
       RETURNING id`,
      [now.toISOString(), new Date(now.getTime() + 20 * 3600_000).toISOString(), new Date(now.getTime() + 28 * 3600_000).toISOString()],
    );
    let sent = 0;
    for (const r of rows) sent += await this.deps.mails.send('reminder', Number(r.id), null);
    return sent;
  }
}

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

function calendarEntry(r: Row, lang: Lang): CalendarEntry {
  const deleted = r.other_deleted === true || r.other_id === null;
  const otherPhoto = typeof r.other_photo === 'string' && !deleted ? (photoUrls(r.other_photo)['256'] ?? null) : null;
  return {
    viewing_id: Number(r.id),
    conversation_id: Number(r.conversation_id),
    slot: new Date(r.confirmed_slot as string).toISOString(),
    role: r.is_buyer === true ? 'buyer' : 'seller',
    listing:
      r.listing_id === null
        ? null
        : {
            id: Number(r.listing_id),
            title: String(r.title ?? `#${String(r.listing_id)}`),
            url: listingUrl(lang, Number(r.listing_id)),
            photo: (r.photo as string | null) ?? null,
            price: Number(r.price),
            currency: String(r.currency),
            city: (r.city as string | null) ?? null,
            active: r.active === true,
          },
    other: {
      id: deleted ? null : Number(r.other_id),
      name: deleted ? viewingMessage('deletedAccount', lang) : String(r.other_name ?? ''),
      photo: otherPhoto,
      agency: (r.other_agency as string | null) ?? null,
      deleted,
    },
  };
}
