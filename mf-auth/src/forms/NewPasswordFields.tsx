import type { ChangeEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@realty/shared';
import type { InvalidProps } from './useFormRequest';

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

/** A new password and its repetition (registration, reset password). */
export function NewPasswordFields({ label, password, confirmation, invalid, onPassword, onConfirmation }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Field
        label={label}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={onPassword}
        {...invalid('password')}
      />
      <Field
        label={t('fields.passwordConfirmation')}
        type="password"
        name="password_confirmation"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={onConfirmation}
        {...invalid('password_confirmation')}
      />
    </>
  );
}
