// Outgoing e-mail: nodemailer over SMTP when SMTP_URL is set; otherwise every message is written as an
// .eml file to the outbox folder (OUTBOX_DIR) and logged, so development and tests can read it.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (e.g. List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Files sent with the message (a viewing's .ics invitation); text only, so a queued message stays plain JSON. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  /** The file's text (UTF-8). */
  content: string;
  /** e.g. 'text/calendar; charset=utf-8; method=REQUEST'. */
  contentType: string;
}

/** What the app's services send mail through: the queue (jobs/mail.ts) or, with MAIL_DELIVERY=inline, the Mailer. */
export interface MailSender {
  send(message: MailMessage): Promise<unknown>;
}

export interface SentMail {
  to: string;
  subject: string;
  /** The .eml file (outbox mode) or the SMTP message id. */
  id: string;
}

interface MailLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  log: MailLogger;
}

export class Mailer implements MailSender {
  readonly mode: 'smtp' | 'outbox';
  private readonly transport: Transporter;

  constructor(private readonly opts: MailerOptions) {
    this.mode = opts.smtpUrl ? 'smtp' : 'outbox';
    this.transport = opts.smtpUrl
      ? nodemailer.createTransport(opts.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<SentMail> {
    const info = await this.transport.sendMail({ from: this.opts.from, ...message });
    if (this.mode === 'smtp') {
      const id = String(info.messageId);
      this.opts.log.info({ to: message.to, subject: message.subject, id }, 'mail sent over SMTP');
      return { to: message.to, subject: message.subject, id };
    }
    // streamTransport with buffer: the whole RFC 822 message.
    const raw = (info as { message: Buffer }).message;
    await mkdir(this.opts.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.opts.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, raw, { mode: 0o600 });
    this.opts.log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox (no SMTP_URL)');
    return { to: message.to, subject: message.subject, id: file };
  }
}

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The decoded text part (quoted-printable and base64 undone). */
  text: string;
  /** The attached files, decoded. */
  attachments: MailAttachment[];
  raw: string;
}

/** Read the outbox folder (oldest first): for tests and development tools. */
export async function readOutbox(outboxDir: string): Promise<OutboxMail[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir)).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(outboxDir, name);
      const raw = await readFile(file, 'utf8');
      return { file, raw, ...parseEml(raw) };
    }),
  );
}

function decodeWords(value: string): string {
  // Adjacent encoded words form one byte sequence (a UTF-8 character may be split between them).
  return value.replace(/(?:=\?utf-8\?[bq]\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes = [...run.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/gi)].map(([, enc = '', data = '']) =>
      enc.toLowerCase() === 'b' ? Buffer.from(data, 'base64') : Buffer.from(decodeQuotedPrintable(data.replace(/_/g, ' ')), 'utf8'),
    );
    return Buffer.concat(bytes).toString('utf8') + (/\s$/.test(run) ? ' ' : '');
  });
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  } catch {
    return bytes;
  }
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The parts with a file name (Content-Disposition: attachment), decoded. */
function parseAttachments(raw: string): MailAttachment[] {
  const boundaries = [...raw.matchAll(/boundary="?([^"\r\n;]+)"?/gi)].map((m) => m[1] ?? '');
  const out: MailAttachment[] = [];
  for (const boundary of boundaries) {
    for (const part of raw.split(`--${boundary}`)) {
      const [head = '', ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      const headers = head.replace(/\r?\n[ \t]+/g, ' ');
      if (!/^Content-Disposition: attachment/im.test(headers)) continue;
      const filename = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? '';
      const contentType = /^Content-Type: (.*)$/im.exec(headers)?.[1]?.trim() ?? '';
      const encoding = /^Content-Transfer-Encoding: ([\w-]+)$/im.exec(headers)?.[1]?.toLowerCase();
      out.push({ filename, contentType, content: decodeBody(rest.join('\n\n').replace(/\r?\n$/, ''), encoding) });
    }
  }
  return out;
}

/** Minimal parser for the messages this module writes (headers, first text/plain part, attachments). */
function parseEml(raw: string): { to: string; subject: string; text: string; attachments: MailAttachment[] } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => decodeWords(new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '');
  const body = rest.join('\n\n');
  const plain = /Content-Type: text\/plain[^\n]*\n(?:Content-Transfer-Encoding: ([\w-]+)\n)?\n([\s\S]*?)(?:\n--|$)/i.exec(body);
  const topEncoding = /^Content-Transfer-Encoding: ([\w-]+)$/im.exec(headers)?.[1];
  let text = plain?.[2] ?? body;
  const encoding = (plain ? plain[1] : topEncoding)?.toLowerCase();
  text = decodeBody(text, encoding);
  return { to: header('To'), subject: header('Subject'), text, attachments: parseAttachments(raw) };
}
