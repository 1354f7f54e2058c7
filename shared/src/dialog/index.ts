// The modal popup (`@realty/shared/dialog`): not in the kernel, since no page opens a dialog on its first render; it
// is bundled into the chunks that open one (the shell's popups, mf-listing's photo viewer and report form, mf-profile's
// and mf-admin's dialogs, the sections' ConfirmDialog). Each copy counts its own open dialogs and locks the page
// scroll with its own class, so two copies open at once still unlock in turn (docs/PERFORMANCE.md "Issue 27/28: the
// kernel split").
export * from './Dialog';
