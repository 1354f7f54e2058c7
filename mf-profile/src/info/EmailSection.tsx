import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, getApiClient, primitives, useRootStore, type Lang } from '@realty/shared';
import { Field } from '@realty/shared/field';
import { cancelEmailChange, fetchEmailStatus, requestEmailChange, type PendingEmail } from '@realty/shared/contracts/account';
import styles from '../components/Profile.module.css';
import { replyErrors, withoutErrors, type Errors } from './replyErrors';

const EMPTY = { email: '', current_password: '' };

/**
 * profile/info "E-mail": the current address, the change waiting for confirmation (with its deadline and a
 * cancel button), and the form that sends a confirmation link to a new address (the current password confirms it).
 */
export function EmailSection({ lang, email }: { lang: Lang; email: string }) {
  const { t, i18n } = useTranslation('profile');
  const { ui } = useRootStore();
  const [pending, setPending] = useState<PendingEmail | null>(null);
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'cancel' | null>(null);

  useEffect(() => {
    let live = true;
    fetchEmailStatus(getApiClient(), lang)
      .then((reply) => live && setPending(reply.data.pending))
      .catch(() => undefined); // the form still works; the pending note is only missing
    return () => {
      live = false;
    };
  }, [lang, email]);

  /** A field's changes; it loses its old message (the server checks it again on the next submit). */
  const edit = (field: keyof typeof form) => (event: ChangeEvent<HTMLInputElement>) => {
    setForm({ ...form, [field]: event.target.value });
    setErrors((prev) => withoutErrors(prev, field));
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('send');
    setErrors({});
    setFormError(null);
    try {
      const reply = await requestEmailChange(getApiClient(), form, lang);
      setPending(reply.data);
      setForm(EMPTY);
      ui.notify(reply.message, 'success');
    } catch (error) {
      const r = replyErrors(error, t('common.saveFailed'));
      setErrors(r.errors);
      if (Object.keys(r.errors).length === 0) setFormError(r.message);
      ui.notify(r.message);
    } finally {
      setBusy(null);
    }
  };

  const cancel = async () => {
    setBusy('cancel');
    try {
      const reply = await cancelEmailChange(getApiClient(), lang);
      setPending(null);
      ui.notify(reply.message, 'success');
    } catch (error) {
      const r = replyErrors(error, t('common.saveFailed'));
      if (r.status === 404) setPending(null);
      ui.notify(r.message);
    } finally {
      setBusy(null);
    }
  };

  const until = pending ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(pending.expires_at)) : '';
  return (
    <section className={`${primitives.panel} ${styles.section}`} aria-labelledby="info-email">
      <h2 id="info-email">{t('info.email')}</h2>
      <p className={styles.emailNow}>
        <span className={primitives.muted}>{t('info.emailCurrent')}</span> <strong data-testid="email-current">{email}</strong>
      </p>
      {pending ? (
        <div className={styles.notice} role="status" data-testid="email-pending">
          <p>{t('info.emailPending', { email: pending.email, until })}</p>
          <Button variant="secondary" size="small" busy={busy === 'cancel'} onClick={() => void cancel()} data-testid="email-cancel">
            {t('info.emailCancel')}
          </Button>
        </div>
      ) : null}
      <form className={styles.form} onSubmit={(e) => void send(e)} noValidate>
        <Field
          label={t('info.emailNew')}
          type="email"
          value={form.email}
          onChange={edit('email')}
          error={errors.email?.[0]}
          hint={t('info.emailHint')}
          autoComplete="email"
          required
        />
        <Field
          label={t('info.currentPassword')}
          type="password"
          value={form.current_password}
          onChange={edit('current_password')}
          error={errors.current_password?.[0]}
          autoComplete="current-password"
          required
        />
        {formError ? (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <div className={primitives.actions}>
          <Button type="submit" busy={busy === 'send'} data-testid="email-send">
            {t('info.emailSend')}
          </Button>
        </div>
      </form>
    </section>
  );
}
