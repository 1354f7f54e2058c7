// Standalone mode for this remote's team: `npm run dev -w mf-listing`. The composed site never loads this file.
import { startStandalone } from '@realty/shared/standalone';

void startStandalone({
  remote: 'listing',
  namespace: 'listing',
  pages: {
    './ListingPage': () => import('./exposes/ListingPage'),
  },
});
