import { useEffect, useState } from 'react';
import type { CodeTitle } from '@realty/shared';

/** A list that loads: `null` while loading (the fields show a 'Loading…' entry, PRODUCT.md §8), `[]` when it failed. */
export type OptionList = CodeTitle[] | null;

/**
 * Load an option list when `key` changes; `seed` (from the page reply) is used as is when given, and no request is
 * made. `key` null means "no list" (e.g. cities without a region).
 */
export function useOptions(key: string | null, load: () => Promise<CodeTitle[]>, seed?: CodeTitle[]): OptionList {
  const [state, setState] = useState<{ key: string | null; list: OptionList }>({ key: null, list: null });
  const seeded = seed !== undefined && seed.length > 0;
  useEffect(() => {
    if (key === null || seeded) return;
    let live = true;
    load().then(
      (list) => live && setState({ key, list }),
      (error: unknown) => {
        console.warn(`[realty] filter options ${key} failed`, error);
        if (live) setState({ key, list: [] });
      },
    );
    return () => {
      live = false;
    };
    // `load` is a new closure on every render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, seeded]);
  if (key === null) return [];
  if (seeded) return seed;
  return state.key === key ? state.list : null;
}
