import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getApiClient, register, useRootStore, type AuthUser, pathTo, Field, Button } from '@realty/shared';
import type { OrgType } from '@realty/shared/schemas';
import { DEFAULT_COUNTRY, fullNumber } from '../phone/mask';
import { PhoneInput, type PhoneValue } from '../phone/PhoneInput';
import { ErrorList } from './ErrorList';
import styles from './Forms.module.css';
import { NewPasswordFields } from './NewPasswordFields';
import { useCsrf } from './useCsrf';
import { useFormRequest } from './useFormRequest';

const FIELDS = ['name', 'lastname', 'phone', 'email', 'password', 'password_confirmation', 'org_type'] as const;

interface TextFields {
  name: string;
  lastname: string;
  email: string;
  password: string;
  password_confirmation: string;
}

const ORG_TYPE_KEYS: Record<OrgType, string> = { private: 'fields.private', corporate: 'fields.corporate' };

/**
 * Registration (PRODUCT.md §4/§5/§8): every field required (server decides), 'Sending ...' with the button disabled,
 * the first error per field as a bulleted list; success signs in, clears the redirect target, closes the popup and
 * goes to /{lang}/profile/add.
 */
export const RegisterForm = observer(function RegisterForm() {
  const { t } = useTranslation('auth');
  const { auth, ui, locale } = useRootStore();
  const navigate = useNavigate();
  const ensureCsrf = useCsrf();
  const request = useFormRequest<AuthUser>(FIELDS);
  const [values, setValues] = useState<TextFields>({ name: '', lastname: '', email: '', password: '', password_confirmation: '' });
  const [phone, setPhone] = useState<PhoneValue>({ country: DEFAULT_COUNTRY, masked: '' });
  const [orgType, setOrgType] = useState<OrgType>('private');
  const sending = request.status === 'sending';
  const set = (field: keyof TextFields) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const lang = locale.lang;
    const user = await request.submit(async () => {
      await ensureCsrf();
      const input = { ...values, phone: fullNumber(phone.country, phone.masked), org_type: orgType };
      return (await register(getApiClient(), input, lang)).data;
    });
    if (!user) return;
    auth.setRedirectTarget(null);
    auth.setUser(user);
    ui.closePopup();
    void navigate(pathTo(lang, 'profileAdd'));
  };

  const err = request.fieldErrors;
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate data-testid="register-form" data-status={request.status}>
      <p className={styles.note}>{t('requiredNote')}</p>
      <ErrorList messages={request.errors} general={request.general} />
      <div className={styles.row}>
        <Field label={t('fields.name')} name="name" autoComplete="given-name" required value={values.name} error={err.name} onChange={set('name')} />
        <Field
          label={t('fields.lastname')}
          name="lastname"
          autoComplete="family-name"
          required
          value={values.lastname}
          error={err.lastname}
          onChange={set('lastname')}
        />
      </div>
      <PhoneInput value={phone} onChange={setPhone} error={err.phone} required />
      <Field label={t('fields.email')} type="email" name="email" autoComplete="email" required value={values.email} error={err.email} onChange={set('email')} />
      <div className={styles.row}>
        <NewPasswordFields
          label={t('fields.password')}
          password={values.password}
          confirmation={values.password_confirmation}
          errors={err}
          onPassword={set('password')}
          onConfirmation={set('password_confirmation')}
        />
      </div>
      <fieldset className={styles.radios}>
        <legend>{t('fields.orgType')}</legend>
        {(['private', 'corporate'] as const).map((type) => (
          <label key={type} className={styles.radio}>
            <input type="radio" name="org_type" value={type} checked={orgType === type} onChange={() => setOrgType(type)} />
            {t(ORG_TYPE_KEYS[type])}
          </label>
        ))}
      </fieldset>
      <Button type="submit" busy={sending}>{t('register.submit')}</Button>
      <div className={styles.links}>
        <span>
          {t('register.haveAccount')}{' '}
          <button type="button" className={styles.link} onClick={() => ui.openPopup('signIn')}>
            {t('register.signIn')}
          </button>
        </span>
      </div>
    </form>
  );
});
