/** A background job of the server: `runOnce` runs it now (tests call it), `stop` ends its schedule. */
export interface Job {
  /** Runs the job once now (also used by tests). */
  runOnce(): Promise<boolean>;
  stop(): void;
}

/**
 * Runs `run` once `initialDelayMs` after start, then every `intervalMs`, on timers that do not keep the process alive
 * (unref). Returns the function that clears both.
 */
export function schedule(run: () => void, initialDelayMs: number, intervalMs: number): () => void {
  const first = setTimeout(run, initialDelayMs);
  const every = setInterval(run, intervalMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
