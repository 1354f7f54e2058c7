import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@realty/shared';
import type { DecideSectionProps } from './DecideSection';
import { DECIDE_NS } from './register';

const loadSection = () => import('./DecideSection');
const ServerSection = lazy(loadSection);

/**
 * The decide section, rendered in full by the server, whose code and texts the browser loads only when it comes near
 * the viewport: until then the server's HTML stays as it is (React leaves an element with dangerouslySetInnerHTML
 * alone while hydrating), so the listing's first load carries none of it. Opened by a client navigation, the section
 * appears when scrolled near.
 */
export function DeferredDecide(props: DecideSectionProps) {
  const { i18n } = useTranslation();
  const hydrated = useHydrated();
  const ref = useRef<HTMLDivElement>(null);
  const [Section, setSection] = useState<ComponentType<DecideSectionProps> | null>(null);
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
          if (live) setSection(() => module.default);
        })
        .catch((error: unknown) => console.warn('[realty] the decide section did not load', error));
    if (typeof IntersectionObserver === 'undefined') {
      void load();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void load();
    }, { rootMargin: '800px 0px' });
    observer.observe(el);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [Section, i18n]);

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
      <div data-decide={id} data-live="">
        <Section {...props} />
      </div>
    );
  }
  return <div data-decide={id} ref={ref} dangerouslySetInnerHTML={{ __html: kept }} suppressHydrationWarning />;
}
