// Taps before hydration (issue 27 "No lost input"). Until the shell hydrates a server-rendered page, the inline
// hydration loader (api/src/web/hydration.ts) keeps the clicks on elements marked `data-replay` (the favourite
// toggle, the header's switches, the all-filters, show-more and save-search buttons, the listing's show-phone) in
// `window.__early`; hydration keeps those DOM nodes, so
// once the page has hydrated each is clicked again and its React handler does what the tap asked.
import { useEffect } from 'react';

declare global {
  interface Window {
    /** The loader's queue; it records only while this is its own array. */
    __early?: Element[] | undefined;
  }
}

let pending: Element[] = [];

/** Stop the loader's recording (React's own listeners take over from hydrateRoot on) and keep what it recorded. */
export function takeEarlyInput(): void {
  pending = window.__early ?? [];
  window.__early = undefined;
}

/**
 * Click again, on the hydrated page, what was tapped before and has hydrated by now (`hydrated`: all, when a part of
 * the page says it has); nodes that are gone (a page rendered anew) are dropped.
 */
export function replayEarlyInput(hydrated: (target: Element) => boolean = () => true): void {
  const taps = pending;
  pending = [];
  for (const target of taps) {
    if (!target.isConnected || !(target instanceof HTMLElement)) continue;
    if (hydrated(target)) target.click();
    else pending.push(target);
  }
}

/** The layout around the page (header, menus) hydrates with the app; the page in `#main` in its own Suspense boundary. */
export const outsidePage = (target: Element): boolean => !target.closest('#main');

/** Rendered inside a page's Suspense boundary: its effect runs once that boundary has hydrated. */
export function ReplayEarlyInput(): null {
  useEffect(() => replayEarlyInput(), []);
  return null;
}
