import type { ChangeEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvalidProps } from './useFormRequest';
import { Field } from '@realty/shared/field';

export interface NewPasswordFieldsProps {
  /** Label of the first field ('Password' on registration, 'New password' on reset). */
  label: string;
  password: string;
  confirmation: string;
  /** Marks a field in error (its message is in the form's error list). */
  invalid: (field: 'password' | 'password_confirmation') => InvalidProps;
  onPassword: ChangeEventHandler<HTMLInputElement>;
  onConfirmation: ChangeEventHandler<HTMLInputElement>;
}

/** What both fields are: required new passwords (the browser may offer to generate one). */
const NEW_PASSWORD = { type: 'password', autoComplete: 'new-password', required: true } as const;

/** A new password and its repetition (registration, reset password). */
export function NewPasswordFields({ label, password, confirmation, invalid, onPassword, onConfirmation }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Field label={label} {...NEW_PASSWORD} name="password" value={password} onChange={onPassword} {...invalid('password')} />
      <Field
        label={t('fields.passwordConfirmation')}
        {...NEW_PASSWORD}
        name="password_confirmation"
        value={confirmation}
        onChange={onConfirmation}
        {...invalid('password_confirmation')}
      />
    </>
  );
}
