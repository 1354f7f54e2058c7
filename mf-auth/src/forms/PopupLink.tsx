import type { ReactNode } from 'react';
import { useRootStore, type PopupName } from '@realty/shared';
import styles from './Forms.module.css';

/** A form's link to another account popup (sign in, register, forgot password): a button that opens it in place. */
export function PopupLink({ popup, button = false, children }: { popup: PopupName; button?: boolean; children: ReactNode }) {
  const { ui } = useRootStore();
  return (
    <button type="button" className={button ? styles.button : styles.link} onClick={() => ui.openPopup(popup)} data-popup={popup}>
      {children}
    </button>
  );
}

/** A question and the popup that answers it ("No account yet? Register"), in the links under a form. */
export function PopupPrompt({ question, popup, children }: { question: string; popup: PopupName; children: ReactNode }) {
  return (
    <span>
      {question} <PopupLink popup={popup}>{children}</PopupLink>
    </span>
  );
}
