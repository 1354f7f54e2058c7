import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { primitives, useUiStore, type Toast } from '@realty/shared';
import styles from './Feel.module.css';

export const TOAST_MS = 6000;

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss(): void }) {
  const { t } = useTranslation('shell');
  useEffect(() => {
    const id = setTimeout(onDismiss, TOAST_MS);
    return () => clearTimeout(id);
  }, [onDismiss]);
  return (
    <li className={`${styles.toast} ${styles[toast.kind] ?? ''}`}>
      {/* The role goes on the text, not the <li>: a list may hold list items only (axe "list"). */}
      <span role={toast.kind === 'error' ? 'alert' : 'status'}>{toast.message}</span>
      <button type="button" className={styles.toastClose} onClick={onDismiss} aria-label={t('toast.close')}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** Error and info toasts any package can raise with `ui.notify(message)`. */
export const Toasts = observer(function Toasts() {
  const ui = useUiStore();
  return (
    <ul className={`${primitives.bare} ${styles.toasts}`} aria-live="polite">
      {ui.toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={() => ui.dismiss(toast.id)} />
      ))}
    </ul>
  );
});
