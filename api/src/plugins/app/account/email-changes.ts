// E-mail changes confirmed by a link (profile/info). `request` stores a one-time token (its hash only) for
// the new address and mails the link there, with a notice to the current address; the address changes only
// when `confirm` gets the token: once, before it expires, and while the new address is still free.
// One pending change per user: a new request, a password change or a reset replaces or ends it.
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { PendingEmail } from '@realty/shared/contracts/account';
import type { Lang } from '@realty/shared/routes';
import type { Db } from '../../../db/client';
import { emailChanges, users } from '../../../db/schema';
import { emailChangedMail, emailConfirmMail, emailNoticeMail } from './account-mail';
import type { MailSender } from '../../../services/mail';
import { verifyPassword } from './passwords';
import { hashToken, newToken, type UserRow } from '../../../services/sessions';
import { isUniqueViolation, type UserService } from '../../../services/users';

/** A confirmation link works for 24 hours. */
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 60 * 60;

export type EmailChangeOutcome =
  | { ok: true; pending: PendingEmail }
  | { ok: false; field: 'email' | 'current_password'; key: 'emailSame' | 'emailTaken' | 'currentPasswordWrong' };

export type EmailConfirmOutcome = { ok: true; userId: number; email: string } | { ok: false; key: 'emailChangeInvalid' | 'emailTaken' };

export interface EmailChangeDeps {
  db: Db;
  users: UserService;
  mailer: MailSender;
  publicUrl: string;
}

export class EmailChangeService {
  constructor(private readonly deps: EmailChangeDeps) {}

  /** The pending change of a user (unused, not expired), or null. */
  async pending(userId: number): Promise<PendingEmail | null> {
    const rows = await this.deps.db
      .select({ email: emailChanges.newEmail, expiresAt: emailChanges.expiresAt })
      .from(emailChanges)
      .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, new Date())))
      .orderBy(desc(emailChanges.createdAt))
      .limit(1);
    const row = rows[0];
    return row ? { email: row.email, expires_at: row.expiresAt.toISOString() } : null;
  }

  /**
   * Ask for `newEmail` (already normalised): the current password must match and the address must be free.
   * Replaces a pending change; mails the link to the new address and a notice to the current one.
   */
  async request(user: UserRow, newEmail: string, currentPassword: string, lang: Lang): Promise<EmailChangeOutcome> {
    if (!(await verifyPassword(user.passwordHash, currentPassword))) return { ok: false, field: 'current_password', key: 'currentPasswordWrong' };
    if (newEmail === user.email.toLowerCase()) return { ok: false, field: 'email', key: 'emailSame' };
    if (await this.deps.users.emailTaken(newEmail, user.id)) return { ok: false, field: 'email', key: 'emailTaken' };
    const token = newToken();
    const expiresAt = new Date(Date.now() + EMAIL_CHANGE_TTL_SECONDS * 1000);
    await this.deps.db.transaction(async (tx) => {
      await tx.delete(emailChanges).where(eq(emailChanges.userId, user.id));
      await tx.insert(emailChanges).values({ tokenHash: hashToken(token), userId: user.id, newEmail, expiresAt });
    });
    const link = `${this.deps.publicUrl}/${lang}/confirm-email?token=${encodeURIComponent(token)}`;
    await this.deps.mailer.send(emailConfirmMail(user.name, newEmail, link, lang));
    await this.deps.mailer.send(emailNoticeMail(user.name, user.email, newEmail, lang));
    return { ok: true, pending: { email: newEmail, expires_at: expiresAt.toISOString() } };
  }

  /** Drop the pending change of a user; false when there was none. */
  async cancel(userId: number): Promise<boolean> {
    const rows = await this.deps.db
      .delete(emailChanges)
      .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)))
      .returning({ userId: emailChanges.userId });
    return rows.length > 0;
  }

  /**
   * Open the link: the token is claimed atomically (a second use, or a parallel one, fails), then the address
   * changes unless someone registered it in the meantime. The old address gets a last notice.
   */
  async confirm(token: string, lang: Lang): Promise<EmailConfirmOutcome> {
    const hash = hashToken(token);
    const claimed = await this.deps.db
      .update(emailChanges)
      .set({ usedAt: new Date() })
      .where(and(eq(emailChanges.tokenHash, hash), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, new Date())))
      .returning({ userId: emailChanges.userId, email: emailChanges.newEmail });
    const change = claimed[0];
    if (!change) return { ok: false, key: 'emailChangeInvalid' };
    const user = await this.deps.users.byId(change.userId);
    if (!user || user.deletedAt) return { ok: false, key: 'emailChangeInvalid' };
    if (await this.deps.users.emailTaken(change.email, user.id)) return { ok: false, key: 'emailTaken' };
    try {
      await this.deps.db.update(users).set({ email: change.email, updatedAt: new Date() }).where(eq(users.id, user.id));
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: false, key: 'emailTaken' };
      throw error;
    }
    await this.deps.db.delete(emailChanges).where(eq(emailChanges.userId, user.id));
    await this.deps.mailer.send(emailChangedMail(user.name, user.email, change.email, lang));
    return { ok: true, userId: user.id, email: change.email };
  }
}
