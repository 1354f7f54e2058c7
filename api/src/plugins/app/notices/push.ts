// Web Push sending (issue 30): each notice is a `push` job on the job queue (one per user and notice), so the request
// that caused it never waits for a push service. The job checks the user's setting for the kind, builds the payload
// {title, body, url} in the user's language (for live events from the message or viewing), and sends it encrypted with
// the VAPID keys to each of the user's subscriptions. A 404/410 from the push service drops the subscription; other
// failures count up and the subscription is dropped after MAX_FAILURES in a row.
import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import webpush from 'web-push';
import { noticeMessage, type LiveEvent, type NoticeKind } from '@realty/shared/contracts/messages';
import type { Database } from '../../../db/client';
import type { JobQueue } from '../../../jobs/queue';

export const PUSH_QUEUE = 'push';
export const MAX_FAILURES = 5;

export interface PushPayload {
  title: string;
  body: string;
  /** Site path (with the language prefix) the notification opens. */
  url: string;
}

export interface PushJob {
  user_id: number;
  kind: NoticeKind;
  /** Built by the job from the event (message, viewing)… */
  event?: LiveEvent;
  /** …or given (saved searches, price drops). */
  payload?: PushPayload;
}

export interface PushLog {
  warn(obj: object, msg: string): void;
}

export interface PushServiceOptions {
  database: Database;
  jobs: JobQueue;
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
  /** Tests: accept a self-signed endpoint (config.pushInsecureTls, only ever true under NODE_ENV=test). */
  insecureTls: boolean;
  /** A PEM file of extra CAs for push endpoints (config.pushCaFile: the e2e suite's local endpoint); still verified. */
  caFile?: string | undefined;
  log: PushLog;
}

const SETTING: Record<NoticeKind, string> = {
  messages: 'push_messages',
  viewings: 'push_viewings',
  searches: 'push_searches',
  price_drops: 'push_price_drops',
};

/** A short excerpt of a message for a notification or an e-mail. */
export function excerpt(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** "Ayşe Y." (the other party's name as threads show it); a deleted or missing sender is "Deleted account". */
export function senderName(name: unknown, lastname: unknown, deleted: boolean, lang: string): string {
  if (deleted || typeof name !== 'string' || !name) return noticeMessage('deletedAccount', lang);
  const initial = typeof lastname === 'string' && lastname ? ` ${lastname.slice(0, 1)}.` : '';
  return `${name}${initial}`;
}

export class PushService {
  private readonly agent: Agent | undefined;

  constructor(private readonly opts: PushServiceOptions) {
    this.agent = opts.insecureTls
      ? new Agent({ rejectUnauthorized: false })
      : opts.caFile
        ? new Agent({ ca: [...rootCertificates, readFileSync(opts.caFile, 'utf8')] })
        : undefined;
    if (opts.vapid) opts.jobs.define<PushJob>(PUSH_QUEUE, (job) => this.run(job), { retryLimit: 2, retryDelaySeconds: 30 });
  }

  get enabled(): boolean {
    return this.opts.vapid !== undefined;
  }

  get publicKey(): string | null {
    return this.opts.vapid?.publicKey ?? null;
  }

  /** Queues one push job per user (nothing when push is off). Never throws at the caller: a failure is logged. */
  async enqueue(userIds: readonly number[], job: Omit<PushJob, 'user_id'>): Promise<void> {
    if (!this.enabled) return;
    for (const userId of new Set(userIds)) {
      await this.opts.jobs.send(PUSH_QUEUE, { ...job, user_id: userId }).catch((error: unknown) => this.opts.log.warn({ err: error }, 'push job not queued'));
    }
  }

  /** The job: sends to every subscription of the user; the number of deliveries. */
  async run(job: PushJob): Promise<number> {
    const vapid = this.opts.vapid;
    if (!vapid) return 0;
    const { database } = this.opts;
    const user = await database.execute(
      `SELECT u.locale, coalesce(p.${SETTING[job.kind]}, true) AS wanted
         FROM users u LEFT JOIN notification_prefs p ON p.user_id = u.id WHERE u.id = $1 AND u.deleted_at IS NULL`,
      [job.user_id],
    );
    const row = user.rows[0];
    if (!row || !row.wanted) return 0;
    const lang = String(row.locale ?? 'tr');
    const payload = job.payload ?? (job.event ? await this.payloadOf(job.user_id, job.event, lang) : null);
    if (!payload) return 0;
    const subs = await database.execute(`SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = $1`, [job.user_id]);
    let sent = 0;
    for (const sub of subs.rows) {
      try {
        await webpush.sendNotification(
          { endpoint: String(sub.endpoint), keys: { p256dh: String(sub.p256dh), auth: String(sub.auth) } },
          JSON.stringify(payload),
          { vapidDetails: vapid, TTL: 24 * 3600, timeout: 10_000, ...(this.agent ? { agent: this.agent } : {}) },
        );
        sent += 1;
        await database.execute(`UPDATE push_subscriptions SET failures = 0, last_success_at = now() WHERE id = $1`, [sub.id]);
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          // The browser unsubscribed or the subscription expired: it will never work again.
          await database.execute(`DELETE FROM push_subscriptions WHERE id = $1`, [sub.id]);
        } else {
          this.opts.log.warn({ err: error, status }, 'push send failed');
          await database.execute(
            `WITH f AS (UPDATE push_subscriptions SET failures = failures + 1 WHERE id = $1 RETURNING id, failures)
             DELETE FROM push_subscriptions s USING f WHERE s.id = f.id AND f.failures >= $2`,
            [sub.id, MAX_FAILURES],
          );
        }
      }
    }
    return sent;
  }

  /** {title, body, url} of a live event for this recipient, in their language; null when there is nothing to say. */
  async payloadOf(userId: number, event: LiveEvent, lang: string): Promise<PushPayload | null> {
    if (event.type !== 'message' && event.type !== 'viewing') return null;
    const url = `/${lang}/profile/messages/${event.conversation_id}`;
    const listing = `(SELECT t.title FROM listing_translations t WHERE t.listing_id = c.listing_id ORDER BY (t.lang::text = $3) DESC LIMIT 1)`;
    if (event.type === 'viewing') {
      // A party of the thread (or the owner of the listing's agency), and not the one who made the change.
      const res = await this.opts.database.execute(
        `SELECT ${listing} AS title FROM conversations c
          WHERE c.id = $1
            AND ($2 IN (c.buyer_id, c.seller_id) OR EXISTS (SELECT 1 FROM agencies a WHERE a.id = c.agency_id AND a.owner_id = $2))
            AND (SELECT m.sender_id FROM conversation_messages m WHERE m.conversation_id = c.id AND m.viewing_id = $4 ORDER BY m.id DESC LIMIT 1)
                IS DISTINCT FROM $2`,
        [event.conversation_id, userId, lang, event.viewing_id],
      );
      if (!res.rows[0]) return null;
      return { title: noticeMessage('pushViewingTitle', lang), body: noticeMessage('pushViewingBody', lang, { listing: String(res.rows[0].title ?? '') }), url };
    }
    const res = await this.opts.database.execute(
      `SELECT m.body, jsonb_array_length(m.photos) AS photos, s.name, s.lastname, s.deleted_at IS NOT NULL AS deleted
         FROM conversation_messages m JOIN conversations c ON c.id = m.conversation_id
         LEFT JOIN users s ON s.id = m.sender_id
        WHERE m.id = $1 AND m.conversation_id = $2 AND m.sender_id IS DISTINCT FROM $3`,
      [event.message_id, event.conversation_id, userId],
    );
    const m = res.rows[0];
    if (!m) return null;
    const sender = senderName(m.name, m.lastname, Boolean(m.deleted) || m.name == null, lang);
    const body = excerpt(String(m.body ?? '')) || (Number(m.photos) > 0 ? noticeMessage('photo', lang) : '');
    return { title: noticeMessage('pushMessageTitle', lang, { sender }), body, url };
  }
}
