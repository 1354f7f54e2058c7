import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, getApiClient, primitives, useRootStore, type PageProps } from '@realty/shared';
import { Field } from '@realty/shared/field';
import { changePassword, deleteProfilePhoto, updateProfile, uploadProfilePhoto } from '@realty/shared/contracts/account';
import { ProfileLayout } from '../components/ProfileLayout';
import styles from '../components/Profile.module.css';
import { DeleteAccountSection } from '../info/DeleteAccountSection';
import { EmailSection } from '../info/EmailSection';
import { PersonalDataSection } from '../info/PersonalDataSection';
import { replyErrors, withoutErrors, type Errors } from '../info/replyErrors';
import { usePageTexts } from './texts';

/** profile/info: name, last name, phone; the e-mail (changed through a link); the photo with a preview; the password; downloading the personal data; deleting the account. */
export default observer(function InfoPage({ lang, route }: PageProps) {
  const { t } = usePageTexts(lang, 'account');
  const { auth, ui } = useRootStore();
  const user = auth.user;
  const [form, setForm] = useState({ name: user?.name ?? '', lastname: user?.lastname ?? '', phone: user?.phone ?? '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<'profile' | 'photo' | 'removePhoto' | 'password' | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [pwd, setPwd] = useState({ current_password: '', password: '', password_confirmation: '' });
  const [pwdErrors, setPwdErrors] = useState<Errors>({});

  // A field the user changes loses its old message (the server checks it again on the next submit). The
  // confirmation's mismatch message sits on `password`, so changing either clears it.
  const editForm = (patch: Partial<typeof form>) => {
    setForm((prev) => ({ ...prev, ...patch }));
    setErrors((prev) => withoutErrors(prev, ...Object.keys(patch)));
  };
  const editPwd = (patch: Partial<typeof pwd>) => {
    setPwd((prev) => ({ ...prev, ...patch }));
    setPwdErrors((prev) => withoutErrors(prev, ...Object.keys(patch), ...('password_confirmation' in patch ? ['password'] : [])));
  };

  useEffect(() => {
    if (!photo) return setPreview(null);
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  /**
   * Runs one of the page's saves: `what` is busy meanwhile; `call` applies its reply, whose message is then shown. A
   * refusal's field messages go to `setFieldErrors`, and `failure` picks the message shown (the server's by default).
   */
  const save = async (
    what: NonNullable<typeof busy>,
    call: () => Promise<{ message: string }>,
    setFieldErrors?: (errors: Errors) => void,
    failure: (reply: ReturnType<typeof replyErrors>) => string = (reply) => reply.message,
  ) => {
    setBusy(what);
    try {
      const reply = await call();
      ui.notify(reply.message, 'success');
    } catch (error) {
      const r = replyErrors(error, t('common.saveFailed'));
      setFieldErrors?.(r.errors);
      ui.notify(failure(r));
    } finally {
      setBusy(null);
    }
  };
  const saveProfile = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    await save(
      'profile',
      async () => {
        const reply = await updateProfile(getApiClient(), { name: form.name, lastname: form.lastname, phone: form.phone }, lang);
        auth.setUser(reply.data);
        return reply;
      },
      setErrors,
    );
  };
  const savePhoto = async (event: FormEvent) => {
    event.preventDefault();
    if (!photo) return;
    await save(
      'photo',
      async () => {
        const reply = await uploadProfilePhoto(getApiClient(), photo, undefined, lang);
        auth.setUser(reply.data);
        setPhoto(null);
        return reply;
      },
      undefined,
      (r) => r.errors.photo?.[0] ?? r.message,
    );
  };
  const removePhoto = () =>
    save('removePhoto', async () => {
      const reply = await deleteProfilePhoto(getApiClient(), undefined, lang);
      auth.setUser(reply.data);
      return reply;
    });
  const savePassword = async (event: FormEvent) => {
    event.preventDefault();
    setPwdErrors({});
    await save(
      'password',
      async () => {
        const reply = await changePassword(getApiClient(), pwd, lang);
        setPwd({ current_password: '', password: '', password_confirmation: '' });
        return reply;
      },
      setPwdErrors,
    );
  };
  const current = preview ?? user?.photo ?? null;
  return (
    <ProfileLayout lang={lang} route={route} intro={t('intro.profileInfo')}>
      <section className={`${primitives.panel} ${styles.section}`} aria-labelledby="info-details">
        <h2 id="info-details">{t('info.details')}</h2>
        <form className={styles.form} onSubmit={(e) => void saveProfile(e)} noValidate>
          <Field label={t('info.name')} value={form.name} onChange={(e) => editForm({ name: e.target.value })} error={errors.name?.[0]} autoComplete="given-name" required />
          <Field label={t('info.lastname')} value={form.lastname} onChange={(e) => editForm({ lastname: e.target.value })} error={errors.lastname?.[0]} autoComplete="family-name" required />
          <Field
            label={t('info.phone')}
            type="tel"
            value={form.phone}
            onChange={(e) => editForm({ phone: e.target.value })}
            error={errors.phone?.[0]}
            hint={t('info.phoneHint')}
            autoComplete="tel"
            required
          />
          <div className={primitives.actions}>
            <Button type="submit" busy={busy === 'profile'} data-testid="info-save">
              {t('common.save')}
            </Button>
          </div>
        </form>
      </section>
      <EmailSection lang={lang} email={user?.email ?? ''} />
      <section className={`${primitives.panel} ${styles.section}`} aria-labelledby="info-photo">
        <h2 id="info-photo">{t('info.photo')}</h2>
        <form className={styles.form} onSubmit={(e) => void savePhoto(e)}>
          <div className={styles.person}>
            {current ? <img className={styles.avatar} src={current} alt={t('info.photoPreview')} width={72} height={72} /> : <span className={primitives.muted}>{t('info.noPhoto')}</span>}
          </div>
          <Field label={t('info.choosePhoto')} type="file" accept="image/jpeg,image/png,image/webp,image/avif,image/heic" onChange={(e) => setPhoto(e.target.files?.[0] ?? null)} />
          <div className={primitives.actions}>
            <Button type="submit" busy={busy === 'photo'} disabled={!photo}>
              {t('info.upload')}
            </Button>
            {user?.photo && !photo ? (
              <Button variant="secondary" busy={busy === 'removePhoto'} onClick={() => void removePhoto()} data-testid="photo-remove">
                {t('info.removePhoto')}
              </Button>
            ) : null}
          </div>
        </form>
      </section>
      <section className={`${primitives.panel} ${styles.section}`} aria-labelledby="info-password">
        <h2 id="info-password">{t('info.password')}</h2>
        <form className={styles.form} onSubmit={(e) => void savePassword(e)} noValidate>
          <Field
            label={t('info.currentPassword')}
            type="password"
            value={pwd.current_password}
            onChange={(e) => editPwd({ current_password: e.target.value })}
            error={pwdErrors.current_password?.[0]}
            autoComplete="current-password"
            required
          />
          <Field label={t('info.newPassword')} type="password" value={pwd.password} onChange={(e) => editPwd({ password: e.target.value })} error={pwdErrors.password?.[0]} autoComplete="new-password" required />
          <Field
            label={t('info.confirmPassword')}
            type="password"
            value={pwd.password_confirmation}
            onChange={(e) => editPwd({ password_confirmation: e.target.value })}
            autoComplete="new-password"
            required
          />
          <div className={primitives.actions}>
            <Button type="submit" busy={busy === 'password'}>
              {t('info.changePassword')}
            </Button>
          </div>
        </form>
      </section>
      <PersonalDataSection lang={lang} />
      <DeleteAccountSection lang={lang} />
    </ProfileLayout>
  );
});
