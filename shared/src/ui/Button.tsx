import { useCommonT } from '../i18n/useCommonT';
import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
  /** Full width. */
  block?: boolean;
}

/** Class names of a button look, for links and labels that must look like buttons. */
export function buttonClass({ variant = 'primary', size = 'normal', block = false }: ButtonLook = {}, extra?: string): string {
  return [styles.button, styles[variant], size === 'small' ? styles.small : '', block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** A request is running: disabled, `aria-busy`, and the label 'Sending ...' (PRODUCT.md §8) unless `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
}

/** The one button of the site (type="button" unless said otherwise). */
export function Button({ variant, size, block, busy = false, busyLabel, className, children, type = 'button', disabled, ...rest }: ButtonProps) {
  const t = useCommonT();
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? (busyLabel ?? t('form.sending')) : children}
    </button>
  );
}
