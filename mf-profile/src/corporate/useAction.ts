import { useState } from 'react';
import { isApiError } from '@realty/shared';

export interface ActionState {
  busy: boolean;
  message?: string;
  error?: string;
  errors?: Record<string, string[]>;
}

/** One form's request: busy flag, the server's success message, its error message and field errors. */
export function useAction(fallbackError: string) {
  const [state, setState] = useState<ActionState>({ busy: false });
  const run = async <T extends { message?: string }>(call: () => Promise<T>, after?: (reply: T) => void): Promise<void> => {
    setState({ busy: true });
    try {
      const reply = await call();
      after?.(reply);
      setState({ busy: false, ...(reply.message ? { message: reply.message } : {}) });
    } catch (error) {
      if (isApiError(error)) setState({ busy: false, error: error.message, ...(error.errors ? { errors: error.errors } : {}) });
      else setState({ busy: false, error: fallbackError });
    }
  };
  return { state, run, first: (field: string) => state.errors?.[field]?.[0] };
}
