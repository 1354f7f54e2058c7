// Test helpers for front-end packages (jest + Testing Library). Not part of any bundle.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Resource } from 'i18next';
import { createEventBus } from '../events';
import { createI18n, type Namespace, type TranslationTree } from '../i18n';
import type { Lang } from '../routes';
import { createRootStore, RootStoreProvider, type RootStore } from '../stores';
import tr from '../i18n/tr.json';
import en from '../i18n/en.json';
import ru from '../i18n/ru.json';

export const commonResources: Record<Lang, TranslationTree> = { tr, en, ru };

export interface RenderWithAppOptions {
  lang?: Lang;
  path?: string;
  /** Extra namespaces: { blog: { tr, en, ru } }. */
  namespaces?: Partial<Record<Namespace, Record<Lang, TranslationTree>>>;
  store?: RootStore;
  /** Wrap in a MemoryRouter at `path` (default true); pass false when the test brings its own router. */
  router?: boolean;
}

/** Render inside a root store, an i18next instance with static resources and a memory router. */
export async function renderWithApp(ui: ReactElement, options: RenderWithAppOptions = {}): Promise<RenderResult & { store: RootStore }> {
  const lang = options.lang ?? 'en';
  const resources: Resource = {};
  for (const l of ['tr', 'en', 'ru'] as const) {
    resources[l] = { common: commonResources[l] };
    for (const [ns, byLang] of Object.entries(options.namespaces ?? {})) {
      const tree = byLang?.[l];
      if (tree) (resources[l] as Record<string, TranslationTree>)[ns] = tree;
    }
  }
  const i18n = await createI18n({ lang, ns: ['common', ...(Object.keys(options.namespaces ?? {}) as Namespace[])], resources });
  const store = options.store ?? createRootStore({ lang, bus: createEventBus() });
  const result = render(
    <RootStoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        {options.router === false ? ui : <MemoryRouter initialEntries={[options.path ?? `/${lang}`]}>{ui}</MemoryRouter>}
      </I18nextProvider>
    </RootStoreProvider>,
  );
  return { ...result, store };
}
