// Test-only helpers of the shell's page-gate tests (AuthGate in front of a stand-in page).
import { routeById, type Lang, type RouteId } from '@realty/shared';
import { renderWithApp, type RenderWithAppOptions } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { AuthGate } from '../pages/AuthGate';

/** The shell's messages, for `renderWithApp`'s `namespaces`. */
export const shellNamespaces = { shell: { en, tr, ru } };

/** The gate of route `id` around a stand-in page that reads "the page" (English unless `options.lang` says). */
export function renderGate(id: RouteId, options: RenderWithAppOptions & { lang?: Lang } = {}) {
  const lang = options.lang ?? 'en';
  return renderWithApp(
    <AuthGate lang={lang} route={routeById(id)}>
      <p>the page</p>
    </AuthGate>,
    { namespaces: shellNamespaces, ...options, lang },
  );
}
