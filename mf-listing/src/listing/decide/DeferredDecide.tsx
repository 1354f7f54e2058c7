import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@realty/shared';
import type { DecideSectionProps } from './DecideSection';
import { DECIDE_NS } from './register';

const loadSection = () => import('./DecideSection');
const ServerSection = lazy(loadSection);

/**
 * The decide section, rendered in full by the server, whose code and texts the browser loads only when the visitor
 * comes to it (a pointer over it, a finger on it, the keyboard's focus in it): until then the server's HTML stays as
 * it is (React leaves an element with dangerouslySetInnerHTML alone while hydrating), readable and complete, so the
 * listing's first load carries none of it. What was typed into its fields meanwhile is carried over. Opened by a
 * client navigation (no server HTML), it loads when it comes near the viewport. The keyboard's focus (a visitor who
 * tabbed into a field, which is what loads it) stays on the same control when the live section replaces the HTML.
 */
export function DeferredDecide(props: DecideSectionProps) {
  const { i18n } = useTranslation();
  const hydrated = useHydrated();
  const ref = useRef<HTMLDivElement>(null);
  const [Section, setSection] = useState<ComponentType<DecideSectionProps> | null>(null);
  const [typed, setTyped] = useState<Record<string, string>>({});
  /** Puts the keyboard's focus back in the live section (set when the focus was in the server's HTML). */
  const refocus = useRef<((root: HTMLElement) => void) | null>(null);
  const id = String(props.listing.id);
  // While hydrating, the server's markup of this listing's section (and nothing from another listing's page).
  const [kept] = useState(() => (hydrated || typeof document === 'undefined' ? '' : (document.querySelector(`[data-decide="${id}"]`)?.innerHTML ?? '')));

  useEffect(() => {
    const el = ref.current;
    if (!el || Section) return;
    let live = true;
    const load = () =>
      loadSection()
        .then(async (module) => {
          await i18n.loadNamespaces(DECIDE_NS);
          if (!live) return;
          // what the visitor typed into the server's fields before the code came
          setTyped(Object.fromEntries([...el.querySelectorAll<HTMLInputElement>('input[data-field]')].map((input) => [input.dataset.field, input.value])));
          const place = module.focusIn(el);
          refocus.current = place ? (root) => module.restoreFocus(root, place) : null;
          setSection(() => module.default);
        })
        .catch((error: unknown) => console.warn('[realty] the decide section did not load', error));
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    const once = () => {
      for (const name of events) el.removeEventListener(name, once);
      observer?.disconnect();
      void load();
    };
    for (const name of events) el.addEventListener(name, once, { passive: true });
    // No server HTML to show (a client navigation): load when it comes near.
    const observer =
      !kept && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && once(), { rootMargin: '400px 0px' })
        : null;
    observer?.observe(el);
    // No way to see it coming (no IntersectionObserver), or the focus or the pointer came into the server's HTML
    // before hydration (a pointer resting there sends no pointerover until it moves).
    if ((!kept && !observer) || el.contains(document.activeElement) || el.matches(':hover')) once();
    return () => {
      live = false;
      for (const name of events) el.removeEventListener(name, once);
      observer?.disconnect();
    };
  }, [Section, i18n, kept]);

  // Before the live section's first paint, so no keystroke goes to the page meanwhile.
  useLayoutEffect(() => {
    const restore = refocus.current;
    refocus.current = null;
    if (Section && restore && ref.current) restore(ref.current);
  }, [Section]);

  if (typeof window === 'undefined') {
    return (
      <div data-decide={id}>
        <Suspense fallback={null}>
          <ServerSection {...props} />
        </Suspense>
      </div>
    );
  }
  if (Section) {
    return (
      // data-live: the section's own code runs (tests wait for it before using its controls)
      <div data-decide={id} data-live="" ref={ref}>
        <Section {...props} typed={typed} />
      </div>
    );
  }
  return <div data-decide={id} ref={ref} dangerouslySetInnerHTML={{ __html: kept }} suppressHydrationWarning />;
}
