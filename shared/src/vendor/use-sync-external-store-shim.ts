// react-i18next's useTranslation imports 'use-sync-external-store/shim', a fallback for React before 18 (about 0.35 kB
// gzip on every page). React 19 has the hook itself: the build aliases the shim to this file (webpack.common.ts).
export { useSyncExternalStore } from 'react';
