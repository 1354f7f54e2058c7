// Async boundary: shared singletons are negotiated before any of them is used.
// In a task of its own: evaluating this entry (the webpack and federation runtimes) and resolving the shared modules
// of the bootstrap chunk were one long task on a slow CPU.
setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
