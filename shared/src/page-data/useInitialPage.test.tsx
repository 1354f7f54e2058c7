import { Suspense, use } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createEventBus } from '../events';
import type { FeesPageData } from '../schemas/pages';
import { createRootStore, RootStoreProvider } from '../stores';
import { deferred } from '../testing';
import { useInitialPage } from './useInitialPage';
import { usePageData } from './usePageData';

const url = '/en/fees';
const data = { title: 'Inlined fees' } as unknown as FeesPageData;
const titleOf = (page: FeesPageData | null) => (page as { title?: string } | null)?.title ?? 'none';

/** Its first try suspends after taking the reply: React throws that render away and runs the initializers again. */
function Page({ wait, hook }: { wait: Promise<void>; hook: 'initial' | 'pageData' }) {
  const initial = useInitialPage('fees', url);
  const loaded = usePageData('fees', '/en/fees?second');
  use(wait);
  return <p>{hook === 'initial' ? titleOf(initial) : loaded.state}</p>;
}

async function renderSuspended(hook: 'initial' | 'pageData', route: 'fees' = 'fees', pageUrl = url) {
  const store = createRootStore({ lang: 'en', bus: createEventBus(), initialPage: { route, url: pageUrl, data } });
  const gate = deferred<void>();
  await act(async () => {
    render(
      <RootStoreProvider store={store}>
        <Suspense fallback={<p>waiting</p>}>
          <Page wait={gate.promise} hook={hook} />
        </Suspense>
      </RootStoreProvider>,
    );
  });
  expect(screen.getByText('waiting')).toBeTruthy();
  await act(async () => {
    gate.resolve();
    await gate.promise;
  });
  return store;
}

describe('useInitialPage', () => {
  it('gives the inlined reply again to the render that follows a thrown-away one', async () => {
    const store = await renderSuspended('initial');
    expect(await screen.findByText('Inlined fees')).toBeTruthy();
    // Committed: taken for good, a later visit to the same URL asks the API.
    function Later() {
      return <p>later: {titleOf(useInitialPage('fees', url))}</p>;
    }
    render(
      <RootStoreProvider store={store}>
        <Later />
      </RootStoreProvider>,
    );
    expect(screen.getByText('later: none')).toBeTruthy();
  });

  it('usePageData keeps its inlined reply through a thrown-away render too', async () => {
    await renderSuspended('pageData', 'fees', '/en/fees?second');
    expect(await screen.findByText('ready')).toBeTruthy();
  });

  it('gives nothing for another route or URL', async () => {
    await renderSuspended('initial', 'fees', '/en/fees?other');
    expect(await screen.findByText('none')).toBeTruthy();
  });
});
