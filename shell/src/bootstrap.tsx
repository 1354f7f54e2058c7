import { createRoot } from 'react-dom/client';
import { configureApiClient, createI18n, getRootStore, readInitialData } from '@realty/shared';
import { App } from './app/App';
import { markDevice } from './feel/device';
import { installWheelGuard } from './feel/wheel';
import './i18n';
import './layout/global.css';
import { installPreloadOnIntent } from './remotes/intent';
import { initRemotes } from './remotes/runtime';
import { langOfPath } from './router/RouteView';
import { loadRates, loadUser, wireSession } from './session/session';
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
  wireSession(store, api);
  exposeSingletonCounts();

  void loadUser(store, api);
  // The page carries the current rates; without them (an old cached page) ask once.
  if (initial.rates) store.currency.setRates(initial.rates.rates);
  else void loadRates(store, api);
  setInterval(() => void loadRates(store, api), RATES_REFRESH_MS);

  const [i18n] = await Promise.all([createI18n({ lang, ns: ['common', 'shell'] }), initRemotes()]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(<App store={store} i18n={i18n} />);
  installPreloadOnIntent();
}

void start();
