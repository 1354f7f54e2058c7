import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useUiStore } from '@realty/shared';
import styles from './Feel.module.css';

/** PRODUCT.md §9: the bar shows only after 200 ms of loading and takes 5000 ms to creep towards the end; 2 px high. */
export const LOADING_THROTTLE_MS = 200;
export const LOADING_DURATION_MS = 5000;
export const LOADING_HEIGHT_PX = 2;

type Phase = 'idle' | 'running' | 'done';

/** A thin progress bar at the top of the page while requests or page chunks load. */
export const LoadingBar = observer(function LoadingBar() {
  const { loading } = useUiStore();
  const [phase, setPhase] = useState<Phase>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    clearTimeout(timer.current);
    if (loading) {
      timer.current = setTimeout(() => setPhase('running'), LOADING_THROTTLE_MS);
    } else {
      setPhase((current) => (current === 'running' ? 'done' : 'idle'));
      timer.current = setTimeout(() => setPhase('idle'), 300);
    }
    return () => clearTimeout(timer.current);
  }, [loading]);

  return (
    <div
      className={`${styles.bar} ${phase === 'running' ? styles.running : ''} ${phase === 'done' ? styles.done : ''}`}
      style={{ height: LOADING_HEIGHT_PX, ['--loading-duration' as string]: `${LOADING_DURATION_MS}ms` }}
      data-testid="loading-bar"
      data-phase={phase}
      aria-hidden="true"
    />
  );
});
