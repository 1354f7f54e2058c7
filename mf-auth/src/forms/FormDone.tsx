import type { ReactNode } from 'react';
import styles from './Forms.module.css';

/** What a form shows once its request went through: the reply's message (a status) and where to go next (`children`). */
export function FormDone({ testId, message, children }: { testId: string; message: string; children: ReactNode }) {
  return (
    <div className={styles.form} data-testid={testId} data-status="success">
      <p className={styles.success} role="status">
        {message}
      </p>
      {children}
    </div>
  );
}
