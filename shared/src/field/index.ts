// Form fields (`@realty/shared/field`: Field, SelectField, TextAreaField, FieldError): bundled into the chunks that
// show a form (the filter fields, the shell's popups, the remotes' forms), not in the kernel every page loads; the
// journal shows none (docs/PERFORMANCE.md "Issue 27/28: the kernel split").
export * from './Field';
