import { useId, type InputHTMLAttributes } from 'react';
import styles from './Forms.module.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** First server message for this field. */
  error?: string | undefined;
}

/** A labelled input; required fields get the asterisk of PRODUCT.md §5. */
export function Field({ label, error, required, ...input }: FieldProps) {
  const id = useId();
  const hint = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      <input
        id={id}
        className={styles.input}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? hint : undefined}
        {...input}
      />
      {error ? (
        <span id={hint} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
