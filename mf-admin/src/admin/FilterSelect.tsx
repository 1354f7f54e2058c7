import type { ReactNode } from 'react';
import styles from './Admin.module.css';
import { SelectField } from '@realty/shared/field';

/**
 * The filter row above a back-office list: one select of `options` (labelled by `optionLabel`) and whatever the page
 * shows beside it (`children`, e.g. the total).
 */
export function FilterSelect<T extends string>({ label, value, options, optionLabel, onChange, testId, children }: {
  label: string;
  value: T;
  options: readonly T[];
  optionLabel(option: T): string;
  onChange(value: T): void;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.filters}>
      <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value as T)} data-testid={testId}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </SelectField>
      {children}
    </div>
  );
}
