// The one way a page gets its first data (initial-data.ts), its head and its alternates: the page-data entry.
export * from './initial-data';
export * from './usePageHead';
export * from './usePageData';
export * from './useInitialPage';
export * from './alternates';
