import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusPage, restoreScroll, scrollMemory } from './routeFocus';

/**
 * Scroll and focus on every route change (see routeFocus.ts). A history entry seen before (Back, Forward, a reload)
 * gets its offset back; a new one that shows another page starts at the top with the focus on its heading, or at its
 * `#hash` target. A new entry on the same page (the catalogue's filter, sort and page are query changes) keeps the
 * offset and the focus: that page scrolls itself when its results arrive. The first render (the server's HTML)
 * touches neither.
 */
export function useRouteFocus(): void {
  const location = useLocation();
  const current = useRef({ key: location.key, pathname: location.pathname });

  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return undefined;
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => scrollMemory.set(current.current.key, window.scrollY));
    };
    // A reload or a visit to another site and back is the browser's to restore, as without this hook.
    const onLeave = () => {
      window.history.scrollRestoration = 'auto';
    };
    const onShow = () => {
      window.history.scrollRestoration = 'manual';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onLeave);
    window.addEventListener('pageshow', onShow);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onLeave);
      window.removeEventListener('pageshow', onShow);
      onLeave();
    };
  }, []);

  useLayoutEffect(() => {
    const previous = current.current;
    if (previous.key === location.key) return undefined;
    current.current = { key: location.key, pathname: location.pathname };
    const main = document.getElementById('main');
    const otherPage = location.pathname !== previous.pathname;
    const saved = scrollMemory.get(location.key);
    if (saved !== undefined) {
      const stopRestore = restoreScroll(saved);
      const stopFocus = otherPage && main ? focusPage(main) : undefined;
      return () => {
        stopRestore();
        stopFocus?.();
      };
    }
    if (!otherPage && !location.hash) return undefined;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    return main && !target ? focusPage(main) : undefined;
  }, [location.key, location.pathname, location.hash]);
}
