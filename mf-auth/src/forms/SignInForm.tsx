import { useState, type ChangeEvent, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getApiClient, useRootStore, type AuthUser, Button } from '@realty/shared';
import { Field } from '@realty/shared/field';
import { login } from '@realty/shared/contracts/account';
import { ErrorList } from './ErrorList';
import styles from './Forms.module.css';
import { PopupLink, PopupPrompt } from './PopupLink';
import { safeRedirect, useCsrf } from './useCsrf';
import { useFormRequest } from './useFormRequest';

const FIELDS = ['email', 'password', 'login'] as const;

export interface SignInFormProps {
  /** Where to go after sign-in when no redirect target is stored (the login page passes ?redirect=). */
  redirect?: string | null;
}

/** Sign-in: idle, sending, success (close, follow the stored redirect target) or a list of errors (PRODUCT.md §4). */
export const SignInForm = observer(function SignInForm({ redirect = null }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const { auth, ui, locale } = useRootStore();
  const navigate = useNavigate();
  const ensureCsrf = useCsrf();
  const request = useFormRequest<AuthUser>(FIELDS);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const sending = request.status === 'sending';
  /** A required field's props: its value, its error, and a change handler that clears the error and keeps the value. */
  const bind = (field: 'email' | 'password', value: string, keep: (value: string) => void) => ({
    name: field,
    required: true,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      request.clearField(field);
      keep(event.target.value);
    },
    ...request.invalid(field),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const user = await request.submit(async () => {
      await ensureCsrf();
      return (await login(getApiClient(), { email, password }, locale.lang)).data;
    });
    if (!user) return;
    const target = safeRedirect(auth.redirectTarget) ?? safeRedirect(redirect);
    auth.setRedirectTarget(null);
    auth.setUser(user);
    ui.closePopup();
    if (target) void navigate(target);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate data-testid="sign-in-form" data-status={request.status}>
      <ErrorList items={request.errorItems} general={request.general} idPrefix={request.idPrefix} />
      <Field label={t('fields.email')} type="email" autoComplete="email" {...bind('email', email, setEmail)} />
      <Field label={t('fields.password')} type="password" autoComplete="current-password" {...bind('password', password, setPassword)} />
      <Button type="submit" busy={sending}>{t('signIn.submit')}</Button>
      <div className={styles.links}>
        <PopupPrompt question={t('signIn.noAccount')} popup="register">
          {t('signIn.register')}
        </PopupPrompt>
        <PopupLink popup="forgot">{t('signIn.forgot')}</PopupLink>
      </div>
    </form>
  );
});
