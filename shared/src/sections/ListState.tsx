import { Button, primitives } from '@realty/shared';
import type { LoadState } from './useLoad';

/**
 * What a loaded list shows around its items: that it failed to load, with a retry when `retry` is given, and once
 * loaded with no items (`count` 0) the `empty` note. The texts are the remote's own (its namespace).
 */
export function ListState({ state, failed, retry, count, empty, emptyClassName = primitives.muted, emptyTestId }: {
  state: Pick<LoadState<unknown>, 'data' | 'error' | 'reload'>;
  failed: string;
  retry?: string;
  count?: number;
  empty?: string;
  emptyClassName?: string;
  emptyTestId?: string;
}) {
  return (
    <>
      {state.error ? (
        <p role="alert">
          {failed}
          {retry ? (
            <>
              {' '}
              <Button variant="link" onClick={state.reload}>
                {retry}
              </Button>
            </>
          ) : null}
        </p>
      ) : null}
      {state.data && count === 0 && empty ? (
        <p className={emptyClassName} data-testid={emptyTestId}>
          {empty}
        </p>
      ) : null}
    </>
  );
}
