// The keyboard's place in the decide section, carried from the server's HTML to the live section (DeferredDecide); in
// the section's lazy chunk, so the listing's first load carries none of it.

/** The section's focusable elements: the server's HTML and the section's own render have the same ones, in order. */
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

export interface FocusPlace {
  index: number;
  start: number | null;
  end: number | null;
}

/** Where the keyboard's focus is in `root` (its focusable element's index, and a text field's selection), or null. */
export function focusIn(root: HTMLElement): FocusPlace | null {
  const active = document.activeElement;
  const index = active ? [...root.querySelectorAll(FOCUSABLE)].indexOf(active) : -1;
  if (index < 0) return null;
  const field = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : null;
  return { index, start: field?.selectionStart ?? null, end: field?.selectionEnd ?? null };
}

/** Puts the focus (and the caret) back where it was in the server's HTML. */
export function restoreFocus(root: HTMLElement, place: FocusPlace): void {
  const target = root.querySelectorAll<HTMLElement>(FOCUSABLE)[place.index];
  if (!target) return;
  target.focus({ preventScroll: true });
  if ((target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && place.start !== null) {
    try {
      target.setSelectionRange(place.start, place.end ?? place.start);
    } catch {
      // a number field has no selection: the focus alone is kept
    }
  }
}
