// The kit of the signed-in sections (account, back office): a layout with its side navigation, tables, a confirm
// dialog, the invoice pager and the load-state hook. A subpath, not the root entry: only mf-profile and mf-admin use it,
// so it is bundled into them instead of into the singleton every page loads (issue 25, first-load JS).
export * from './ConfirmDialog';
export * from './InvoicePager';
export * from './ListState';
export * from './SectionLayout';
export * from './SubmitCancel';
export * from './TableFrame';
export * from './useLoad';
