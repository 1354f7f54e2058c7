export * from './Breadcrumbs';
export * from './PageHeading';
export * from './PageFrame';
