// Small helpers of the listing form's tabs: the tab props and labelled inputs bound to one value.
import { useId, type ReactNode } from 'react';
import { type Lang } from '@realty/shared';
import { Field, FieldError, SelectField } from '@realty/shared/field';
import styles from './ListingForm.module.css';

export type Values = Record<string, unknown>;

export interface TabProps {
  lang: Lang;
  values: Values;
  errors: Record<string, string[]>;
  set(patch: Values): void;
}

export const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

export function TextInput({ name, label, p, required, inputMode, hint, maxLength, type = 'text', autoComplete }: {
  name: string;
  label: string;
  p: TabProps;
  required?: boolean;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'url' | 'text';
  hint?: ReactNode;
  maxLength?: number;
  type?: string;
  autoComplete?: string;
}) {
  return (
    <Field
      label={label}
      name={name}
      type={type}
      required={required}
      inputMode={inputMode}
      autoComplete={autoComplete ?? 'off'}
      maxLength={maxLength}
      hint={hint}
      value={text(p.values[name])}
      error={p.errors[name]?.[0]}
      onChange={(event) => p.set({ [name]: event.target.value })}
    />
  );
}

/** A select bound to one value: an optional empty first option (`empty`), then `options` labelled by `optionLabel`. */
export function SelectInput<T extends string>({ name, label, p, options, optionLabel = (o) => o, empty, required }: {
  name: string;
  label: string;
  p: TabProps;
  options: readonly T[];
  optionLabel?: (option: T) => string;
  empty?: string;
  required?: boolean;
}) {
  return (
    <SelectField label={label} required={required} value={text(p.values[name])} error={p.errors[name]?.[0]} onChange={(e) => p.set({ [name]: e.target.value })}>
      {empty === undefined ? null : <option value="">{empty}</option>}
      {options.map((o) => (
        <option key={o} value={o}>
          {optionLabel(o)}
        </option>
      ))}
    </SelectField>
  );
}

export function CheckInput({ name, label, p }: { name: string; label: string; p: TabProps }) {
  const id = useId();
  return (
    <div className={styles.check}>
      <input id={id} type="checkbox" name={name} checked={p.values[name] === true} onChange={(event) => p.set({ [name]: event.target.checked })} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

export function TextArea({ name, label, p, max, counter }: { name: string; label: string; p: TabProps; max: number; counter: string }) {
  const id = useId();
  const error = p.errors[name]?.[0];
  return (
    <div className={styles.area}>
      <label htmlFor={id} className={styles.areaLabel}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={6}
        maxLength={max}
        value={text(p.values[name])}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(event) => p.set({ [name]: event.target.value })}
      />
      <span id={`${id}-count`} className={styles.counter}>
        {counter}
      </span>
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
