// The viewing e-mails, each in its recipient's language (users.locale, as the account mails) and only to those who
// keep viewing e-mails on (notification_prefs.email_viewings; no row: on). A confirmation carries the .ics
// invitation (METHOD:REQUEST), a cancellation of a confirmed viewing its METHOD:CANCEL.
import { viewingMessage, type ViewingMessageKey } from '@realty/shared/contracts/messages';
import type { Lang } from '@realty/shared/routes';
import type { Database } from '../../../db/client';
import type { MailAttachment, MailSender } from '../../../services/mail';
import { buildIcs, type IcsPerson } from './ics';
import { formatSlot } from './slots';

export type ViewingMailKind = 'request' | 'confirmed' | 'declined' | 'cancelled' | 'reminder';

interface Recipient {
  id: number;
  email: string;
  name: string;
  lang: Lang;
  wants: boolean;
}

interface ViewingFacts {
  id: number;
  conversationId: number;
  listingId: number | null;
  slots: Date[];
  /** The confirmed slot (for a cancellation: the slot it had). */
  slot: Date | null;
  reply: string | null;
  buyerId: number | null;
  sellerId: number | null;
  titles: Map<string, string>;
  place: Record<Lang, string>;
}

const VIEWING_MINUTES = 60;
/** A json column: parsed by one driver, text from the other. */
const json = <T>(v: unknown): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : ((v ?? null) as T | null));
const langOf = (v: unknown): Lang => (v === 'en' || v === 'ru' ? v : 'tr');

export class ViewingMails {
  constructor(
    private readonly database: Database,
    private readonly mailer: MailSender,
    private readonly publicUrl: string,
    /** The signed one-click link that turns viewing e-mails off for a user (notices' settings). */
    private readonly unsubscribeUrl: (lang: Lang, userId: number) => string,
  ) {}

  private async recipients(ids: readonly (number | null)[]): Promise<Map<number, Recipient>> {
    const wanted = ids.filter((id): id is number => id !== null);
    if (!wanted.length) return new Map();
    const { rows } = await this.database.execute(
      `SELECT u.id, u.email, trim(u.name || ' ' || u.lastname) AS name, u.locale, coalesce(p.email_viewings, true) AS wants
       FROM users u LEFT JOIN notification_prefs p ON p.user_id = u.id
       WHERE u.id = ANY($1::int[]) AND u.deleted_at IS NULL`,
      [wanted],
    );
    return new Map(rows.map((r) => [Number(r.id), { id: Number(r.id), email: String(r.email), name: String(r.name ?? ''), lang: langOf(r.locale), wants: r.wants === true }]));
  }

  private async facts(viewingId: number, slot: Date | null): Promise<ViewingFacts | null> {
    const { rows } = await this.database.execute(
      `SELECT v.id, v.conversation_id, v.listing_id, to_json(v.slots) AS slots, v.confirmed_slot, v.reply, v.buyer_id, v.seller_id, l.address,
              c.title_tr AS city_tr, c.title_en AS city_en, c.title_ru AS city_ru,
              d.title_tr AS district_tr, d.title_en AS district_en, d.title_ru AS district_ru,
              (SELECT json_object_agg(t.lang, t.title) FROM listing_translations t WHERE t.listing_id = v.listing_id) AS titles
       FROM viewing_requests v LEFT JOIN listings l ON l.id = v.listing_id
       LEFT JOIN cities c ON c.id = l.city_id LEFT JOIN districts d ON d.id = l.district_id
       WHERE v.id = $1`,
      [viewingId],
    );
    const r = rows[0];
    if (!r) return null;
    const place = (lang: Lang) => [r.address, r[`district_${lang}`], r[`city_${lang}`]].filter((x) => typeof x === 'string' && x.trim()).join(', ');
    const titles = new Map(Object.entries(json<Record<string, string>>(r.titles) ?? {}));
    return {
      id: Number(r.id),
      conversationId: Number(r.conversation_id),
      listingId: r.listing_id === null ? null : Number(r.listing_id),
      slots: (json<string[]>(r.slots) ?? []).map((s) => new Date(s)),
      slot: slot ?? (r.confirmed_slot ? new Date(r.confirmed_slot as string) : null),
      reply: (r.reply as string | null) ?? null,
      buyerId: r.buyer_id === null ? null : Number(r.buyer_id),
      sellerId: r.seller_id === null ? null : Number(r.seller_id),
      titles,
      place: { tr: place('tr'), en: place('en'), ru: place('ru') },
    };
  }

  private title(f: ViewingFacts, lang: Lang): string {
    return f.titles.get(lang) ?? f.titles.get('en') ?? [...f.titles.values()][0] ?? (f.listingId ? `#${f.listingId}` : '');
  }

  private threadUrl(f: ViewingFacts, lang: Lang): string {
    return `${this.publicUrl}/${lang}/profile/messages/${f.conversationId}`;
  }

  /** The invitation file of a confirmed (REQUEST) or cancelled (CANCEL) viewing, in `lang`; null without a slot. */
  async ics(viewingId: number, lang: Lang, method: 'REQUEST' | 'CANCEL' = 'REQUEST', slot: Date | null = null): Promise<string | null> {
    const f = await this.facts(viewingId, slot);
    if (!f?.slot) return null;
    const people = await this.recipients([f.buyerId, f.sellerId]);
    return this.icsText(f, lang, method, people);
  }

  private icsText(f: ViewingFacts, lang: Lang, method: 'REQUEST' | 'CANCEL', people: Map<number, Recipient>): string | null {
    if (!f.slot) return null;
    const host = new URL(this.publicUrl).host;
    const person = (id: number | null): IcsPerson | null => {
      const p = id === null ? undefined : people.get(id);
      return p ? { name: p.name || viewingMessage('someone', lang), email: p.email } : null;
    };
    const seller = person(f.sellerId);
    const buyer = person(f.buyerId);
    const title = this.title(f, lang);
    const link = this.threadUrl(f, lang);
    return buildIcs({
      method,
      uid: `viewing-${f.id}@${host}`,
      // the cancellation must outrank the invitation it replaces
      sequence: method === 'CANCEL' ? 1 : 0,
      start: f.slot,
      durationMinutes: VIEWING_MINUTES,
      summary: viewingMessage('eventSummary', lang, { title }),
      description: viewingMessage('eventDescription', lang, { title, site: host, link }),
      location: f.place[lang] || undefined,
      url: link,
      organizer: seller ?? { name: host, email: `noreply@${host}` },
      attendees: [buyer, seller].filter((p): p is IcsPerson => p !== null),
    });
  }

  /**
   * Mails one change of a viewing to whom it concerns; `actorId` is named in the text, `slot` is the slot a
   * cancelled viewing had. Returns how many mails were handed to the mailer.
   */
  async send(kind: ViewingMailKind, viewingId: number, actorId: number | null, slot: Date | null = null): Promise<number> {
    const f = await this.facts(viewingId, slot);
    if (!f) return 0;
    const to = kind === 'request' || kind === 'cancelled' ? [f.sellerId] : kind === 'declined' ? [f.buyerId] : [f.buyerId, f.sellerId];
    const people = await this.recipients([f.buyerId, f.sellerId, actorId]);
    const actor = actorId === null ? undefined : people.get(actorId);
    let sent = 0;
    for (const id of new Set(to)) {
      const r = id === null ? undefined : people.get(id);
      if (!r || !r.wants) continue;
      const lang = r.lang;
      const m = (key: ViewingMessageKey, params: Record<string, string | number> = {}) => viewingMessage(key, lang, params);
      const title = this.title(f, lang);
      const name = actor?.name || m('someone');
      const when = f.slot ? formatSlot(f.slot, lang) : '';
      const lines: string[] = [];
      let subject: string;
      let attachment: MailAttachment | null = null;
      switch (kind) {
        case 'request':
          subject = m('requestSubject', { title });
          lines.push(m('requestBody', { name, title }), ...f.slots.map((s) => `- ${formatSlot(s, lang)}`));
          break;
        case 'confirmed':
        case 'cancelled': {
          subject = m(kind === 'confirmed' ? 'confirmedSubject' : 'cancelledSubject', { title });
          lines.push(m(kind === 'confirmed' ? 'confirmedBody' : 'cancelledBody', { title, when, name }));
          const method = kind === 'confirmed' ? 'REQUEST' : 'CANCEL';
          const text = this.icsText(f, lang, method, people);
          if (text) attachment = { filename: 'viewing.ics', content: text, contentType: `text/calendar; charset=utf-8; method=${method}` };
          break;
        }
        case 'declined':
          subject = m('declinedSubject', { title });
          lines.push(m('declinedBody', { name, title }), '', f.reply ?? '');
          break;
        case 'reminder':
          subject = m('reminderSubject', { title });
          lines.push(m('reminderBody', { title, when }));
          break;
      }
      if (f.place[lang] && kind !== 'declined') lines.push('', `${m('address')}: ${f.place[lang]}`);
      const unsubscribe = this.unsubscribeUrl(lang, r.id);
      lines.push(
        '',
        `${m('open')}: ${this.threadUrl(f, lang)}`,
        `${m('settings')}: ${this.publicUrl}/${lang}/profile/notifications`,
        `${m('unsubscribe')}: ${unsubscribe}`,
      );
      await this.mailer.send({
        to: r.email,
        subject,
        text: lines.join('\n'),
        headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        ...(attachment ? { attachments: [attachment] } : {}),
      });
      sent += 1;
    }
    return sent;
  }
}
