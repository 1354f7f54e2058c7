/**
 * Scroll and focus after a route change (issue 23): the browser keeps the scroll offset across `history.pushState`, so
 * a card tapped low in a scrolled catalogue opened the listing at the same offset (in Similar or Nearby). A new page
 * starts at the top; Back and Forward restore the offset the page had when it was left, once the page is tall enough
 * again (remote pages load and fetch after the location changes). A new page also moves the keyboard focus to its
 * heading, so a screen reader announces it and Tab goes on from the top of the new page rather than from `<body>`.
 */

/** Offsets of the history entries seen in this tab, by React Router's location key (kept across reloads). */
const STORAGE_KEY = 'realty:scroll';
const MAX_ENTRIES = 50;
/** How long a restore or a focus waits for the new page's content. */
export const SETTLE_MS = 4000;

const read = (): Record<string, number> => {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
};

export const scrollMemory = {
  get(key: string): number | undefined {
    const value = read()[key];
    return typeof value === 'number' ? value : undefined;
  },
  set(key: string, top: number): void {
    const all = read();
    delete all[key];
    all[key] = Math.round(top);
    const keys = Object.keys(all);
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete all[old];
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(all));
    } catch {
      // private mode or a full storage: Back then starts at the top
    }
  },
};

/** The user took over (wheel, touch, key): a pending restore or focus move must not fight them. */
const USER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function untilUserActs(onAct: () => void): () => void {
  const listener = () => onAct();
  for (const type of USER_EVENTS) window.addEventListener(type, listener, { passive: true, capture: true });
  return () => {
    for (const type of USER_EVENTS) window.removeEventListener(type, listener, { capture: true });
  };
}

/** Scrolls to `top` as soon as the document is tall enough, for at most SETTLE_MS; returns the cancel. */
export function restoreScroll(top: number): () => void {
  let frame = 0;
  const started = performance.now();
  const attempt = () => {
    window.scrollTo(0, top);
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= top;
    if ((reachable && Math.abs(window.scrollY - top) < 2) || performance.now() - started > SETTLE_MS) stop();
    else frame = requestAnimationFrame(attempt);
  };
  const stopListening = untilUserActs(() => stop());
  function stop() {
    cancelAnimationFrame(frame);
    stopListening();
  }
  attempt();
  return stop;
}

/** An element where typing or a dialog holds the focus: a route change must not take it away. */
const keepsFocus = (element: Element | null): boolean =>
  element instanceof HTMLElement &&
  (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName) || !!element.closest('dialog, [role="dialog"]'));

/** Marks the heading as the one the router focused: focusable by script only, without the ring for mouse users. */
export const ROUTE_FOCUS_ATTRIBUTE = 'data-route-focus';

function focusHeading(main: HTMLElement, heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.setAttribute(ROUTE_FOCUS_ATTRIBUTE, '');
  heading.focus({ preventScroll: true });
  if (document.activeElement !== heading) main.focus({ preventScroll: true });
}

/**
 * Moves the focus to the new page's `<h1>` inside `main` (the main region first, so it leaves the old page's link at
 * once). The heading may appear later (a remote loads, data arrives) or be replaced (a listing opened from another
 * listing): until SETTLE_MS have passed or the user acts, a new heading takes the focus if the focus is still where the
 * router put it. Returns the cancel.
 */
export function focusPage(main: HTMLElement): () => void {
  if (keepsFocus(document.activeElement)) return () => undefined;
  let placed: Element | null = null;
  // The first move takes the focus from wherever it is (the link that was followed, in a header or footer that stays);
  // later ones only from where the router put it.
  const place = (first = false) => {
    const active = document.activeElement;
    if (!first && active && active !== document.body && active !== main && active !== placed) return;
    const heading = main.querySelector('h1');
    if (heading instanceof HTMLElement && heading !== placed) {
      focusHeading(main, heading);
      placed = heading;
    } else if (!placed && active !== main) {
      main.focus({ preventScroll: true });
    }
  };
  place(true);
  const observer = new MutationObserver(() => place());
  observer.observe(main, { childList: true, subtree: true });
  const timer = window.setTimeout(() => stop(), SETTLE_MS);
  const stopListening = untilUserActs(() => stop());
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    stopListening();
  }
  return stop;
}
