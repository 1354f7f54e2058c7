import i18next, { type BackendModule, type i18n as I18n, type ReadCallback, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, LANGS, type Lang } from '../routes';

/** One namespace per package. `common` is shared/src/i18n/*.json. */
export const NAMESPACES = ['common', 'shell', 'catalog', 'listing', 'listingDecide', 'listingCompare', 'messaging', 'profile', 'profileMessages', 'blog', 'auth', 'admin'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type TranslationTree = { [key: string]: string | TranslationTree };
/** Loads one language of one namespace, e.g. `(lang) => import(\`./i18n/${lang}.json\`)`. */
export type NamespaceLoader = (lang: Lang) => Promise<TranslationTree | { default: TranslationTree }>;

// The loaders live on globalThis so that even a duplicated copy of this module (a misconfigured remote) sees them.
const GLOBAL_KEY = '__REALTY_I18N_LOADERS__';
type LoaderMap = Map<string, NamespaceLoader>;
const loaders = (): LoaderMap => {
  const scope = globalThis as typeof globalThis & { [GLOBAL_KEY]?: LoaderMap };
  scope[GLOBAL_KEY] ??= new Map();
  return scope[GLOBAL_KEY];
};

const loadCommon: NamespaceLoader = (lang) => import(`./${lang}.json`);
loaders().set('common', loadCommon);

/** Register where a namespace's translations come from (each remote does it for its own namespace). */
export function registerNamespace(ns: Namespace, loader: NamespaceLoader): void {
  loaders().set(ns, loader);
}

/** A registered namespace, loaded into the instance for its current language (and the fallback). */
export async function addNamespace(instance: I18n, ns: Namespace, loader: NamespaceLoader): Promise<void> {
  registerNamespace(ns, loader);
  await instance.loadNamespaces(ns);
}

const unwrap = (module: TranslationTree | { default: TranslationTree }): TranslationTree =>
  'default' in module && typeof module.default === 'object' ? module.default : (module as TranslationTree);

/** i18next backend that calls the registered loaders lazily, per language and namespace (`own` first when given). */
function backendWith(own?: Partial<Record<string, NamespaceLoader>>): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      readNamespace(own?.[namespace] ?? loaders().get(namespace), language, callback);
    },
  };
}

export const lazyBackend: BackendModule = backendWith();

function readNamespace(loader: NamespaceLoader | undefined, language: string, callback: ReadCallback): void {
  const lang = (LANGS as readonly string[]).includes(language) ? (language as Lang) : DEFAULT_LANG;
  if (!loader) {
    callback(null, {});
    return;
  }
  loader(lang).then(
    (module) => callback(null, unwrap(module)),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
  );
}

export interface CreateI18nOptions {
  lang: Lang;
  /** Namespaces to load before resolving (the shell passes ['common', 'shell']). */
  ns?: Namespace[];
  /** Preloaded resources (tests). */
  resources?: Resource;
  /**
   * Loaders of this instance, used before the registered ones: a server render passes those of the exact bundle
   * version it renders with, so a rollback never mixes one version's page with another's translations.
   */
  loaders?: Partial<Record<Namespace, NamespaceLoader>>;
}

/** The shell (or a remote running standalone) makes the page's one i18next instance with this. */
export async function createI18n({ lang, ns = ['common'], resources, loaders: own }: CreateI18nOptions): Promise<I18n> {
  const instance = i18next.createInstance();
  if (!resources) instance.use(own ? backendWith(own) : lazyBackend);
  instance.use(initReactI18next);
  await instance.init({
    lng: lang,
    fallbackLng: false,
    supportedLngs: [...LANGS],
    ns,
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
    ...(resources ? { resources, partialBundledLanguages: true } : {}),
  });
  return instance;
}
