import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Billing.module.css';
import { BILLING_ADDRESS_MAX, BILLING_NAME_MAX, TAX_OFFICE_MAX } from '@realty/shared/contracts/billing';
import { Field } from '@realty/shared/field';

export interface BillingValues {
  name: string;
  address: string;
  tax_office: string;
  tax_number: string;
}

export interface BillingFieldsProps {
  values: BillingValues;
  errors: Partial<Record<keyof BillingValues, string[]>>;
  onChange(field: keyof BillingValues, value: string): void;
}

/** Who the invoice is made out to: name or company title, address, tax office and tax number (or TC identity number). */
export function BillingFields({ values, errors, onChange }: BillingFieldsProps) {
  const { t } = useTranslation('profile');
  /** A field's value, its first error and its changes. */
  const bind = (field: keyof BillingValues) => ({
    value: values[field],
    error: errors[field]?.[0],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(field, event.target.value),
  });
  return (
    <fieldset className={styles.fieldset} data-testid="order-billing">
      <legend>{t('order.billing')}</legend>
      <p className={styles.muted}>{t('order.billingHint')}</p>
      <div className={styles.billingGrid}>
        <Field label={t('order.billingName')} name="billing_name" autoComplete="organization" required maxLength={BILLING_NAME_MAX} {...bind('name')} data-testid="billing-name" />
        <Field
          label={t('order.billingAddress')}
          name="billing_address"
          autoComplete="street-address"
          required
          maxLength={BILLING_ADDRESS_MAX}
          {...bind('address')}
          data-testid="billing-address"
        />
        <Field
          label={t('order.taxNumber')}
          hint={t('order.taxNumberHint')}
          name="tax_number"
          inputMode="numeric"
          autoComplete="off"
          required
          maxLength={14}
          {...bind('tax_number')}
          data-testid="billing-tax-number"
        />
        <Field label={t('order.taxOffice')} hint={t('order.taxOfficeHint')} name="tax_office" autoComplete="off" maxLength={TAX_OFFICE_MAX} {...bind('tax_office')} data-testid="billing-tax-office" />
      </div>
    </fieldset>
  );
}
