import { Suspense, use, useCallback, useContext, useMemo, useState } from 'react';
import type { PageProps, RemoteName } from '@realty/shared';
import { ReplayEarlyInput } from '../app/early-input';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { PageLoading } from '../layout/PageLoading';
import { pageKey, PreloadedPagesContext } from './preloaded';
import { RemoteFallback } from './RemoteFallback';
import { RemoteSlotContext } from './RemoteSlot';
import { loadPageOnce } from './pageLoads';
import { resetRemote } from './runtime';

export interface RemotePageProps extends PageProps {
  remote: RemoteName;
  /** Exposed module, e.g. './HomePage'. */
  page: string;
}

function RemotePageContent({ remote, page, attempt, ...props }: RemotePageProps & { attempt: number }) {
  // The page the server rendered with (or the browser loaded before hydrating); a retry loads it again.
  const preloaded = useContext(PreloadedPagesContext)?.get(pageKey(remote, page));
  const { default: Page } = preloaded && attempt === 0 ? preloaded : use(loadPageOnce(remote, page, attempt));
  return <Page {...props} />;
}

/** One remote page inside the layout: lazy loaded, with its own error boundary and a retry. */
export function RemotePage(props: RemotePageProps) {
  const { remote, page, lang, route, rest } = props;
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);
  const slot = useMemo(() => ({ remote, retry, page: { lang, route, rest } }), [remote, retry, lang, route, rest]);

  return (
    <RemoteSlotContext.Provider value={slot}>
      <ErrorBoundary scope={`remote:${remote}`} resetKey={`${page}#${attempt}`} fallback={() => <RemoteFallback />}>
        <Suspense fallback={<PageLoading />}>
          <RemotePageContent {...props} attempt={attempt} />
          <ReplayEarlyInput />
        </Suspense>
      </ErrorBoundary>
    </RemoteSlotContext.Provider>
  );
}
