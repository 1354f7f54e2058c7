export * from './table';
export * from './match';
export * from './breadcrumbs';
export * from './redirects';
