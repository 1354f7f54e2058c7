import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './Field.module.css';
import { primitives } from '@realty/shared';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  required?: boolean | undefined;
  /** The first message for this field (server or client). */
  error?: string | undefined;
  hint?: ReactNode;
  /** Label read by screen readers only (e.g. "from" and "to" of a range). */
  hideLabel?: boolean;
  children: ReactNode;
  className?: string | undefined;
}

const describedBy = (id: string, error?: string, hint?: ReactNode): string | undefined =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

interface ControlState {
  className?: string | undefined;
  required?: boolean | undefined;
  error?: string | undefined;
  hint?: ReactNode;
}

/** What a field's control carries: its id and classes, the required flag, the messages screen readers read with it. */
const controlProps = (id: string, base: string | undefined, { className, required, error, hint }: ControlState) => ({
  id,
  className: [base, className].filter(Boolean).join(' '),
  required,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, error, hint),
});

function FieldFrame({ id, label, required, error, hint, hideLabel, children, className }: FieldFrameProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? primitives.visuallyHidden : styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <FieldError fieldId={id} error={error} />
    </div>
  );
}

/** A field's message (red, small), read with its control: the control's `aria-describedby` names `${fieldId}-error`. */
export function FieldError({ fieldId, error }: { fieldId: string; error?: string | undefined }) {
  return error ? (
    <span id={`${fieldId}-error`} className={styles.error}>
      {error}
    </span>
  ) : null;
}

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  hideLabel?: boolean;
  fieldClassName?: string;
}

/** A labelled input; required fields get the asterisk of PRODUCT.md §5; the error is tied to the input for screen readers. */
export function Field({ label, error, hint, hideLabel, fieldClassName, required, className, ...input }: FieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint} hideLabel={hideLabel} className={fieldClassName}>
      {/* `type` explicit, as the HTML checkers recommend; a field of another kind passes its own. */}
      <input type="text" {...controlProps(id, styles.control, { className, required, error, hint })} {...input} />
    </FieldFrame>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  hideLabel?: boolean;
  fieldClassName?: string;
}

/** A labelled native select (accessible and usable on phones). */
export function SelectField({ label, error, hint, hideLabel, fieldClassName, required, className, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint} hideLabel={hideLabel} className={fieldClassName}>
      <select {...controlProps(id, styles.control, { className, required, error, hint })} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  fieldClassName?: string;
}

/** A labelled multi-line text box (`primitives.textarea`; the package's `className` gives the padding). */
export function TextAreaField({ label, error, hint, fieldClassName, required, className, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint} className={fieldClassName}>
      <textarea {...controlProps(id, primitives.textarea, { className, required, error, hint })} {...textarea} />
    </FieldFrame>
  );
}
