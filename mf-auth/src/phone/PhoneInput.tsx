import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from 'libphonenumber-js';
import { primitives } from '@realty/shared';
import styles from '../forms/Forms.module.css';
import type { InvalidProps } from '../forms/useFormRequest';
import { applyMask, callingCode, PHONE_COUNTRIES, placeholderOf } from './mask';

export interface PhoneValue {
  country: CountryCode;
  /** The masked national number as shown ('(532) 123 45 67'). */
  masked: string;
}

export interface PhoneInputProps {
  value: PhoneValue;
  onChange(value: PhoneValue): void;
  /** Marks the number in error (its message is in the form's error list). */
  invalid?: InvalidProps;
  required?: boolean;
}

function countryName(lang: string, country: CountryCode): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/** Country calling code (default Turkey) and a digits-only national number typed into the country's template. */
export function PhoneInput({ value, onChange, invalid = {}, required }: PhoneInputProps) {
  const { t, i18n } = useTranslation('auth');
  const id = useId();
  const options = useMemo(
    () =>
      PHONE_COUNTRIES.map((country) => ({ country, label: `${countryName(i18n.language, country)} +${callingCode(country)}` })).sort((a, b) =>
        a.country === 'TR' ? -1 : b.country === 'TR' ? 1 : a.label.localeCompare(b.label, i18n.language),
      ),
    [i18n.language],
  );
  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${id}-label`}>
        {t('fields.phone')}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </span>
      <div className={styles.phone} role="group" aria-labelledby={`${id}-label`}>
        <select
          className={styles.select}
          aria-label={t('fields.country')}
          name="phone_country"
          value={value.country}
          onChange={(event) => onChange({ country: event.target.value as CountryCode, masked: applyMask(placeholderOf(event.target.value as CountryCode), value.masked) })}
        >
          {options.map((option) => (
            <option key={option.country} value={option.country}>
              {option.label}
            </option>
          ))}
        </select>
        <input
          id={`${id}-number`}
          className={styles.input}
          type="tel"
          inputMode="numeric"
          name="phone"
          autoComplete="tel-national"
          aria-label={t('fields.phone')}
          aria-describedby={[invalid['aria-describedby'], `${id}-hint`].filter(Boolean).join(' ')}
          aria-invalid={invalid['aria-invalid']}
          required={required}
          placeholder={placeholderOf(value.country)}
          value={value.masked}
          onChange={(event) => onChange({ country: value.country, masked: applyMask(placeholderOf(value.country), event.target.value) })}
        />
      </div>
      <span id={`${id}-hint`} className={primitives.note}>
        {t('register.phoneHint')}
      </span>
    </div>
  );
}
