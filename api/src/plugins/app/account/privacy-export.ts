// The personal data export (KVKK art. 11, profile/info "Download my data"): everything the site holds about the
// signed-in user, read with their id only (services/privacy/coverage.ts lists every user-id column and where it
// lands). Secrets are left out: the password hash and the hashes of session, reset, e-mail change and invitation
// tokens. Rows are read with `SELECT *` minus those, so a column added later appears without a change here.
// The messages domain (conversations, sent messages only, blocks, reports, viewings, notification settings, push
// subscriptions) is read by privacy-export-messages.ts, which says what is left out of it and why.
import type { Database } from '../../../db/client';
import { collectMessages, type MessagesExport } from './privacy-export-messages';

export type ExportRow = Record<string, unknown>;

export interface PersonalDataExport extends MessagesExport {
  generated_at: string;
  user_id: number;
  account: ExportRow | null;
  consents: { favorite_alerts: boolean; saved_search_alerts: ExportRow[] };
  sessions: ExportRow[];
  password_resets: ExportRow[];
  email_changes: ExportRow[];
  agency: ExportRow | null;
  agency_membership: ExportRow | null;
  agency_invitations: ExportRow[];
  listings: ExportRow[];
  listing_drafts: ExportRow[];
  photo_uploads: ExportRow[];
  favorites: ExportRow[];
  saved_searches: ExportRow[];
  favorite_alerts_sent: ExportRow[];
  contact_messages_sent: ExportRow[];
  contact_messages_received: ExportRow[];
  listing_reports: ExportRow[];
  invoices: ExportRow[];
  imports: ExportRow[];
  import_feeds: ExportRow[];
  blog_posts: ExportRow[];
  audit_log: ExportRow[];
}

/** Sections of the export in the order the readable file shows them. */
export const EXPORT_SECTIONS = [
  'account',
  'consents',
  'sessions',
  'password_resets',
  'email_changes',
  'agency',
  'agency_membership',
  'agency_invitations',
  'listings',
  'listing_drafts',
  'photo_uploads',
  'favorites',
  'saved_searches',
  'favorite_alerts_sent',
  'contact_messages_sent',
  'contact_messages_received',
  'listing_reports',
  'conversations',
  'user_blocks',
  'user_reports',
  'viewing_requests',
  'notification_settings',
  'push_subscriptions',
  'invoices',
  'imports',
  'import_feeds',
  'blog_posts',
  'audit_log',
] as const satisfies readonly (keyof PersonalDataExport)[];
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

const SECRET_COLUMNS = new Set(['password_hash', 'token_hash', 'search']);

const scalar = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : typeof value === 'bigint' ? Number(value) : value);

/** Dates (also in arrays, e.g. viewing slots) as ISO strings, secrets and the per-table noise named in `omit` left out. */
function clean(row: ExportRow, omit: readonly string[] = []): ExportRow {
  const out: ExportRow = {};
  for (const [key, value] of Object.entries(row)) {
    if (SECRET_COLUMNS.has(key) || omit.includes(key)) continue;
    out[key] = Array.isArray(value) ? value.map(scalar) : scalar(value);
  }
  return out;
}

interface PhotoVariantsLike {
  [size: string]: { url?: string; avif?: string } | undefined;
}

export class PersonalDataService {
  constructor(private readonly deps: { database: Database; publicUrl: string }) {}

  private async rows(sql: string, params: unknown[], omit: readonly string[] = []): Promise<ExportRow[]> {
    const res = await this.deps.database.execute(sql, params);
    return res.rows.map((row) => clean(row, omit));
  }

  private abs(url: string): string {
    return /^https?:\/\//.test(url) ? url : `${this.deps.publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
  }

  private photoUrls(variants: unknown): string[] {
    const v = (variants ?? {}) as PhotoVariantsLike;
    return ['full', 'card', 'thumb'].flatMap((size) => {
      const variant = v[size];
      return variant ? [variant.url, variant.avif].filter((u): u is string => typeof u === 'string').map((u) => this.abs(u)) : [];
    });
  }

  /** Everything about `userId`; null when there is no such user. */
  async collect(userId: number, now = new Date()): Promise<PersonalDataExport | null> {
    const id = [userId];
    const [account] = await this.rows(`SELECT * FROM users WHERE id = $1`, id);
    if (!account) return null;

    const listingRows = await this.rows(`SELECT * FROM listings WHERE user_id = $1 ORDER BY id`, id, ['import_hash']);
    const listingIds = listingRows.map((l) => Number(l.id));
    const [translations, photos, prices] = await Promise.all([
      this.rows(`SELECT listing_id, lang, title, description FROM listing_translations WHERE listing_id = ANY($1::int[]) ORDER BY listing_id, lang`, [listingIds]),
      this.rows(`SELECT listing_id, position, variants, created_at FROM listing_photos WHERE listing_id = ANY($1::int[]) ORDER BY listing_id, position, id`, [listingIds]),
      this.rows(`SELECT listing_id, price, currency, changed_at FROM listing_price_history WHERE listing_id = ANY($1::int[]) ORDER BY listing_id, changed_at`, [listingIds]),
    ]);
    const of = (list: ExportRow[], listingId: number) => list.filter((r) => Number(r.listing_id) === listingId).map(({ listing_id: _, ...rest }) => rest);
    const listings = listingRows.map((l) => ({
      ...l,
      translations: of(translations, Number(l.id)),
      photos: of(photos, Number(l.id)).map((p) => ({ position: p.position, created_at: p.created_at, urls: this.photoUrls(p.variants) })),
      price_history: of(prices, Number(l.id)),
    }));

    const searches = await this.rows(`SELECT * FROM saved_searches WHERE user_id = $1 ORDER BY id`, id);
    const sent = await this.rows(
      `SELECT x.search_id, x.listing_id, x.reason, x.sent_at FROM saved_search_sent x JOIN saved_searches s ON s.id = x.search_id
       WHERE s.user_id = $1 ORDER BY x.sent_at`,
      id,
    );
    const savedSearches = searches.map((s) => ({
      ...s,
      alerts_sent: sent.filter((x) => Number(x.search_id) === Number(s.id)).map(({ search_id: _, ...rest }) => rest),
    }));

    const invoiceRows = await this.rows(`SELECT * FROM invoices WHERE user_id = $1 ORDER BY id`, id);
    const items = await this.rows(
      `SELECT it.* FROM invoice_items it JOIN invoices i ON i.id = it.invoice_id WHERE i.user_id = $1 ORDER BY it.id`,
      id,
    );
    const invoices = invoiceRows.map((inv) => ({ ...inv, items: items.filter((it) => Number(it.invoice_id) === Number(inv.id)) }));

    const [agency] = await this.rows(`SELECT * FROM agencies WHERE owner_id = $1`, id);
    const [membership] = await this.rows(
      `SELECT m.*, a.name AS agency_name FROM agency_members m JOIN agencies a ON a.id = m.agency_id WHERE m.user_id = $1`,
      id,
    );

    return {
      generated_at: now.toISOString(),
      user_id: userId,
      account,
      consents: {
        favorite_alerts: account.favorite_alerts === true,
        saved_search_alerts: searches.map((s) => ({ id: s.id, name: s.name, alert: s.alert })),
      },
      sessions: await this.rows(`SELECT * FROM sessions WHERE user_id = $1 ORDER BY created_at`, id, ['id']),
      password_resets: await this.rows(`SELECT * FROM password_resets WHERE user_id = $1 ORDER BY created_at`, id),
      email_changes: await this.rows(`SELECT * FROM email_changes WHERE user_id = $1 ORDER BY created_at`, id),
      agency: agency ?? null,
      agency_membership: membership ?? null,
      agency_invitations: await this.rows(
        `SELECT i.*, a.name AS agency_name FROM agency_invitations i JOIN agencies a ON a.id = i.agency_id
         WHERE i.accepted_by = $1 OR lower(i.email) = lower($2) ORDER BY i.id`,
        [userId, String(account.email)],
        ['invited_by'],
      ),
      listings,
      listing_drafts: await this.rows(`SELECT * FROM listing_drafts WHERE user_id = $1 ORDER BY id`, id),
      photo_uploads: await this.rows(`SELECT * FROM photo_uploads WHERE user_id = $1 ORDER BY id`, id, ['original']),
      favorites: await this.rows(
        `SELECT f.listing_id, f.created_at, t.title FROM favorites f
         LEFT JOIN LATERAL (SELECT title FROM listing_translations lt WHERE lt.listing_id = f.listing_id
                            ORDER BY (lt.lang = $2) DESC, lt.lang LIMIT 1) t ON true
         WHERE f.user_id = $1 ORDER BY f.created_at`,
        [userId, String(account.locale ?? 'tr')],
      ),
      saved_searches: savedSearches,
      favorite_alerts_sent: await this.rows(`SELECT * FROM favorite_alerts_sent WHERE user_id = $1 ORDER BY sent_at`, id, ['user_id']),
      contact_messages_sent: await this.rows(`SELECT * FROM contact_messages WHERE sender_id = $1 ORDER BY id`, id),
      contact_messages_received: await this.rows(
        `SELECT c.* FROM contact_messages c JOIN listings l ON l.id = c.listing_id WHERE l.user_id = $1 ORDER BY c.id`,
        id,
        ['sender_id'],
      ),
      listing_reports: await this.rows(`SELECT * FROM listing_reports WHERE reporter_id = $1 ORDER BY id`, id),
      ...(await collectMessages((sql, params, omit) => this.rows(sql, params, omit), userId, String(account.locale ?? 'tr'), (url) => this.abs(url))),
      invoices,
      imports: await this.rows(`SELECT * FROM imports WHERE user_id = $1 ORDER BY id`, id),
      import_feeds: await this.rows(`SELECT * FROM import_feeds WHERE user_id = $1 ORDER BY id`, id),
      blog_posts: await this.rows(
        `SELECT p.id, p.slug, p.status, p.published_at, p.created_at, p.updated_at FROM blog_posts p WHERE p.author_id = $1 ORDER BY p.id`,
        id,
      ),
      // Entries about the user (their account, their listings) with what changed; the user's own back-office
      // actions without the before/after of other people's records.
      audit_log: await this.rows(
        `SELECT id, at, action, entity_type, entity_id,
                CASE WHEN about THEN before END AS before, CASE WHEN about THEN after END AS after, coalesce(actor_id = $1, false) AS by_you
         FROM (SELECT a.*, ((a.entity_type = 'user' AND a.entity_id = $3)
                         OR (a.entity_type = 'listing' AND a.entity_id = ANY($2::text[]))) AS about
               FROM audit_log a) x
         WHERE about OR actor_id = $1 ORDER BY at, id`,
        [userId, listingIds.map(String), String(userId)],
      ),
    };
  }
}
