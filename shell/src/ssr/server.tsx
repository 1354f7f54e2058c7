// The shell's server bundle (webpack.server.ts -> shell/dist/server/ssr.cjs). The web server loads it once, hands its
// copy of @realty/shared to the remotes' server bundles, and calls `render` per request: a fresh root store (page
// reply, rates, currency cookie), a fresh i18next instance in the request's language and a static router, around
// the very tree the browser hydrates (AppProviders + the route table's routes).
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { enableStaticRendering } from 'mobx-react-lite';
import * as shared from '@realty/shared';
import { createEventBus, createI18n, createRootStore, type InitialData, type Lang, type Namespace, type NamespaceLoader } from '@realty/shared';
import { AppProviders } from '../app/App';
import '../i18n';
// The page-wide base styles, in the order bootstrap.tsx imports them: the inlined CSS must lay the page out as the
// browser's styles will (without them the body keeps its default margin until the scripts run: a layout shift).
import '../layout/global.css';
import { pageKey } from '../remotes/preloaded';
import type { PageModule } from '../remotes/runtime';
import { AppRoutes } from '../router/routes';
import { applyServerSession } from '../session/initial';

export { shared };

// observer() components render once per request here: no reactions to keep (they would leak per request).
enableStaticRendering(true);

export interface RenderInput {
  /** Path + query as requested, e.g. '/en/real-estate/sale?page=2'. */
  url: string;
  lang: Lang;
  /** What the page inlines as __INITIAL_DATA__ (page reply, rates): the browser starts from the same data. */
  data: InitialData;
  /** The request's `currency` cookie. */
  currency?: string;
  /** The route's remote page, from that remote's server bundle. */
  page?: { remote: string; page: string; module: PageModule; namespace: Namespace; loader?: NamespaceLoader };
  /** Give up after this many ms (the page is then rendered in the browser). */
  timeoutMs?: number;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** The root element's content and the hints React hoisted; throws when anything fails (the page then renders in the browser). */
export async function render(input: RenderInput): Promise<{ html: string; hints: string }> {
  const store = createRootStore({ lang: input.lang, bus: createEventBus(), initialPage: input.data.page ?? null, currency: input.currency });
  if (input.data.rates) store.currency.setRates(input.data.rates.rates);
  applyServerSession(store, input.data.session);
  // The namespace loader of the very bundle version that renders the page (a rollback must not mix versions' texts).
  const own = input.page?.loader ? { [input.page.namespace]: input.page.loader } : undefined;
  const i18n = await createI18n({ lang: input.lang, ns: ['common', 'shell', ...(input.page ? [input.page.namespace] : [])], ...(own ? { loaders: own } : {}) });

  const pages = new Map<string, PageModule>(input.page ? [[pageKey(input.page.remote, input.page.page), input.page.module]] : []);

  const tree: ReactNode = (
    <AppProviders store={store} i18n={i18n} pages={pages}>
      <StaticRouter location={input.url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  );
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(tree, {
    signal: AbortSignal.timeout(input.timeoutMs ?? 3000),
    // Never outline a large Suspense boundary behind an inline script (the CSP allows none, and the page is complete).
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      errors.push(error);
    },
  });
  const html = await readAll(prelude);
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return splitHints(html);
}

/**
 * React writes resource hints it hoists (e.g. `<link rel="preload" as="image">` for an `<img fetchPriority="high">`)
 * before the content; they belong outside the root element, whose children must be exactly the tree React hydrates.
 */
export function splitHints(html: string): { html: string; hints: string } {
  const match = /^(?:<link\b[^>]*>)+/.exec(html);
  if (!match) return { html, hints: '' };
  return { html: html.slice(match[0].length), hints: match[0] };
}
