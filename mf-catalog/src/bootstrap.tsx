// Standalone mode for this remote's team: `npm run dev -w mf-catalog`. The composed site never loads this file.
import { startStandalone } from '@realty/shared/standalone';

// The pages are this remote's routes in the route table; webpack bundles every src/exposes/*Page.tsx for them.
void startStandalone({ remote: 'catalog', namespace: 'catalog', load: (page) => import(/* webpackInclude: /Page\.tsx$/ */ `./exposes/${page}`) });
