// The listings a visitor picked to compare (issue 29): up to COMPARE_MAX ids kept in this browser (localStorage), the
// same in every tab (storage events), read with useCompareList. The comparison itself is a shareable URL
// (`/{lang}/compare?ids=1,2,3`) rendered by the server; this list only builds it.
import { useSyncExternalStore } from 'react';
import { pathTo, type Lang } from '../routes';
import { COMPARE_MAX } from '../schemas/pages';

export { COMPARE_MAX };
const KEY = 'realty.compare';
const CHANGED = 'realty:compare';
const EMPTY: readonly number[] = Object.freeze([]);

let cachedRaw: string | null = null;
let cached: readonly number[] = EMPTY;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy settings): the list stays empty
  }
};

/** The ids picked, oldest first (a stable array until the list changes). */
export function compareList(): readonly number[] {
  const raw = storage()?.getItem(KEY) ?? null;
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  let ids: unknown = [];
  try {
    ids = raw ? JSON.parse(raw) : [];
  } catch {
    ids = [];
  }
  cached = Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, COMPARE_MAX) : EMPTY;
  return cached;
}

function save(ids: readonly number[]): void {
  storage()?.setItem(KEY, JSON.stringify(ids));
  window.dispatchEvent(new Event(CHANGED));
}

/** Add or remove a listing; false when the list is full (it is not added). */
export function toggleCompare(id: number): boolean {
  const ids = compareList();
  if (ids.includes(id)) {
    save(ids.filter((x) => x !== id));
    return true;
  }
  if (ids.length >= COMPARE_MAX) return false;
  save([...ids, id]);
  return true;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** The picked ids; empty on the server and during hydration, then this browser's list. */
export const useCompareList = (): readonly number[] => useSyncExternalStore(subscribe, compareList, () => EMPTY);

/** The comparison page of some listings. */
export const compareHref = (lang: Lang, ids: readonly number[]): string => `${pathTo(lang, 'compare')}?ids=${ids.join(',')}`;
