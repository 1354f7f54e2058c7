// EİDS verification (back office): the listings whose authorisation number waits for a decision, and the decision
// (plugins/app/listing/eids.ts decideEids), audited.
import type { Lang } from '@realty/shared/routes';
import type { EidsQueueItem } from '@realty/shared/contracts/admin';
import type { Database } from '../../../db/client';
import { decideEids, type EidsVerdict } from '../listing/eids';
import { cardsByIds } from '../catalog/listings';
import type { AuditService } from './audit';

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

export class VerificationService {
  constructor(private readonly deps: { database: Database; audit: AuditService }) {}

  /** Pending authorisations, oldest first. */
  async queue(opts: { page: number; perPage: number; lang: Lang }): Promise<{ items: EidsQueueItem[]; total: number }> {
    const { database } = this.deps;
    const where = `l.eids_status = 'pending' AND l.status <> 'deleted'`;
    const [count, page] = await Promise.all([
      database.execute(`SELECT count(*)::int AS n FROM listings l WHERE ${where}`),
      database.execute(
        `SELECT l.id, l.eids_number, l.title_deed_number, l.updated_at, u.id AS owner_id, u.name, u.lastname, u.email, u.blocked_at,
                a.name AS agency_name, a.licence AS agency_licence
         FROM listings l JOIN users u ON u.id = l.user_id LEFT JOIN agencies a ON a.id = l.agency_id
         WHERE ${where} ORDER BY l.updated_at, l.id LIMIT $1 OFFSET $2`,
        [opts.perPage, (opts.page - 1) * opts.perPage],
      ),
    ]);
    const cards = new Map((await cardsByIds(database, page.rows.map((r) => Number(r.id)), opts.lang)).map((c) => [c.id, c]));
    const items = page.rows.flatMap((row): EidsQueueItem[] => {
      const card = cards.get(Number(row.id));
      if (!card) return [];
      return [
        {
          id: Number(row.id),
          card,
          eids_number: String(row.eids_number ?? ''),
          title_deed_number: row.title_deed_number ? String(row.title_deed_number) : null,
          agency: row.agency_name ? { name: String(row.agency_name), licence: row.agency_licence ? String(row.agency_licence) : null } : null,
          owner: {
            id: Number(row.owner_id),
            name: `${String(row.name)} ${String(row.lastname ?? '')}`.trim(),
            email: String(row.email),
            blocked: row.blocked_at !== null && row.blocked_at !== undefined,
          },
          updated_at: iso(row.updated_at),
        },
      ];
    });
    return { items, total: Number(count.rows[0]?.n ?? 0) };
  }

  /** Verify or reject a pending authorisation: 'notPending' when there is nothing to decide, null for an unknown listing. */
  async decide(actorId: number, listingId: number, verdict: EidsVerdict): Promise<{ id: number; eids_status: string } | 'notPending' | null> {
    const { database, audit } = this.deps;
    const found = await database.execute(`SELECT eids_status, eids_number FROM listings WHERE id = $1 AND status <> 'deleted'`, [listingId]);
    const before = found.rows[0];
    if (!before) return null;
    if (before.eids_status !== 'pending') return 'notPending';
    const status = await decideEids(database, listingId, verdict);
    if (!status) return 'notPending';
    await audit.record({
      actorId,
      action: verdict === 'verified' ? 'eids.verify' : 'eids.reject',
      entityType: 'listing',
      entityId: listingId,
      before: { eids_status: 'pending', eids_number: before.eids_number ?? null },
      after: { eids_status: status, eids_number: before.eids_number ?? null },
    });
    return { id: listingId, eids_status: status };
  }
}
