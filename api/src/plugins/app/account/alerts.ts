// Saved-search alerts and favourite price drops (issue 13). `run()` is called by the scheduled job
// (jobs/alerts.ts) and by tests:
// - each saved search with an alert that is due (instant: every run; daily/weekly: a day/a week after the last
//   digest) gets the active listings matching its filter that were published, or reduced in price, since the
//   last digest (looking back LATE_COMMIT_MS for rows committed late, never before the search was saved), minus the
//   ones already sent for that search (saved_search_sent: never twice);
// - each user with favourite alerts on gets the favourites whose price dropped, once per new price.
// One digest per search (or per user for favourites), in the search's language (the page it was saved on, else the
// account's), prices in the filter's currency (else the display currency saved with the search, else TRY in Turkish,
// EUR otherwise), with a signed one-click unsubscribe link and List-Unsubscribe headers.
import { noticeMessage } from '@realty/shared/contracts/messages';
import { formatPrice, isCurrency } from '@realty/shared/format';
import { accountMessage, readCatalogQuery, type CurrencyCode, type ListingCardData } from '@realty/shared/schemas';
import type { Lang } from '@realty/shared/routes';
import type { Database } from '../../../db/client';
import { cardsByIds } from '../catalog/listings';
import type { MailSender } from '../../../services/mail';
import { buildWhere } from '../catalog/search';
import { alertMailText } from './alert-mail';
import { UnsubscribeLinks } from '../unsubscribe-links';

export type UnsubscribeKind = 'search' | 'favorites';

/** Listings per digest at most (the rest stays for the next one: nothing is marked sent without being mailed). */
export const DIGEST_MAX = 20;
const PERIOD_MS: Record<string, number> = { instant: 0, daily: 24 * 3600_000, weekly: 7 * 24 * 3600_000 };
/** Daily and weekly digests may go a little early so a fixed schedule does not drift by one run each time. */
const SLACK_MS = 5 * 60_000;
/**
 * How far a digest looks back before its search's last digest. A listing's `published_at` (and a drop's `created_at`)
 * is its transaction's start: one that began before a run and committed after the run's query is stamped before the
 * search's new cursor, and a window starting at the cursor would never see it. Looking back this far finds it on the
 * next run; `saved_search_sent` keeps every listing to one mail per search.
 */
export const LATE_COMMIT_MS = 10 * 60_000;

export interface AlertServiceOptions {
  database: Database;
  mailer: MailSender;
  publicUrl: string;
  secret: string;
  /** A Web Push beside each alert mail (plugins/app/notices: queued, and only when the user's push setting is on). */
  push?: (userId: number, kind: 'searches' | 'price_drops', payload: { title: string; body: string; url: string }) => Promise<void>;
}

export interface AlertRunResult {
  searchMails: number;
  favoriteMails: number;
  listings: number;
}

const langOf = (value: unknown): Lang => (value === 'en' || value === 'ru' ? value : 'tr');
/**
 * A search's name in the mail's language: a default name given at save time ("My search 3", "Aramam 3", "Мой поиск 3")
 * is said in `lang`; a name the user typed stays as typed.
 */
export function searchNameIn(name: string, lang: Lang): string {
  for (const l of ['tr', 'en', 'ru'] as const) {
    const prefix = `${accountMessage('searchDefaultName', l)} `;
    if (name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length))) return `${accountMessage('searchDefaultName', lang)} ${name.slice(prefix.length)}`;
  }
  return name;
}

export class AlertService {
  private running: Promise<AlertRunResult> | null = null;

  private readonly links: UnsubscribeLinks<UnsubscribeKind>;

  constructor(private readonly opts: AlertServiceOptions) {
    this.links = new UnsubscribeLinks({ secret: opts.secret, publicUrl: opts.publicUrl, scope: 'alerts-unsubscribe', route: 'alerts/unsubscribe' });
  }

  verify(kind: UnsubscribeKind, id: number, sig: string): boolean {
    return this.links.verify(kind, id, sig);
  }

  unsubscribeUrl(lang: Lang, kind: UnsubscribeKind, id: number): string {
    return this.links.url(lang, kind, id);
  }

  /** Turn the alert off (a search) or the favourite price alerts of a user; false when there is nothing to turn off. */
  async unsubscribe(kind: UnsubscribeKind, id: number): Promise<boolean> {
    const res =
      kind === 'search'
        ? await this.opts.database.execute(`UPDATE saved_searches SET alert = 'none' WHERE id = $1 RETURNING id`, [id])
        : await this.opts.database.execute(`UPDATE users SET favorite_alerts = false WHERE id = $1 RETURNING id`, [id]);
    return res.rows.length > 0;
  }

  /** One run of the job (concurrent calls share the run in progress). */
  run(now = new Date()): Promise<AlertRunResult> {
    this.running ??= this.runNow(now).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runNow(now: Date): Promise<AlertRunResult> {
    const result: AlertRunResult = { searchMails: 0, favoriteMails: 0, listings: 0 };
    const { database } = this.opts;
    const due = await database.execute(
      `SELECT s.id, s.name, s.filter, s.url, s.alert, s.lang, s.currency, coalesce(s.last_alert_at, s.created_at) AS since,
              s.created_at,
              u.id AS user_id, u.email, u.locale
       FROM saved_searches s JOIN users u ON u.id = s.user_id
       WHERE s.alert <> 'none' ORDER BY s.id`,
    );
    for (const row of due.rows) {
      const since = new Date(row.since as string | Date);
      const period = PERIOD_MS[String(row.alert)] ?? Infinity;
      if (period > 0 && now.getTime() - since.getTime() < period - SLACK_MS) continue;
      // The window starts a little before the last digest (LATE_COMMIT_MS), never before the search was saved.
      const from = new Date(Math.max(since.getTime() - LATE_COMMIT_MS, new Date(row.created_at as string | Date).getTime()));
      const sent = await this.searchDigest(row, from, now);
      if (sent > 0) {
        result.searchMails += 1;
        result.listings += sent;
      }
    }
    const favorites = await this.favoriteDrops(now);
    result.favoriteMails = favorites.mails;
    result.listings += favorites.listings;
    return result;
  }

  /** Listings for one search since `since` and not sent yet; marks them sent, mails them, moves the search's cursor to `now`. Returns the count mailed. */
  private async searchDigest(row: Record<string, unknown>, since: Date, now: Date): Promise<number> {
    const { database } = this.opts;
    const searchId = Number(row.id);
    const userId = Number(row.user_id);
    // The search's own language (the page it was saved or its alert set on), else the account's.
    const lang = langOf(row.lang ?? row.locale);
    const filterRaw = (row.filter ?? {}) as Record<string, unknown>;
    const state = readCatalogQuery(filterRaw);
    const where = await buildWhere(database, { ...state, keywords: undefined }, lang);
    let ids: number[] = [];
    if (where.possible) {
      const n = where.params.length;
      const res = await database.execute(
        `SELECT l.id FROM listings l
         WHERE ${where.clauses.join(' AND ')}
           AND l.user_id <> $${n + 1}
           AND ((l.published_at > $${n + 2} AND l.published_at <= $${n + 3})
             OR EXISTS (SELECT 1 FROM listing_price_drops d WHERE d.listing_id = l.id AND d.created_at > $${n + 2} AND d.created_at <= $${n + 3}))
           AND NOT EXISTS (SELECT 1 FROM saved_search_sent x WHERE x.search_id = $${n + 4} AND x.listing_id = l.id)
         ORDER BY l.published_at DESC, l.id DESC LIMIT ${DIGEST_MAX}`,
        [...where.params, userId, since.toISOString(), now.toISOString(), searchId],
      );
      ids = res.rows.map((r) => Number(r.id));
    }
    if (ids.length) {
      // Claim them first: a parallel run (another instance) cannot mail the same listing for this search.
      const claimed = await database.execute(
        `INSERT INTO saved_search_sent (search_id, listing_id, reason)
         SELECT $1, l.id, CASE WHEN l.published_at > $3 THEN 'new' ELSE 'price' END FROM listings l WHERE l.id = ANY($2::int[])
         ON CONFLICT DO NOTHING RETURNING listing_id`,
        [searchId, ids, since.toISOString()],
      );
      const mine = new Set(claimed.rows.map((r) => Number(r.listing_id)));
      ids = ids.filter((id) => mine.has(id));
    }
    if (ids.length) {
      const cards = await cardsByIds(database, ids, lang);
      // The filter's currency, else the display currency the search was saved with, else the language's default.
      const currency = isCurrency(filterRaw.currency) ? filterRaw.currency : isCurrency(row.currency) ? row.currency : lang === 'tr' ? 'TRY' : 'EUR';
      const text = alertMailText(lang);
      // The saved URL in the mail's language (a search saved before its language was kept may carry another prefix).
      const searchUrl =
        typeof row.url === 'string' && row.url
          ? `${this.opts.publicUrl}${row.url.replace(/^\/(tr|en|ru)(?=\/|$)/, `/${lang}`)}`
          : `${this.opts.publicUrl}/${lang}/profile/saved`;
      try {
        await this.send({
          to: String(row.email),
          lang,
          subject: text.searchSubject(ids.length, searchNameIn(String(row.name), lang)),
          intro: text.searchIntro(searchNameIn(String(row.name), lang)),
          cards,
          currency,
          openLabel: text.openSearch,
          openUrl: searchUrl,
          unsubscribeUrl: this.unsubscribeUrl(lang, 'search', searchId),
        });
      } catch (error) {
        await database.execute(`DELETE FROM saved_search_sent WHERE search_id = $1 AND listing_id = ANY($2::int[])`, [searchId, ids]);
        throw error;
      }
      await this.opts.push?.(userId, 'searches', {
        title: noticeMessage('pushSearchTitle', lang, { search: searchNameIn(String(row.name), lang) }),
        body: noticeMessage('pushSearchBody', lang, { count: ids.length }),
        url: searchUrl.slice(this.opts.publicUrl.length) || `/${lang}/profile/saved`,
      });
    }
    await database.execute(`UPDATE saved_searches SET last_alert_at = $2 WHERE id = $1`, [searchId, now.toISOString()]);
    return ids.length;
  }

  /** Favourites whose price dropped in the last 7 days and were not mailed at their current price. */
  private async favoriteDrops(now: Date): Promise<{ mails: number; listings: number }> {
    const { database } = this.opts;
    const res = await database.execute(
      `SELECT f.user_id, u.email, u.locale, u.currency, l.id AS listing_id, l.price_try
       FROM favorites f
       JOIN users u ON u.id = f.user_id AND u.favorite_alerts
       JOIN listings l ON l.id = f.listing_id AND l.status = 'active'
       WHERE EXISTS (SELECT 1 FROM listing_price_drops d WHERE d.listing_id = l.id AND d.new_price_try = l.price_try
                     AND d.created_at > $1::timestamptz - interval '7 days' AND d.created_at <= $1::timestamptz)
         AND NOT EXISTS (SELECT 1 FROM favorite_alerts_sent s WHERE s.user_id = f.user_id AND s.listing_id = l.id AND s.price_try = l.price_try)
       ORDER BY f.user_id, l.id`,
      [now.toISOString()],
    );
    const byUser = new Map<number, { email: string; lang: Lang; currency: CurrencyCode; items: { id: number; price: number }[] }>();
    for (const row of res.rows) {
      const userId = Number(row.user_id);
      const lang = langOf(row.locale);
      // The display currency the user last chose (kept when they add a favourite), else the language's default.
      const currency: CurrencyCode = isCurrency(row.currency) ? row.currency : lang === 'tr' ? 'TRY' : 'EUR';
      const entry = byUser.get(userId) ?? { email: String(row.email), lang, currency, items: [] };
      entry.items.push({ id: Number(row.listing_id), price: Number(row.price_try) });
      byUser.set(userId, entry);
    }
    let mails = 0;
    let listings = 0;
    for (const [userId, entry] of byUser) {
      const items = entry.items.slice(0, DIGEST_MAX);
      const claimed = await database.execute(
        `INSERT INTO favorite_alerts_sent (user_id, listing_id, price_try)
         SELECT $1, x.id, x.price FROM unnest($2::int[], $3::bigint[]) AS x(id, price)
         ON CONFLICT DO NOTHING RETURNING listing_id`,
        [userId, items.map((i) => i.id), items.map((i) => i.price)],
      );
      const ids = claimed.rows.map((r) => Number(r.listing_id));
      if (!ids.length) continue;
      const text = alertMailText(entry.lang);
      const cards = await cardsByIds(database, ids, entry.lang);
      await this.send({
        to: entry.email,
        lang: entry.lang,
        subject: text.priceSubject(ids.length),
        intro: text.priceIntro,
        cards,
        currency: entry.currency,
        openLabel: text.openFavorites,
        openUrl: `${this.opts.publicUrl}/${entry.lang}/profile/favorites`,
        unsubscribeUrl: this.unsubscribeUrl(entry.lang, 'favorites', userId),
      });
      await this.opts.push?.(userId, 'price_drops', {
        title: noticeMessage('pushPriceDropTitle', entry.lang),
        body: noticeMessage('pushPriceDropBody', entry.lang, { count: ids.length }),
        url: `/${entry.lang}/profile/favorites`,
      });
      mails += 1;
      listings += ids.length;
    }
    return { mails, listings };
  }

  private async send(m: {
    to: string;
    lang: Lang;
    subject: string;
    intro: string;
    cards: ListingCardData[];
    currency: CurrencyCode;
    openLabel: string;
    openUrl: string;
    unsubscribeUrl: string;
  }): Promise<void> {
    const text = alertMailText(m.lang);
    const abs = (url: string) => (/^https?:\/\//.test(url) ? url : `${this.opts.publicUrl}${url}`);
    const price = (card: ListingCardData) => formatPrice(card.price.prices[m.currency], m.currency, m.lang);
    const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    const lines = m.cards.map((card) => `${card.title}\n${price(card)} · ${card.place.label}\n${abs(card.url)}`);
    const rows = m.cards
      .map(
        (card) =>
          `<tr><td style="padding:8px 0;vertical-align:top;width:168px">${
            card.gallery[0] ? `<img src="${esc(abs(card.gallery[0]))}" width="160" alt="" style="border-radius:6px;display:block">` : ''
          }</td><td style="padding:8px;vertical-align:top"><a href="${esc(abs(card.url))}" style="font-weight:bold;color:#0b5cad">${esc(card.title)}</a>` +
          `<div style="font-size:18px;margin:4px 0">${esc(price(card))}</div><div style="color:#555">${esc(card.place.label)}</div></td></tr>`,
      )
      .join('');
    await this.opts.mailer.send({
      to: m.to,
      subject: m.subject,
      text: `${m.intro}\n\n${lines.join('\n\n')}\n\n${m.openLabel}: ${m.openUrl}\n\n${text.unsubscribe}: ${m.unsubscribeUrl}\n`,
      html:
        `<!doctype html><html lang="${m.lang}"><body style="font-family:Arial,sans-serif;color:#111">` +
        `<p>${esc(m.intro)}</p><table role="presentation" cellspacing="0" cellpadding="0">${rows}</table>` +
        `<p><a href="${esc(m.openUrl)}">${esc(m.openLabel)}</a></p>` +
        `<p style="color:#777;font-size:12px"><a href="${esc(m.unsubscribeUrl)}">${esc(text.unsubscribe)}</a></p></body></html>`,
      headers: { 'List-Unsubscribe': `<${m.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  }
}
