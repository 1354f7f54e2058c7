import styles from './primitives.module.css';

const name = (key: string): string => styles[key] ?? key;

/**
 * Class names of the kernel's CSS primitives (primitives.module.css), for every package: `className={primitives.muted}`, or
 * beside a package's own class, `${primitives.pill} ${styles.tab}`. Class names, not `composes`: a remote that composed a
 * shared CSS file would build and ship its own copy of it.
 */
export const primitives = {
  /** Read by screen readers only. */
  visuallyHidden: name('visuallyHidden'),
  /** Grey text. */
  muted: name('muted'),
  /** Grey small text without margins. */
  note: name('note'),
  /** A column of blocks, the page's spacing between them. */
  stack: name('stack'),
  /** A framed column block (border, radius, padding, gap). */
  panel: name('panel'),
  /** A wrapping row of buttons (a form's or a dialog's actions, a list's pager). */
  actions: name('actions'),
  /** A list without bullets, indent or margins. */
  bare: name('bare'),
  /** A framed link block: grey border, primary on hover, focus ring. */
  frame: name('frame'),
  /** A multi-line text box: border, radius, the page's font, resized vertically, focus ring (padding is the package's). */
  textarea: name('textarea'),
  /** A <ul> of pills in a wrapping row. */
  pills: name('pills'),
  /** A pill-shaped link or button. */
  pill: name('pill'),
  /** The pill or tab of the page shown (filled). */
  current: name('current'),
  /** A toggle or tab button: focus ring, filled while `aria-pressed` or `aria-selected` is true. */
  toggle: name('toggle'),
} as const;
