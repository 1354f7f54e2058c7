// Standalone mode for this remote's team: `npm run dev -w mf-profile`. The composed site never loads this file.
import { startStandalone } from '@realty/shared/standalone';

void startStandalone({
  remote: 'profile',
  namespace: 'profile',
  pages: {
    './ProfilePage': () => import('./exposes/ProfilePage'),
    './AddListingPage': () => import('./exposes/AddListingPage'),
    './CorporatePage': () => import('./exposes/CorporatePage'),
    './FavoritesPage': () => import('./exposes/FavoritesPage'),
    './InfoPage': () => import('./exposes/InfoPage'),
    './InvoicePage': () => import('./exposes/InvoicePage'),
    './MyListingsPage': () => import('./exposes/MyListingsPage'),
    './SavedSearchesPage': () => import('./exposes/SavedSearchesPage'),
    './ImportPage': () => import('./exposes/ImportPage'),
    './EditListingPage': () => import('./exposes/EditListingPage'),
  },
});
