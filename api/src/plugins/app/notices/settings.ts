// Notice settings (notification_prefs) and Web Push subscriptions of a user (issue 30). No settings row means every
// notice is on; a PUT writes the whole row (the defaults merged with the change). Every query is scoped to the user.
import type { NoticeSettings, PushSubscriptionBody } from '@realty/shared/contracts/messages';
import type { Database } from '../../../db/client';
import { UnsubscribeLinks } from '../unsubscribe-links';

export const DEFAULT_NOTICE_SETTINGS: NoticeSettings = {
  email_messages: true,
  email_viewings: true,
  push_messages: true,
  push_viewings: true,
  push_searches: true,
  push_price_drops: true,
};
const COLUMNS = Object.keys(DEFAULT_NOTICE_SETTINGS) as (keyof NoticeSettings)[];

/** The e-mail kinds a signed unsubscribe link turns off. */
export const EMAIL_NOTICE_KINDS = ['messages', 'viewings'] as const;
export type EmailNoticeKind = (typeof EMAIL_NOTICE_KINDS)[number];

export class NoticeSettingsService {
  private readonly links: UnsubscribeLinks<EmailNoticeKind>;

  constructor(
    private readonly database: Database,
    opts: { secret: string; publicUrl: string },
  ) {
    this.links = new UnsubscribeLinks({ ...opts, scope: 'notices-unsubscribe', route: 'notifications/unsubscribe' });
  }

  async get(userId: number): Promise<NoticeSettings> {
    const res = await this.database.execute(`SELECT ${COLUMNS.join(', ')} FROM notification_prefs WHERE user_id = $1`, [userId]);
    const row = res.rows[0];
    if (!row) return { ...DEFAULT_NOTICE_SETTINGS };
    return Object.fromEntries(COLUMNS.map((c) => [c, Boolean(row[c])])) as NoticeSettings;
  }

  async update(userId: number, changes: Partial<NoticeSettings>): Promise<NoticeSettings> {
    const next = { ...(await this.get(userId)), ...changes };
    await this.database.execute(
      `INSERT INTO notification_prefs (user_id, ${COLUMNS.join(', ')}, updated_at) VALUES ($1, ${COLUMNS.map((_, i) => `$${i + 2}`).join(', ')}, now())
       ON CONFLICT (user_id) DO UPDATE SET ${COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = now()`,
      [userId, ...COLUMNS.map((c) => next[c])],
    );
    return next;
  }

  // ---- signed unsubscribe links of the notice e-mails (no sign-in: HMAC of kind and user with the app secret)

  verify(kind: EmailNoticeKind, userId: number, sig: string): boolean {
    return this.links.verify(kind, userId, sig);
  }

  unsubscribeUrl(lang: string, kind: EmailNoticeKind, userId: number): string {
    return this.links.url(lang, kind, userId);
  }

  /** Turns one e-mail kind off (the signed link); false when the account is gone. */
  async unsubscribe(kind: EmailNoticeKind, userId: number): Promise<boolean> {
    const exists = await this.database.execute(`SELECT 1 FROM users WHERE id = $1 AND deleted_at IS NULL`, [userId]);
    if (exists.rows.length === 0) return false;
    await this.update(userId, kind === 'messages' ? { email_messages: false } : { email_viewings: false });
    return true;
  }

  // ---- Web Push subscriptions

  /** Upsert by endpoint: a browser that subscribed under another account now belongs to this one. */
  async savePush(userId: number, body: PushSubscriptionBody, userAgent: string | undefined): Promise<void> {
    await this.database.execute(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, user_agent) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
         user_agent = EXCLUDED.user_agent, failures = 0`,
      [userId, body.endpoint, body.keys.p256dh, body.keys.auth, userAgent?.slice(0, 300) ?? null],
    );
  }

  /** False when this user has no such subscription. */
  async removePush(userId: number, endpoint: string): Promise<boolean> {
    const res = await this.database.execute(`DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2 RETURNING id`, [userId, endpoint]);
    return res.rows.length > 0;
  }
}
