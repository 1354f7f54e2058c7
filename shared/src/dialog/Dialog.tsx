import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styles from './Dialog.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** 'small' (language, currency), 'medium' (forms), 'wide' (all filters, max 1120 px), 'side' (side menu), 'full' (the whole screen, dark: a photo viewer). */
  size?: 'small' | 'medium' | 'wide' | 'side' | 'full';
  testId?: string;
}

let openCount = 0;

/**
 * A modal popup: rendered in a portal with a backdrop, focus moved inside and trapped, Escape and backdrop click
 * close it, focus returns to the opener. The page does not shift: the scrollbar gutter stays reserved
 * (global.css `scrollbar-gutter: stable`) while the page scroll is locked.
 */
export function Dialog({ title, onClose, children, size = 'medium', testId }: DialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    openCount += 1;
    root.classList.add(styles.locked ?? 'locked');
    // Focus the first control of the content (forms may arrive a moment later from a remote), else the close button.
    const body = panel.current?.querySelector<HTMLElement>('[data-dialog-body]');
    const firstInBody = () => body?.querySelector<HTMLElement>('[data-autofocus]') ?? body?.querySelector<HTMLElement>(FOCUSABLE) ?? null;
    const initial = firstInBody();
    (initial ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panel.current)?.focus();
    let observer: MutationObserver | null = null;
    if (!initial && body && typeof MutationObserver !== 'undefined') {
      observer = new MutationObserver(() => {
        const control = firstInBody();
        if (!control) return;
        observer?.disconnect();
        // Only if the visitor has not moved focus somewhere else meanwhile.
        if (!panel.current || document.activeElement === panel.current || panel.current.querySelector('[data-dialog-close]') === document.activeElement) control.focus();
      });
      observer.observe(body, { childList: true, subtree: true });
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('hidden'));
      if (!items.length) {
        event.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      if (!panel.current.contains(document.activeElement)) {
        event.preventDefault();
        first?.focus();
      } else if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      observer?.disconnect();
      document.removeEventListener('keydown', onKeyDown);
      openCount -= 1;
      if (openCount === 0) root.classList.remove(styles.locked ?? 'locked');
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <div
      className={size === 'full' ? `${styles.backdrop} ${styles.backdropFull}` : styles.backdrop}
      role="presentation"
      data-testid="popup-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close.current();
      }}
    >
      <div
        ref={panel}
        className={`${styles.panel} ${styles[size] ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={() => close.current()} aria-label={t('dialog.close')} data-dialog-close>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body} data-dialog-body>
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
