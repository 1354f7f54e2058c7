// Hovering a card highlights its marker and hovering (or focusing) a marker highlights its card. The cards are the
// list's (shared ListingCard, `data-id`), the markers the map's: both are plain DOM here, so this is class toggling.
import { useCallback, useEffect, useRef } from 'react';
import styles from './Map.module.css';

const cardOf = (list: HTMLElement | null, id: number) => list?.querySelector<HTMLElement>(`[data-testid="listing-card"][data-id="${id}"]`) ?? null;

export function useHoverLink(listId: string, markers: React.RefObject<Map<number, HTMLElement>>) {
  const card = useRef<HTMLElement | null>(null);

  /** A marker is hovered (`null`: left): its card is marked. */
  const hoverMarker = useCallback(
    (id: number | null) => {
      card.current?.classList.remove(styles.cardActive ?? '');
      card.current = id === null ? null : cardOf(document.getElementById(listId), id);
      card.current?.classList.add(styles.cardActive ?? '');
    },
    [listId],
  );

  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    let marked: HTMLElement | null = null;
    const mark = (event: Event) => {
      const id = Number((event.target as HTMLElement | null)?.closest<HTMLElement>('[data-testid="listing-card"]')?.dataset.id);
      const marker = Number.isFinite(id) ? (markers.current.get(id) ?? null) : null;
      if (marker === marked) return;
      marked?.classList.remove(styles.active ?? '');
      marked = marker;
      marked?.classList.add(styles.active ?? '');
    };
    const clear = () => {
      marked?.classList.remove(styles.active ?? '');
      marked = null;
    };
    list.addEventListener('mouseover', mark);
    list.addEventListener('focusin', mark);
    list.addEventListener('mouseleave', clear);
    return () => {
      clear();
      list.removeEventListener('mouseover', mark);
      list.removeEventListener('focusin', mark);
      list.removeEventListener('mouseleave', clear);
    };
  }, [listId, markers]);

  return hoverMarker;
}
