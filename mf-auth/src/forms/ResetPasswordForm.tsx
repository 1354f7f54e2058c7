import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { fetchCsrfCookie, getApiClient, useRootStore, Button } from '@realty/shared';
import { checkPasswordResetToken, resetPassword } from '@realty/shared/contracts/account';
import { ErrorList } from './ErrorList';
import { FormDone } from './FormDone';
import { NewPasswordFields } from './NewPasswordFields';
import styles from './Forms.module.css';
import { PopupLink } from './PopupLink';
import { useFormRequest } from './useFormRequest';

const FIELDS = ['token', 'password', 'password_confirmation'] as const;

type LinkState = 'checking' | 'valid' | 'invalid' | 'missing';

/** Reset password from the e-mailed link (/{lang}/reset-password?token=…): check the link, then set a new password. */
export const ResetPasswordForm = observer(function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const { locale } = useRootStore();
  const request = useFormRequest<string>(FIELDS);
  const [link, setLink] = useState<LinkState>(token ? 'checking' : 'missing');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const sending = request.status === 'sending';

  useEffect(() => {
    if (!token) return;
    let live = true;
    checkPasswordResetToken(getApiClient(), token, locale.lang)
      // A failed check (e.g. offline) still shows the form: submitting reports the real error.
      .then((reply) => live && setLink(reply.data.valid ? 'valid' : 'invalid'), () => live && setLink('valid'));
    return () => {
      live = false;
    };
  }, [token, locale.lang]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    await request.submit(async () => {
      await fetchCsrfCookie(getApiClient());
      const reply = await resetPassword(getApiClient(), { token, password, password_confirmation: confirmation }, locale.lang);
      return reply.message ?? '';
    });
  };

  const requestNew = (
    <PopupLink popup="forgot" button>{t('reset.requestNew')}</PopupLink>
  );

  if (link === 'checking') return <p role="status">{t('reset.checking')}</p>;
  if (link === 'missing' || link === 'invalid') {
    return (
      <div className={styles.form} data-testid="reset-form" data-status={link}>
        <p className={styles.errors} role="alert">
          {t(link === 'missing' ? 'reset.missing' : 'reset.invalid')}
        </p>
        <div>{requestNew}</div>
      </div>
    );
  }
  if (request.status === 'success') {
    return (
      <FormDone testId="reset-form" message={request.result || t('reset.done')}>
        <div>
          <PopupLink popup="signIn" button>{t('reset.signIn')}</PopupLink>
        </div>
      </FormDone>
    );
  }
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate data-testid="reset-form" data-status={request.status}>
      <ErrorList items={request.errorItems} general={request.general} idPrefix={request.idPrefix} />
      <NewPasswordFields
        label={t('fields.newPassword')}
        password={password}
        confirmation={confirmation}
        invalid={request.invalid}
        onPassword={(e) => {
          request.clearField('password');
          setPassword(e.target.value);
        }}
        onConfirmation={(e) => {
          request.clearField('password_confirmation');
          setConfirmation(e.target.value);
        }}
      />
      <Button type="submit" busy={sending}>{t('reset.submit')}</Button>
      {request.fieldErrors.token ? requestNew : null}
    </form>
  );
});
