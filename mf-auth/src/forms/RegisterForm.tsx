import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fetchUser, getApiClient, primitives, useRootStore, type AuthUser, pathTo, Button } from '@realty/shared';
import { Field } from '@realty/shared/field';
import { register } from '@realty/shared/contracts/account';
import type { OrgType } from '@realty/shared/schemas';
import { DEFAULT_COUNTRY, fullNumber } from '../phone/mask';
import { PhoneInput, type PhoneValue } from '../phone/PhoneInput';
import { ErrorList } from './ErrorList';
import styles from './Forms.module.css';
import { PopupLink, PopupPrompt } from './PopupLink';
import { NewPasswordFields } from './NewPasswordFields';
import { safeRedirect, useCsrf } from './useCsrf';
import { useFormRequest } from './useFormRequest';

const FIELDS = ['name', 'lastname', 'phone', 'email', 'password', 'password_confirmation', 'org_type', 'agency_name'] as const;

interface TextFields {
  name: string;
  lastname: string;
  email: string;
  password: string;
  password_confirmation: string;
  /** Corporate accounts only: the agency (or developer) the account owns (DECISIONS.md). */
  agency_name: string;
}

const ORG_TYPE_KEYS: Record<OrgType, string> = { private: 'fields.private', corporate: 'fields.corporate' };

/**
 * Registration (PRODUCT.md §4/§5/§8): every field required (server decides), 'Sending ...' with the button disabled,
 * the first error per field as a bulleted list (each message once; a field's message goes when it is changed);
 * 'Agency or developer' also asks for the agency's name (`agency_name`). The server answers the same neutral message
 * whether or not the address has an account (no account enumeration), so the form then asks who is signed in: the new
 * account → clear the redirect target, close the popup, go to the stored redirect target (the page that asked for
 * sign-in, an invitation link) or else to /{lang}/profile/add; nobody (the address had an account and its owner was
 * e-mailed) → "Check your mail", with the way to sign in. It never pretends to be signed in.
 */
export const RegisterForm = observer(function RegisterForm() {
  const { t } = useTranslation('auth');
  const { auth, ui, locale } = useRootStore();
  const navigate = useNavigate();
  const ensureCsrf = useCsrf();
  const request = useFormRequest<AuthUser | null>(FIELDS);
  /** The address the server e-mailed when no account was created. */
  const [checkMail, setCheckMail] = useState<string | null>(null);
  const [values, setValues] = useState<TextFields>({ name: '', lastname: '', email: '', password: '', password_confirmation: '', agency_name: '' });
  const [phone, setPhone] = useState<PhoneValue>({ country: DEFAULT_COUNTRY, masked: '' });
  const [orgType, setOrgType] = useState<OrgType>('private');
  const sending = request.status === 'sending';
  const set = (field: keyof TextFields) => (event: { target: { value: string } }) => {
    request.clearField(field);
    setValues((v) => ({ ...v, [field]: event.target.value }));
  };
  /** A required text field bound to its value: it loses its error when changed, and is marked while in error. */
  const bind = (field: Exclude<keyof TextFields, 'password' | 'password_confirmation'>) => ({
    name: field,
    required: true,
    value: values[field],
    onChange: set(field),
    ...request.invalid(field),
  });
  const changePhone = (value: PhoneValue) => {
    request.clearField('phone');
    setPhone(value);
  };
  const changeOrgType = (type: OrgType) => {
    request.clearField('org_type');
    request.clearField('agency_name');
    setOrgType(type);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const lang = locale.lang;
    const email = values.email.trim();
    const user = await request.submit(async () => {
      await ensureCsrf();
      const { agency_name: agencyName, ...rest } = values;
      const input = { ...rest, phone: fullNumber(phone.country, phone.masked), org_type: orgType, ...(orgType === 'corporate' ? { agency_name: agencyName } : {}) };
      await register(getApiClient(), input, lang);
      // signed in as the new account only when the address was free (a session of someone else does not count)
      const me = await fetchUser(getApiClient(), lang).then(
        (reply) => reply.data,
        () => null,
      );
      return me && me.email.toLowerCase() === email.toLowerCase() ? me : null;
    });
    if (user === undefined) return;
    if (user === null) {
      setCheckMail(email);
      return;
    }
    // Registering on the way to something (an invitation, a favourite, a gated page) goes on there; else to "add".
    const target = safeRedirect(auth.redirectTarget);
    auth.setRedirectTarget(null);
    auth.setUser(user);
    ui.closePopup();
    void navigate(target ?? pathTo(lang, 'profileAdd'));
  };

  if (checkMail !== null) {
    return (
      <div className={styles.form} data-testid="register-check-mail">
        <div className={styles.success} role="status">
          <p className={styles.errorsTitle}>{t('register.checkMailTitle')}</p>
          <p className={primitives.note}>{t('register.checkMailText', { email: checkMail })}</p>
        </div>
        <div className={styles.links}>
          <PopupLink popup="signIn">{t('register.signIn')}</PopupLink>
          <button type="button" className={styles.link} onClick={() => setCheckMail(null)}>
            {t('register.again')}
          </button>
        </div>
      </div>
    );
  }

  const invalid = request.invalid;
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate data-testid="register-form" data-status={request.status}>
      <p className={primitives.note}>{t('requiredNote')}</p>
      <ErrorList items={request.errorItems} general={request.general} idPrefix={request.idPrefix} />
      <div className={styles.row}>
        <Field label={t('fields.name')} autoComplete="given-name" {...bind('name')} />
        <Field label={t('fields.lastname')} autoComplete="family-name" {...bind('lastname')} />
      </div>
      <PhoneInput value={phone} onChange={changePhone} invalid={invalid('phone')} required />
      <Field label={t('fields.email')} type="email" autoComplete="email" {...bind('email')} />
      <div className={styles.row}>
        <NewPasswordFields
          label={t('fields.password')}
          password={values.password}
          confirmation={values.password_confirmation}
          invalid={invalid}
          onPassword={set('password')}
          onConfirmation={set('password_confirmation')}
        />
      </div>
      <fieldset className={styles.radios}>
        <legend>{t('fields.orgType')}</legend>
        {(['private', 'corporate'] as const).map((type) => (
          <label key={type} className={styles.radio}>
            <input type="radio" name="org_type" value={type} checked={orgType === type} onChange={() => changeOrgType(type)} />
            {t(ORG_TYPE_KEYS[type])}
          </label>
        ))}
      </fieldset>
      {orgType === 'corporate' ? (
        <Field label={t('fields.agencyName')} autoComplete="organization" {...bind('agency_name')} />
      ) : null}
      <Button type="submit" busy={sending}>{t('register.submit')}</Button>
      <div className={styles.links}>
        <PopupPrompt question={t('register.haveAccount')} popup="signIn">
          {t('register.signIn')}
        </PopupPrompt>
      </div>
    </form>
  );
});
