import styles from './Corporate.module.css';
import type { ActionState } from './useAction';

/** The outcome of the last request of a form, announced to screen readers. */
export function Status({ state }: { state: ActionState }) {
  return (
    <div aria-live="polite">
      {state.message ? <p className={styles.ok}>{state.message}</p> : null}
      {state.error ? (
        <p className={styles.error} role="alert">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}
