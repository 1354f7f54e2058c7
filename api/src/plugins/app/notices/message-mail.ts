// E-mail notices of new messages (issue 30), run by the `message-notices` job (jobs/message-notices.ts). For each
// thread party with messages from someone else newer than both what they read (last_read_id) and their last notice
// (last_mailed_at), ONE mail: the listing's title, the sender's name, an excerpt of the newest message and the thread
// link, in the recipient's language. At most one per thread per 15 minutes. Several instances may run it at once:
// the rows are claimed by an UPDATE … RETURNING whose condition PostgreSQL checks again on the locked row, so a
// second claimer finds the row already stamped and skips it. Deleted accounts and email_messages = false are skipped.
import { noticeMessage } from '@realty/shared/contracts/messages';
import type { Database } from '../../../db/client';
import type { MailSender } from '../../../services/mail';
import { excerpt, senderName } from './push';
import type { NoticeSettingsService } from './settings';

export const MAIL_EVERY_MINUTES = 15;

export interface MessageMailOptions {
  database: Database;
  mailer: MailSender;
  settings: NoticeSettingsService;
  publicUrl: string;
  log: { warn(obj: object, msg: string): void };
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One run: the number of mails sent. */
export async function sendMessageNotices(opts: MessageMailOptions): Promise<number> {
  const { database } = opts;
  const claimed = await database.execute(
    `WITH due AS (
       SELECT r.conversation_id, r.user_id, max(m.id) AS message_id
         FROM conversation_reads r
         JOIN users u ON u.id = r.user_id AND u.deleted_at IS NULL
         LEFT JOIN notification_prefs p ON p.user_id = r.user_id
         JOIN conversation_messages m ON m.conversation_id = r.conversation_id AND m.id > r.last_read_id
              AND m.sender_id IS DISTINCT FROM r.user_id AND m.kind = 'text'
              AND (r.last_mailed_at IS NULL OR m.created_at > r.last_mailed_at)
        WHERE coalesce(p.email_messages, true)
          AND (r.last_mailed_at IS NULL OR r.last_mailed_at <= now() - make_interval(mins => $1))
        GROUP BY r.conversation_id, r.user_id
        LIMIT 500
     )
     UPDATE conversation_reads r SET last_mailed_at = now()
       FROM due
      WHERE r.conversation_id = due.conversation_id AND r.user_id = due.user_id
        AND (r.last_mailed_at IS NULL OR r.last_mailed_at <= now() - make_interval(mins => $1))
     RETURNING r.conversation_id, r.user_id, due.message_id`,
    [MAIL_EVERY_MINUTES],
  );
  let sent = 0;
  for (const row of claimed.rows) {
    try {
      if (await sendOne(opts, Number(row.conversation_id), Number(row.user_id), Number(row.message_id))) sent += 1;
    } catch (error) {
      // Claimed but not sent: the next message after 15 minutes mails again; one lost notice beats a mail storm.
      opts.log.warn({ err: error, conversation: row.conversation_id }, 'message notice not sent');
    }
  }
  return sent;
}

async function sendOne(opts: MessageMailOptions, conversationId: number, userId: number, messageId: number): Promise<boolean> {
  const res = await opts.database.execute(
    `SELECT u.email, u.locale, m.body, jsonb_array_length(m.photos) AS photos, s.name, s.lastname, s.deleted_at IS NOT NULL AS deleted,
            (SELECT t.title FROM listing_translations t WHERE t.listing_id = c.listing_id ORDER BY (t.lang = u.locale) DESC LIMIT 1) AS title
       FROM conversation_messages m JOIN conversations c ON c.id = m.conversation_id
       JOIN users u ON u.id = $2
       LEFT JOIN users s ON s.id = m.sender_id
      WHERE m.id = $1 AND m.conversation_id = $3`,
    [messageId, userId, conversationId],
  );
  const r = res.rows[0];
  if (!r) return false;
  const lang = String(r.locale ?? 'tr');
  const sender = senderName(r.name, r.lastname, Boolean(r.deleted) || r.name == null, lang);
  const listing = r.title == null ? null : String(r.title);
  const text = excerpt(String(r.body ?? ''), 300) || (Number(r.photos) > 0 ? `[${noticeMessage('photo', lang)}]` : '');
  const link = `${opts.publicUrl}/${lang}/profile/messages/${conversationId}`;
  const unsubscribe = opts.settings.unsubscribeUrl(lang, 'messages', userId);
  const subject = listing ? noticeMessage('mailSubject', lang, { sender, listing }) : noticeMessage('mailSubjectDirect', lang, { sender });
  const intro = listing ? noticeMessage('mailIntro', lang, { sender, listing }) : noticeMessage('mailIntroDirect', lang, { sender });
  await opts.mailer.send({
    to: String(r.email),
    subject,
    text: `${intro}\n\n${text}\n\n${noticeMessage('mailOpen', lang)}: ${link}\n\n${noticeMessage('mailUnsubscribeMessages', lang)}: ${unsubscribe}\n`,
    html:
      `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#111">` +
      `<p>${esc(intro)}</p><blockquote style="border-left:3px solid #ccc;margin:0;padding-left:12px">${esc(text)}</blockquote>` +
      `<p><a href="${esc(link)}">${esc(noticeMessage('mailOpen', lang))}</a></p>` +
      `<p style="color:#777;font-size:12px"><a href="${esc(unsubscribe)}">${esc(noticeMessage('mailUnsubscribeMessages', lang))}</a></p></body></html>`,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
  return true;
}
