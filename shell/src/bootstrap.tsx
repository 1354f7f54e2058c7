import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureApiClient, createI18n, getRootStore, matchRoute, readInitialData, type Namespace } from '@realty/shared';
import { App } from './app/App';
import { takeEarlyInput } from './app/early-input';
import { markDevice } from './feel/device';
import { installWheelGuard } from './feel/wheel';
import './i18n';
import './layout/global.css';
import { preloadShellPage } from './pages/ShellPage';
import { installPreloadOnIntent, intentActions } from './remotes/intent';
import { pageKey, type PreloadedPages } from './remotes/preloaded';
import { initRemotes, loadRemotePage, type PageModule } from './remotes/runtime';
import { langOfPath } from './router/RouteView';
import { applyServerSession } from './session/initial';
import { startLiveEventsOnSignIn } from './session/live';
import { hasSessionHint, loadRates, loadUser, setSessionHint, wireSession } from './session/session';
import { exposeSingletonCounts } from './singletons';

/** Rates change once a day at the CBRT; a long-open tab refreshes them every half hour. */
const RATES_REFRESH_MS = 30 * 60 * 1000;

async function start(): Promise<void> {
  const lang = langOfPath(window.location.pathname);
  const initial = readInitialData();
  const store = getRootStore({ lang, initialPage: initial.page ?? null });
  const api = configureApiClient({
    getLang: () => store.locale.lang,
    onRequestStart: () => store.ui.requestStarted(),
    onRequestEnd: () => store.ui.requestFinished(),
  });
  window.addEventListener('online', () => store.ui.setOnline(true));
  window.addEventListener('offline', () => store.ui.setOnline(false));
  installWheelGuard();
  markDevice();
  // Before the bus is wired: the inlined session is already the user's state, not a sign-in to react to.
  applyServerSession(store, initial.session);
  if (initial.session) setSessionHint(true);
  wireSession(store, api);
  // The signed-in user's live events and unread count (header badge): opened on sign-in, closed on sign-out; the code
  // loads with the first sign-in.
  startLiveEventsOnSignIn(store);
  exposeSingletonCounts();

  // Asked only when the page does not say, or says "no session" while the hint says there was one (an expired
  // session: the 401 clears the hint; a page from a cache that ignored the cookie: the user appears after hydration).
  if (initial.session === undefined || (initial.session === null && hasSessionHint())) void loadUser(store, api);
  // The page carries the current rates; without them (an old cached page) ask once.
  if (initial.rates) store.currency.setRates(initial.rates.rates);
  else void loadRates(store, api);
  setInterval(() => void loadRates(store, api), RATES_REFRESH_MS);

  // A signed-in page's header holds the server's HTML of the account menu until its lazy chunk is in (UserMenu), and a
  // tap on it meanwhile is lost: the chunk comes with the others before hydration.
  const accountMenu = initial.session ? import('./header/AccountMenu').catch(() => undefined) : undefined;
  const [i18n] = await Promise.all([createI18n({ lang, ns: ['common', 'shell'] }), initRemotes(), accountMenu]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const pages = container.hasAttribute('data-ssr') ? await serverRenderedPage(i18n) : null;
  takeEarlyInput(); // React's listeners from here on; the App replays the taps once hydrated
  if (pages) {
    // In a transition the hydration renders in slices that yield to the browser (a default-priority hydration is one
    // long task); a click meanwhile makes React finish hydrating at once and then dispatches it.
    startTransition(() => {
      hydrateRoot(container, <App store={store} i18n={i18n} pages={pages} />);
    });
    installPreloadOnIntent(document, intentActions(i18n));
    return;
  }
  container.replaceChildren();
  createRoot(container).render(<App store={store} i18n={i18n} />);
  installPreloadOnIntent(document, intentActions(i18n));
}

/**
 * The server rendered this page (docs/ARCHITECTURE.md "Server rendering"): load its remote page and translations
 * first, so the first render is the server's HTML exactly. Null when they cannot load (the page then renders anew).
 */
async function serverRenderedPage(i18n: Awaited<ReturnType<typeof createI18n>>): Promise<PreloadedPages | null> {
  const match = matchRoute(window.location.pathname);
  if (!match) return new Map(); // the 404 page: the shell's own, in the first chunk
  if (match.route.owner === 'shell') {
    try {
      await preloadShellPage(match.route.page, i18n, match.lang);
      return new Map();
    } catch {
      return null;
    }
  }
  const { owner, page } = match.route;
  try {
    const module = await loadRemotePage(owner, page);
    if ('__remoteFailed' in module) return null; // the runtime plugin's fallback page: not what the server rendered
    // After the page module: loading it registers the remote's namespace loader (an earlier load would find none).
    await i18n.loadNamespaces(owner satisfies Namespace);
    return new Map<string, PageModule>([[pageKey(owner, page), module]]);
  } catch {
    return null;
  }
}

// A task of its own: evaluating the start-up modules (react-dom, mobx, i18next, shared) and starting the app were
// one long task (about 80 ms on a desktop CPU, four times that on the mobile preset's CPU).
setTimeout(() => void start(), 0);
