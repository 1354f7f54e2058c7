// Sign-up, sign-in, password reset and password change (both end a pending e-mail change). Returns outcomes; the routes turn them into
// replies (sessions and cookies are set by the session plugin).
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AuthMessageKey } from '@realty/shared/schemas';
import type { RegisterData } from '@realty/shared/contracts/account';
import en from '@realty/shared/i18n/en.json';
import ru from '@realty/shared/i18n/ru.json';
import tr from '@realty/shared/i18n/tr.json';
import type { Lang } from '@realty/shared/routes';
import type { Db } from '../../../db/client';
import { emailChanges, passwordResets } from '../../../db/schema';
import { hashPassword, passwordProblem, verifyAgainstDummy, verifyPassword } from './passwords';
import { hashToken, looksLikeToken, newToken, type SessionService, type UserRow } from '../../../services/sessions';
import { isUniqueViolation, type UserService } from '../../../services/users';
import type { LoginThrottle } from '../../../services/auth-throttle';
import { throttleDigest } from '../../../services/auth-throttle';
import type { MailSender } from '../../../services/mail';
import { passwordChangedMail, registerNoticeMail } from './security-mail';

/** A reset link is valid for one hour (DECISIONS.md). */
export const RESET_TTL_SECONDS = 60 * 60;
/** At most this many reset e-mails per account per hour (the reply stays neutral beyond it). */
export const RESET_MAILS_PER_HOUR = 3;

export type FieldErrors = Record<string, AuthMessageKey[]>;

export type Outcome<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export type LoginOutcome =
  | { ok: true; user: UserRow }
  | { ok: false; kind: 'invalid'; errors: FieldErrors }
  | { ok: false; kind: 'throttled'; retryAfter: number };

const fail = (field: string, key: AuthMessageKey): { ok: false; errors: FieldErrors } => ({ ok: false, errors: { [field]: [key] } });

export interface AuthServiceDeps {
  db: Db;
  users: UserService;
  sessions: SessionService;
  throttle: LoginThrottle;
  mailer: MailSender;
  publicUrl: string;
}

export class AuthService {
  /** Reset requests still running off the request path (see requestResetLater). */
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly deps: AuthServiceDeps) {}

  /**
   * Start `requestReset` without waiting for it: the lookup, the token and the mail happen after the reply,
   * so the reply takes the same time whether the address has an account or not. Failures go to `onError`.
   */
  requestResetLater(email: string, lang: Lang, onError: (error: unknown) => void): void {
    this.later(() => this.requestReset(email, lang), onError);
  }

  /** Run `work` after the reply; `settled()` waits for it. */
  private later(work: () => Promise<void>, onError: (error: unknown) => void): void {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch(onError)
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Resolves when every reset request started so far is done (tests; shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /**
   * Create an account, or, when the address has one already, do the same work (the password hash) and mail its owner
   * after the reply (`registerNoticeLater`): the reply is the same either way, so it does not tell whether the address
   * is registered. `value` is the new user, or null when the address was taken.
   */
  async register(input: RegisterData, lang: Lang): Promise<Outcome<UserRow | null>> {
    const problem = passwordProblem(input.password);
    if (problem) return fail('password', problem);
    const passwordHash = await hashPassword(input.password);
    if (await this.deps.users.emailTaken(input.email)) return { ok: true, value: null };
    try {
      const user = await this.deps.users.create({
        name: input.name,
        lastname: input.lastname,
        email: input.email,
        phone: input.phone,
        passwordHash,
        orgType: input.org_type,
        agencyName: input.org_type === 'corporate' ? input.agency_name : undefined,
        locale: lang,
      });
      return { ok: true, value: user };
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: true, value: null };
      throw error;
    }
  }

  /** After the reply: mail the owner of a taken address that someone tried to register with it (at most 3 an hour). */
  registerNoticeLater(email: string, lang: Lang, onError: (error: unknown) => void): void {
    this.later(async () => {
      const user = await this.deps.users.byEmail(email);
      if (!user || user.deletedAt) return;
      const allowed = await this.deps.throttle.allow(`register-notice:${throttleDigest(user.email.toLowerCase())}`, RESET_MAILS_PER_HOUR, 3600);
      if (!allowed) return;
      await this.deps.mailer.send(registerNoticeMail(user.name, user.email, `${this.deps.publicUrl}/${lang}/login`, lang));
    }, onError);
  }

  async login(email: string, password: string, ip: string): Promise<LoginOutcome> {
    // The attempt is counted before the (slow) password check, atomically: parallel requests cannot
    // all pass a limit that only failures already finished would have raised.
    const retryAfter = await this.deps.throttle.reserve(email, ip);
    if (retryAfter > 0) return { ok: false, kind: 'throttled', retryAfter };
    const user = await this.deps.users.byEmail(email);
    const valid = await this.verifyCredentials(user, password);
    // A deleted account never signs in (its e-mail and password hash are placeholders anyway).
    if (!user || !valid || user.deletedAt) {
      return { ok: false, kind: 'invalid', errors: { email: ['loginFailed'] } };
    }
    // Blocked by an administrator: told only after the right password, so the message reveals nothing new.
    if (user.blockedAt) return { ok: false, kind: 'invalid', errors: { email: ['accountBlocked'] } };
    await this.deps.throttle.succeeded(email, ip);
    return { ok: true, user };
  }

  /** The password check of a sign-in (argon2; the same cost without an account, so timing tells nothing). */
  async verifyCredentials(user: UserRow | null, password: string): Promise<boolean> {
    return user ? verifyPassword(user.passwordHash, password) : verifyAgainstDummy(password);
  }

  /**
   * Send a one-time reset link when the address has an account. The caller answers the same neutral
   * message whatever happens here.
   */
  async requestReset(email: string, lang: Lang): Promise<void> {
    const user = await this.deps.users.byEmail(email);
    if (!user || user.deletedAt) return;
    const allowed = await this.deps.throttle.allow(`reset:${throttleDigest(user.email.toLowerCase())}`, RESET_MAILS_PER_HOUR, 3600);
    if (!allowed) return;
    const token = newToken();
    await this.deps.db.insert(passwordResets).values({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_TTL_SECONDS * 1000),
    });
    const link = `${this.deps.publicUrl}/${lang}/reset-password?token=${encodeURIComponent(token)}`;
    await this.deps.mailer.send(resetMail(user, link, lang));
  }

  /** The user a reset token belongs to, when it is well-formed, unused and not expired. */
  async resetTokenUser(token: string | undefined): Promise<number | null> {
    if (!looksLikeToken(token)) return null;
    const rows = await this.deps.db
      .select({ userId: passwordResets.userId })
      .from(passwordResets)
      .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
      .limit(1);
    return rows[0]?.userId ?? null;
  }

  /** Set a new password from a reset link: one time only; every session of the user ends. */
  async resetPassword(token: string, password: string): Promise<Outcome<number>> {
    const problem = passwordProblem(password);
    const userId = await this.resetTokenUser(token);
    if (userId === null) return fail('token', 'tokenInvalid');
    if (problem) return fail('password', problem);
    // Claim the token atomically so two concurrent uses cannot both succeed.
    const claimed = await this.deps.db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt)))
      .returning({ userId: passwordResets.userId });
    if (claimed.length === 0) return fail('token', 'tokenInvalid');
    await this.deps.users.setPasswordHash(userId, await hashPassword(password));
    // Every other outstanding link of this user dies too, and so does every session.
    await this.deps.db.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    // A pending e-mail change ends too (the notice to the old address says so).
    await this.deps.db.delete(emailChanges).where(eq(emailChanges.userId, userId));
    await this.deps.sessions.destroyAllForUser(userId);
    return { ok: true, value: userId };
  }

  /** Change the password with the current one; other sessions of the user end, this one stays. */
  async changePassword(user: UserRow, current: string, password: string, keepSessionId: string | undefined): Promise<Outcome<null>> {
    if (!(await verifyPassword(user.passwordHash, current))) return fail('current_password', 'currentPasswordWrong');
    const problem = passwordProblem(password);
    if (problem) return fail('password', problem);
    await this.deps.users.setPasswordHash(user.id, await hashPassword(password));
    await this.deps.db.delete(emailChanges).where(eq(emailChanges.userId, user.id));
    await this.deps.sessions.destroyAllForUser(user.id, keepSessionId);
    return { ok: true, value: null };
  }

  /** After a password change, off the reply: tell the account's address (if it was not them, reset it). */
  passwordChangedNoticeLater(user: Pick<UserRow, 'name' | 'email'>, lang: Lang, onError: (error: unknown) => void): void {
    this.later(() => this.deps.mailer.send(passwordChangedMail(user.name, user.email, `${this.deps.publicUrl}/${lang}/login`, lang)).then(() => undefined), onError);
  }

}

const SITE_NAME: Record<Lang, string> = { en: en.siteName, ru: ru.siteName, tr: tr.siteName };

const RESET_MAIL = {
  en: {
    subject: 'Reset your password',
    body: (name: string, link: string) =>
      `Hello ${name},\n\nSomeone (hopefully you) asked to reset the password of your account.\nOpen this link to choose a new password. It works once and expires in one hour:\n\n${link}\n\nIf you did not ask for this, ignore this message: your password stays the same.\n`,
  },
  tr: {
    subject: 'Şifrenizi sıfırlayın',
    body: (name: string, link: string) =>
      `Merhaba ${name},\n\nHesabınızın şifresinin sıfırlanması istendi.\nYeni bir şifre belirlemek için bu bağlantıyı açın. Bağlantı bir kez kullanılabilir ve bir saat geçerlidir:\n\n${link}\n\nBu isteği siz yapmadıysanız bu mesajı dikkate almayın: şifreniz değişmez.\n`,
  },
  ru: {
    subject: 'Сброс пароля',
    body: (name: string, link: string) =>
      `Здравствуйте, ${name}!\n\nКто-то (надеемся, вы) запросил сброс пароля вашего аккаунта.\nОткройте ссылку, чтобы задать новый пароль. Она действует один раз в течение часа:\n\n${link}\n\nЕсли вы не запрашивали сброс, просто проигнорируйте это письмо: пароль останется прежним.\n`,
  },
} as const;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function resetMail(user: Pick<UserRow, 'name' | 'email'>, link: string, lang: Lang) {
  const t = RESET_MAIL[lang];
  const text = t.body(user.name, link);
  const html = `<p>${escapeHtml(text)
    .replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)
    .replace(/\n\n/g, '</p><p>')
    .replace(/\n/g, '<br>')}</p>`;
  return { to: user.email, subject: `${t.subject} — ${SITE_NAME[lang]}`, text, html };
}

