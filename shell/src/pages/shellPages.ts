// The shell's own pages, one chunk loaded when a shell route is shown (ShellPage.tsx).
export { ErrorPage } from './ErrorPage';
export { StaticPage } from './static/StaticPage';
export { UnsubscribePage } from './UnsubscribePage';
export { loadStaticContent } from './static/content';
export { loadPageTexts } from './texts';
