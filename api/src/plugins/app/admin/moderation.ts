// Moderation (back office): the queue of new, changed and reported listings with their duplicate candidates, and
// the decisions on them. New and edited listings are `pending` but stay public meanwhile (post-moderation);
// a rejection or a hide takes the listing off the site (`status = hidden`, `hidden_by = moderator`) until an
// administrator approves it. Every decision resolves the listing's open reports and writes an audit row in the
// same transaction; a rejection e-mails the owner (mailer: SMTP or the outbox).
import type { Lang } from '@realty/shared/routes';
import type { ReportReason } from '@realty/shared/admin';
import type { ModerationFilter, ModerationItem, ModerationResult } from '@realty/shared/contracts/admin';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { listingReports, listings } from '../../../db/schema';
import { cardsByIds } from '../catalog/listings';
import type { MailSender } from '../../../services/mail';
import type { AuditService } from './audit';
import { rejectionMail } from './moderation-mail';

/** Price and area tolerance of a duplicate candidate. */
export const DUPLICATE_TOLERANCE = 0.05;
const DUPLICATES_PER_LISTING = 3;

/** Listings that can still be decided: not deleted, and their owner's account not deleted (issue 23). */
export const DECIDABLE = `l.status <> 'deleted' AND EXISTS (SELECT 1 FROM users lu WHERE lu.id = l.user_id AND lu.deleted_at IS NULL)`;
const REPORTED = `EXISTS (SELECT 1 FROM listing_reports r WHERE r.listing_id = l.id AND r.resolved_at IS NULL)`;

const FILTER_SQL: Record<ModerationFilter, string> = {
  all: `${DECIDABLE} AND (l.moderation_status = 'pending' OR ${REPORTED})`,
  pending: `${DECIDABLE} AND l.moderation_status = 'pending'`,
  reported: `${DECIDABLE} AND ${REPORTED}`,
};

type Decision = 'approve' | 'reject' | 'hide';

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

export class ModerationService {
  constructor(
    private readonly deps: { database: Database; audit: AuditService; mailer: MailSender; publicUrl: string },
  ) {}

  /** A page of the queue, oldest change first (first come, first decided). */
  async queue(opts: { filter: ModerationFilter; page: number; perPage: number; lang: Lang }): Promise<{ items: ModerationItem[]; total: number }> {
    const { database } = this.deps;
    const where = FILTER_SQL[opts.filter];
    const [count, page] = await Promise.all([
      database.execute(`SELECT count(*)::int AS n FROM listings l WHERE ${where}`),
      database.execute(
        `SELECT l.id, l.status::text AS status, l.moderation_status::text AS moderation_status, l.moderation_reason,
                l.moderated_at, l.updated_at, u.id AS owner_id, u.name, u.lastname, u.email, u.blocked_at
         FROM listings l JOIN users u ON u.id = l.user_id
         WHERE ${where}
         ORDER BY l.updated_at, l.id LIMIT $1 OFFSET $2`,
        [opts.perPage, (opts.page - 1) * opts.perPage],
      ),
    ]);
    const ids = page.rows.map((row) => Number(row.id));
    if (!ids.length) return { items: [], total: Number(count.rows[0]?.n ?? 0) };
    const [reports, duplicates] = await Promise.all([
      database.execute(
        `SELECT id, listing_id, reason, comment, created_at FROM listing_reports
         WHERE listing_id = ANY($1::int[]) AND resolved_at IS NULL ORDER BY created_at`,
        [ids],
      ),
      this.duplicateCandidates(ids),
    ]);
    const cards = await cardsByIds(database, [...new Set([...ids, ...duplicates.map((d) => d.candidate)])], opts.lang);
    const cardById = new Map(cards.map((card) => [card.id, card]));
    const items: ModerationItem[] = [];
    for (const row of page.rows) {
      const id = Number(row.id);
      const card = cardById.get(id);
      if (!card) continue;
      const open = reports.rows.filter((r) => Number(r.listing_id) === id);
      const reasons: ModerationItem['reasons'] = [];
      if (row.moderation_status === 'pending') reasons.push(row.moderated_at ? 'changed' : 'new');
      if (open.length) reasons.push('reported');
      items.push({
        id,
        card,
        status: row.status === 'hidden' ? 'hidden' : 'active',
        moderation_status: String(row.moderation_status) as ModerationItem['moderation_status'],
        moderation_reason: row.moderation_reason ? String(row.moderation_reason) : null,
        reasons,
        owner: {
          id: Number(row.owner_id),
          name: `${String(row.name)} ${String(row.lastname ?? '')}`.trim(),
          email: String(row.email),
          blocked: row.blocked_at !== null && row.blocked_at !== undefined,
        },
        reports: open.map((r) => ({
          id: Number(r.id),
          reason: String(r.reason) as ReportReason,
          comment: r.comment ? String(r.comment) : null,
          created_at: iso(r.created_at),
        })),
        duplicates: duplicates
          .filter((d) => d.listing === id)
          .flatMap((d) => {
            const other = cardById.get(d.candidate);
            return other ? [{ match: d.match, card: other, status: d.status }] : [];
          }),
        updated_at: iso(row.updated_at),
      });
    }
    return { items, total: Number(count.rows[0]?.n ?? 0) };
  }

  /**
   * Duplicate candidates of each listing: another listing (not deleted) of the same deal type, property type, city
   * and district with area and price (in TRY) within DUPLICATE_TOLERANCE, or sharing a photo's perceptual hash.
   */
  async duplicateCandidates(ids: readonly number[]): Promise<{ listing: number; candidate: number; match: 'similar' | 'photo'; status: string }[]> {
    if (!ids.length) return [];
    const res = await this.deps.database.execute(
      `SELECT l.id AS listing, c.id AS candidate, c.match, c.status
       FROM listings l
       CROSS JOIN LATERAL (
         SELECT o.id, o.status::text AS status,
                CASE WHEN EXISTS (SELECT 1 FROM listing_photos p1 JOIN listing_photos p2 ON p2.phash = p1.phash
                                  WHERE p1.listing_id = l.id AND p2.listing_id = o.id AND p1.phash IS NOT NULL)
                     THEN 'photo' ELSE 'similar' END AS match
         FROM listings o
         WHERE o.id <> l.id AND o.status <> 'deleted' AND (
           (o.deal_type = l.deal_type AND o.property_type_id = l.property_type_id AND o.city_id = l.city_id
            AND o.district_id IS NOT DISTINCT FROM l.district_id
            AND l.area IS NOT NULL AND o.area BETWEEN l.area * (1 - $2::float8) AND l.area * (1 + $2::float8)
            AND o.price_try BETWEEN l.price_try * (1 - $2::float8) AND l.price_try * (1 + $2::float8))
           OR o.id IN (SELECT p2.listing_id FROM listing_photos p1 JOIN listing_photos p2 ON p2.phash = p1.phash
                       WHERE p1.listing_id = l.id AND p1.phash IS NOT NULL))
         ORDER BY (CASE WHEN EXISTS (SELECT 1 FROM listing_photos p1 JOIN listing_photos p2 ON p2.phash = p1.phash
                                    WHERE p1.listing_id = l.id AND p2.listing_id = o.id AND p1.phash IS NOT NULL) THEN 0 ELSE 1 END),
                  abs(o.price_try - l.price_try), o.id
         LIMIT ${DUPLICATES_PER_LISTING}
       ) c
       WHERE l.id = ANY($1::int[])`,
      [ids, DUPLICATE_TOLERANCE],
    );
    return res.rows.map((row) => ({
      listing: Number(row.listing),
      candidate: Number(row.candidate),
      match: row.match === 'photo' ? 'photo' : 'similar',
      status: String(row.status),
    }));
  }

  async approve(actorId: number, listingId: number): Promise<ModerationResult | null> {
    return this.decide(actorId, listingId, 'approve', null);
  }

  async hide(actorId: number, listingId: number): Promise<ModerationResult | null> {
    return this.decide(actorId, listingId, 'hide', null);
  }

  /** Reject with a reason; the owner gets it by e-mail in their language. */
  async reject(actorId: number, listingId: number, reason: string): Promise<ModerationResult | null> {
    const result = await this.decide(actorId, listingId, 'reject', reason);
    if (!result) return null;
    const { rows } = await this.deps.database.execute(
      `SELECT u.name, u.email, u.locale::text AS locale,
              (SELECT t.title FROM listing_translations t WHERE t.listing_id = l.id
               ORDER BY (t.lang = u.locale) DESC, t.lang LIMIT 1) AS title
       FROM listings l JOIN users u ON u.id = l.user_id WHERE l.id = $1`,
      [listingId],
    );
    const owner = rows[0];
    if (owner) {
      const lang = (['tr', 'en', 'ru'].includes(String(owner.locale)) ? String(owner.locale) : 'tr') as Lang;
      await this.deps.mailer.send(
        rejectionMail({ name: String(owner.name), email: String(owner.email) }, { id: listingId, title: String(owner.title ?? '') }, reason, this.deps.publicUrl, lang),
      );
    }
    return result;
  }

  private async decide(actorId: number, listingId: number, decision: Decision, reason: string | null): Promise<ModerationResult | null> {
    const { database, audit } = this.deps;
    return database.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ status: listings.status, moderationStatus: listings.moderationStatus, moderationReason: listings.moderationReason, hiddenBy: listings.hiddenBy })
        .from(listings)
        .where(and(eq(listings.id, listingId), ne(listings.status, 'deleted')))
        .for('update');
      if (!row) return null;
      const before = { status: row.status, moderation_status: row.moderationStatus, moderation_reason: row.moderationReason, hidden_by: row.hiddenBy };
      // An approval brings back a listing the moderators had taken off (not one its owner hid or a block hid);
      // a rejection or a hide takes it off the site (a block's mark stays, so an unblock does not bring it back).
      const next =
        decision === 'approve'
          ? {
              moderationStatus: 'approved' as const,
              moderationReason: null,
              status: row.hiddenBy === 'moderator' ? ('active' as const) : row.status,
              hiddenBy: row.hiddenBy === 'moderator' ? null : row.hiddenBy,
            }
          : {
              moderationStatus: decision === 'reject' ? ('rejected' as const) : ('hidden' as const),
              moderationReason: reason,
              status: 'hidden' as const,
              hiddenBy: row.hiddenBy === 'block' ? ('block' as const) : ('moderator' as const),
            };
      await tx
        .update(listings)
        .set({ ...next, moderatedAt: new Date() })
        .where(eq(listings.id, listingId));
      await tx
        .update(listingReports)
        .set({ resolvedAt: new Date() })
        .where(and(eq(listingReports.listingId, listingId), isNull(listingReports.resolvedAt)));
      const after = { status: next.status, moderation_status: next.moderationStatus, moderation_reason: next.moderationReason, hidden_by: next.hiddenBy };
      await audit.record({ actorId, action: `listing.${decision}`, entityType: 'listing', entityId: listingId, before, after }, tx);
      return {
        id: listingId,
        status: next.status === 'active' ? 'active' : 'hidden',
        moderation_status: next.moderationStatus,
        moderation_reason: next.moderationReason,
      } satisfies ModerationResult;
    });
  }

  /** "Report this listing": only a public (active) listing can be reported; false otherwise. */
  async report(reporterId: number | null, listingId: number, reason: ReportReason, comment: string | null): Promise<boolean> {
    const res = await this.deps.database.execute(
      `INSERT INTO listing_reports (listing_id, reporter_id, reason, comment)
       SELECT id, $2, $3, $4 FROM listings WHERE id = $1 AND status = 'active' RETURNING id`,
      [listingId, reporterId, reason, comment],
    );
    return res.rows.length > 0;
  }
}
