import type { ChangeEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@realty/shared';

export interface NewPasswordFieldsProps {
  /** Label of the first field ('Password' on registration, 'New password' on reset). */
  label: string;
  password: string;
  confirmation: string;
  errors: { password?: string | undefined; password_confirmation?: string | undefined };
  onPassword: ChangeEventHandler<HTMLInputElement>;
  onConfirmation: ChangeEventHandler<HTMLInputElement>;
}

/** A new password and its repetition (registration, reset password). */
export function NewPasswordFields({ label, password, confirmation, errors, onPassword, onConfirmation }: NewPasswordFieldsProps) {
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
        error={errors.password}
        onChange={onPassword}
      />
      <Field
        label={t('fields.passwordConfirmation')}
        type="password"
        name="password_confirmation"
        autoComplete="new-password"
        required
        value={confirmation}
        error={errors.password_confirmation}
        onChange={onConfirmation}
      />
    </>
  );
}
