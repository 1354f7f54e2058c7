// Page links (`@realty/shared/pagination`): bundled into the two lists that page (mf-catalog, mf-blog), not in the
// kernel every page loads (docs/PERFORMANCE.md "Issue 27/28: the kernel split").
export * from './Pagination';
