import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { fetchCsrfCookie, getApiClient, primitives, useRootStore, Button } from '@realty/shared';
import { Field } from '@realty/shared/field';
import { requestPasswordReset } from '@realty/shared/contracts/account';
import { ErrorList } from './ErrorList';
import { FormDone } from './FormDone';
import styles from './Forms.module.css';
import { PopupLink } from './PopupLink';
import { useFormRequest } from './useFormRequest';

const FIELDS = ['email'] as const;

/** Forgot password: a real reset request; the reply is neutral (DECISIONS.md: never reveals whether the account exists). */
export const ForgotPasswordForm = observer(function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const { locale } = useRootStore();
  const request = useFormRequest<string>(FIELDS);
  const [email, setEmail] = useState('');
  const sending = request.status === 'sending';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await request.submit(async () => {
      await fetchCsrfCookie(getApiClient());
      return (await requestPasswordReset(getApiClient(), email, locale.lang)).message ?? '';
    });
  };

  if (request.status === 'success') {
    return (
      <FormDone testId="forgot-form" message={request.result || t('forgot.sent')}>
        <PopupLink popup="signIn">{t('forgot.back')}</PopupLink>
      </FormDone>
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate data-testid="forgot-form" data-status={request.status}>
      <p className={primitives.note}>{t('forgot.intro')}</p>
      <ErrorList items={request.errorItems} general={request.general} idPrefix={request.idPrefix} />
      <Field label={t('fields.email')} type="email" name="email" autoComplete="email" value={email}
        onChange={(e) => {
          request.clearField('email');
          setEmail(e.target.value);
        }}
        {...request.invalid('email')}
      />
      <Button type="submit" busy={sending}>{t('forgot.submit')}</Button>
      <div className={styles.links}>
        <PopupLink popup="signIn">{t('forgot.back')}</PopupLink>
      </div>
    </form>
  );
});
