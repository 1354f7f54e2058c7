// Standalone mode for this remote's team: `npm run dev -w mf-catalog`. The composed site never loads this file.
import { startStandalone } from '@realty/shared/standalone';

void startStandalone({
  remote: 'catalog',
  namespace: 'catalog',
  pages: {
    './HomePage': () => import('./exposes/HomePage'),
    './CatalogPage': () => import('./exposes/CatalogPage'),
    './AgentsPage': () => import('./exposes/AgentsPage'),
    './AgentPage': () => import('./exposes/AgentPage'),
    './AgenciesPage': () => import('./exposes/AgenciesPage'),
    './AgencyPage': () => import('./exposes/AgencyPage'),
  },
});
